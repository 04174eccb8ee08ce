import SwiftUI
import Testing

/// `import SwiftUI` on Linux is this package's `SwiftUI` module: a file that imports it and
/// nothing else (`AppFile.swift`) sees the engine, its macros, UIKit's and Core Graphics'
/// names, Combine, Observation and URLSession, as a file of an iOS app does.
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
}
