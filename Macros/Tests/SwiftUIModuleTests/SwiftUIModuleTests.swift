import SwiftUI
import Testing

/// `import SwiftUI` on Linux is this package's `SwiftUI` module: a file that imports it and
/// nothing else (`AppFile.swift`) sees the engine, its macros, UIKit's and Core Graphics'
/// names, Combine, Observation, URLSession and iOS 17's `onChange(of:initial:_:)`
/// (`ScoreFile.swift`), as a file of an iOS app does.
@MainActor
@Suite("The SwiftUI module")
struct SwiftUIModuleTests {
    static let quiet = HostConfiguration(echoesDiagnosticsToStandardError: false)

    /// "Creates a preview of a SwiftUI view" (`#Preview`): the file's preview is listed and
    /// mounts, its `@Entry` value set by `.environment(_:_:)` and its `@Observable` model
    /// read through `@Environment(Profile.self)`.
    @Test func theFilesPreviewMountsWithItsEnvironment() throws {
        let host = try ViewHost(preview: "Basket", configuration: Self.quiet)
        #expect(host.render() == """
            VStack
              Text "Ada's basket: 0, green"
              Button "Add"
              Button "Help"
            """)
    }

    /// `@Published`: "Publishing a property with the @Published attribute creates a
    /// publisher of this type" — a write re-renders the `@StateObject`'s view.
    @Test func aPublishedWriteUpdatesTheView() throws {
        let host = try ViewHost(preview: "Basket", configuration: Self.quiet)
        try host.tap("Add")
        try host.tap("Add")
        #expect(host.render().contains(#"Text "Ada's basket: 2, green""#))
    }

    /// `UIApplication.open(_:options:completionHandler:)`: "Attempts to asynchronously open
    /// the resource at the specified URL" — the host's system records it.
    @Test func uiApplicationIsTheHosts() throws {
        let host = try ViewHost(preview: "Basket", configuration: Self.quiet)
        try host.tap("Help")
        #expect(host.openedURLs == [URL(string: "https://example.com/help")!])
    }

    /// `URLRequest.httpMethod`: "The default HTTP method is GET."
    @Test func urlRequestComesWithSwiftUI() {
        #expect(itemsRequest().httpMethod == "GET")
        #expect(itemsRequest().url?.lastPathComponent == "items.json")
    }

    /// Foundation's `XMLParser` (FoundationXML's on Linux) comes with `import SwiftUI`:
    /// "Starts the event-driven parsing operation", `true` when it parses the whole document.
    @Test func xmlParserComesWithSwiftUI() {
        let parser = XMLParser(data: Data("<opml version=\"2.0\"><body/></opml>".utf8))
        let delegate: (any XMLParserDelegate)? = nil
        parser.delegate = delegate
        #expect(parser.parse())
    }

    /// Core Graphics' `CGColor(gray:alpha:)` as SwiftUI's API takes it.
    @Test func coreGraphicsComesWithSwiftUI() {
        let view = BasketView()
        #expect(view.shadow.alpha == 0.5)
        #expect(view.corner == 8)
    }

    /// `FetchRequest`: "A property wrapper type that retrieves entities from a Core Data
    /// persistent store" — SwiftUI's own name, with the environment's context, in a file that
    /// imports SwiftUI alone (`NotesView`); it fetches again after the context saves.
    @Test func fetchRequestComesWithSwiftUI() throws {
        let container = try notesContainer(holding: ["Milk", "Bread"])
        let host = ViewHost(NotesView().environment(\.managedObjectContext, container.viewContext),
                            configuration: Self.quiet)
        #expect(host.render() == """
            VStack
              Text "Bread"
              Text "Milk"
              Button "Add"
            """)
        try host.tap("Add")
        #expect(host.render() == """
            VStack
              Text "Bread"
              Text "Cheese"
              Text "Milk"
              Button "Add"
            """)
    }

    /// `onChange(of:initial:_:)`'s two-parameter closure: "oldValue: The old value that
    /// failed the comparison check (or the initial value when requested)", "newValue: The
    /// new value that failed the comparison check" — and "initial: Whether the action
    /// should be run when this view initially appears": once, with the initial value as
    /// both, and not again when the body is evaluated with the value unchanged.
    @Test func onChangeWithOldAndNewValuesComesWithSwiftUI() throws {
        let log = ScoreLog()
        let host = ViewHost(OldAndNewScoreView(log: log, initial: true), configuration: Self.quiet)
        #expect(log.lines == ["0 → 0"])
        try host.tap("Note")
        try host.tap("Same")
        #expect(log.lines == ["0 → 0"])
        try host.tap("Point")
        try host.tap("Point")
        try host.tap("Note")
        #expect(log.lines == ["0 → 0", "0 → 1", "1 → 2"])
        #expect(host.render() == """
            VStack
              Text "score: 2!!"
              Button "Point"
              Button "Same"
              Button "Note"
            """)
        #expect(host.diagnostics.isEmpty)
    }

    /// The two-parameter closure with `initial` left at its default (`false`): nothing runs
    /// when the view appears, only the changes.
    @Test func onChangeWithoutInitialWaitsForAChange() throws {
        let log = ScoreLog()
        let host = ViewHost(OldAndNewScoreView(log: log, initial: false), configuration: Self.quiet)
        #expect(log.lines == [])
        try host.tap("Point")
        try host.tap("Same")
        try host.tap("Point")
        #expect(log.lines == ["0 → 1", "1 → 2"])
        #expect(host.diagnostics.isEmpty)
    }

    /// `onChange(of:initial:_:)`'s zero-parameter closure ("A closure to run when the value
    /// changes"), with and without "Whether the action should be run when this view
    /// initially appears".
    @Test func onChangeWithNoParametersComesWithSwiftUI() throws {
        let appearing = ScoreLog()
        let first = ViewHost(ScoreOnlyView(log: appearing, initial: true), configuration: Self.quiet)
        #expect(appearing.lines == ["score 0"])
        try first.tap("Note")
        try first.tap("Same")
        try first.tap("Point")
        #expect(appearing.lines == ["score 0", "score 1"])
        #expect(first.diagnostics.isEmpty)

        let waiting = ScoreLog()
        let second = ViewHost(ScoreOnlyView(log: waiting, initial: false), configuration: Self.quiet)
        #expect(waiting.lines == [])
        try second.tap("Point")
        try second.tap("Point")
        #expect(waiting.lines == ["score 1", "score 2"])
        #expect(second.diagnostics.isEmpty)
    }
}
