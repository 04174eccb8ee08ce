import Testing
import ViewEngineMacros

/// The `@Entry` properties of `Entries.swift`, read and written.
@MainActor
@Suite("@Entry")
struct EntryTests {
    static let quiet = HostConfiguration(echoesDiagnosticsToStandardError: false)

    @Test func anEntryReadsItsDefaultUntilSet() {
        var values = EnvironmentValues()
        #expect(values.accent == .blue)
        #expect(values.isCompact == false)
        #expect(values.selection == nil)
        #expect(values.pageSize == 20)
        values.accent = .red
        values.isCompact = true
        values.selection = "Inbox"
        #expect(values.accent == .red)
        #expect(values.isCompact == true)
        #expect(values.selection == "Inbox")
        values.selection = nil
        #expect(values.selection == nil)
    }

    @Test func theDefaultIsEvaluatedAtEachRead() {
        // As SwiftUI's expansion: the key's defaultValue is computed, not stored.
        let values = EnvironmentValues()
        let first = values.stamp
        let second = values.stamp
        #expect(second == first + 1)
        var set = EnvironmentValues()
        set.stamp = 0
        #expect(set.stamp == 0 && set.stamp == 0)
    }

    @Test func viewsReadEntriesThatEnvironmentSets() throws {
        struct Screen: View {
            @State var accent: Color = .red
            var body: some View {
                VStack {
                    Palette()
                    Palette()
                        .environment(\.accent, accent)
                        .environment(\.isCompact, true)
                        .environment(\.selection, "Inbox")
                    Button("Green") { accent = .green }
                }
            }
        }
        let host = ViewHost(Screen(), configuration: Self.quiet)
        #expect(host.render() == """
            VStack
              VStack
                Text "accent blue"
                Text "regular"
                Text "selection none"
              VStack
                Text "accent red"
                Text "compact"
                Text "selection Inbox"
              Button "Green"
            """)
        try host.tap("Green")
        #expect(host.render().contains(#"Text "accent green""#))
    }
}
