import Testing
import ViewEngineMacros

/// The previews of `Previews.swift`, found, mounted and driven.
@MainActor
@Suite("Previews")
struct PreviewTests {
    static let quiet = HostConfiguration(echoesDiagnosticsToStandardError: false)

    @Test func aPreviewableStateWorksAsState() throws {
        let host = try ViewHost(preview: "Counter", configuration: Self.quiet)
        #expect(host.render() == #"Button "+0""#)
        try host.tap("+0")
        #expect(host.render() == #"Button "+1""#)
        try host.tap("+1")
        #expect(host.render() == #"Button "+2""#)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func eachHostHasItsOwnState() throws {
        let first = try ViewHost(preview: "Counter", configuration: Self.quiet)
        try first.tap("+0")
        let second = try ViewHost(preview: "Counter", configuration: Self.quiet)
        #expect(first.render() == #"Button "+1""#)
        #expect(second.render() == #"Button "+0""#)
    }

    @Test func severalPreviewablesAndABindingToOne() throws {
        let host = try ViewHost(preview: "Toggle", configuration: Self.quiet)
        #expect(host.render() == """
            VStack
              Toggle "Wi-Fi" on
              Button "Tapped 0"
            """)
        try host.toggle("Wi-Fi")
        try host.tap("Tapped 0")
        #expect(host.render() == """
            VStack
              Toggle "Wi-Fi" off
              Button "Tapped 1"
            """)
    }

    /// Every preview of the program: the test product links this package's test targets
    /// together, so `SwiftUIModuleTests`' preview comes first (its file sorts first).
    @Test func everyPreviewIsListedByLine() {
        let previews = Preview.all
        #expect(previews.map(\.displayName) == [
            "Basket", "Counter", "Previews.swift:10", "Row", "Fits", "Badge", "Model", "Fallback", "Toggle",
        ])
        #expect(previews.map(\.line) == [39, 5, 10, 17, 21, 25, 31, 39, 48])
        #expect(previews.map(\.fileID) == ["SwiftUIModuleTests/AppFile.swift"] + Array(repeating: "ViewEngineMacrosTests/Previews.swift", count: 8))
        #expect(Set(previews.map(\.column)) == [1])
        #expect(previews[2].name == nil)
    }

    @Test func anUnnamedPreviewIsFoundByItsLabel() throws {
        let host = try ViewHost(preview: "Previews.swift:10", configuration: Self.quiet)
        #expect(host.render() == """
            VStack
              Text "Unnamed"
              Text "preview"
            """)
    }

    @Test func traitsAreKeptAndTheLayoutRecorded() throws {
        let row = try Preview.named("Row")
        #expect(row.traits.map(\.description) == ["fixedLayout(width: 375.0, height: 40.0)", "landscapeLeft"])
        #expect(row.traits == [.fixedLayout(width: 375, height: 40), .landscapeLeft])
        #expect(row.layout == .fixed(width: 375, height: 40))
        #expect(try Preview.named("Fits").layout == .sizeThatFits)
        #expect(try Preview.named("Counter").layout == .device)
        #expect(try Preview.named("Counter").traits.isEmpty)
        let host = ViewHost(preview: row, configuration: Self.quiet)
        #expect(host.render() == #"Text "Milk""#)
    }

    @Test func aPreviewOverArgumentsHasAVariantForEach() throws {
        let badge = try Preview.named("Badge")
        #expect(badge.variantCount == 3)
        let rendered = (0..<3).map { ViewHost(preview: badge, variant: $0, configuration: Self.quiet).render() }
        #expect(rendered == [#"Text "0 new""#, #"Text "1 new""#, #"Text "99 new""#])
        #expect(try ViewHost(preview: "Badge", variant: 2, configuration: Self.quiet).render() == #"Text "99 new""#)
    }

    @Test func aBodyThatReturnsItsView() throws {
        let host = try ViewHost(preview: "Model", configuration: Self.quiet)
        #expect(host.render() == """
            List
              Text "milk"
              Text "eggs"
            """)
        #expect(try ViewHost(preview: "Fallback", configuration: Self.quiet).render() == #"Text "parsed 12""#)
    }

    @Test func lookingUpAMissingPreviewNamesTheOnesThereAre() {
        let error = #expect(throws: PreviewLookupError.self) { try ViewHost(preview: "Settings") }
        #expect(error?.description == """
            No preview is named "Settings". The previews: "Basket" (SwiftUIModuleTests/AppFile.swift:39), \
            "Counter" (ViewEngineMacrosTests/Previews.swift:5), \
            "Previews.swift:10" (ViewEngineMacrosTests/Previews.swift:10), "Row" (ViewEngineMacrosTests/Previews.swift:17), \
            "Fits" (ViewEngineMacrosTests/Previews.swift:21), "Badge" (ViewEngineMacrosTests/Previews.swift:25), \
            "Model" (ViewEngineMacrosTests/Previews.swift:31), "Fallback" (ViewEngineMacrosTests/Previews.swift:39), \
            "Toggle" (ViewEngineMacrosTests/Previews.swift:48).
            """)
        let elsewhere = #expect(throws: PreviewLookupError.self) { try Preview.named("Counter", in: "Other.swift") }
        #expect(elsewhere?.description.hasPrefix(#"No preview is named "Counter" in Other.swift. The previews: "Basket""#) == true)
    }

    @Test func aFileNarrowsTheLookUp() throws {
        #expect(try Preview.named("Counter", in: "Previews.swift").line == 5)
        #expect(try Preview.named("Counter", in: "ViewEngineMacrosTests/Previews.swift").line == 5)
    }
}
