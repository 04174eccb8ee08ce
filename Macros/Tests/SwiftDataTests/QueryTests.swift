import Foundation
import SwiftData
import Testing
import ViewEngine
import OnChangeCompat

/// `@Query`, `.modelContainer` and `@Environment(\.modelContext)` in views driven by a
/// host: the add, delete, sort and undo flows of Apple's SwiftData sample code.
@MainActor
@Suite("@Query in views")
struct QueryTests {
    static let quiet = HostConfiguration(echoesDiagnosticsToStandardError: false)

    /// The container `.modelContainer(for:onSetup:)` made.
    final class Made {
        var container: ModelContainer?
    }

    /// What the views below saw, in order.
    final class Log {
        var lines: [String] = []
    }

    struct ItemList: View {
        let log: Log
        @Environment(\.modelContext) private var modelContext
        @Environment(\.undoManager) private var undoManager
        @Query(sort: \Item.title) private var items: [Item]
        @State private var next = 1

        var body: some View {
            List {
                ForEach(items) { item in
                    Text(item.title)
                }
                .onDelete { offsets in
                    for index in offsets { modelContext.delete(items[index]) }
                }
            }
            .onChange(of: items) { old, new in
                log.lines.append("\(old.map(\.title)) -> \(new.map(\.title))")
            }
            Button("Add") {
                modelContext.insert(Item(timestamp: .distantPast, title: "item \(next)"))
                next += 1
            }
            Button("Undo") { undoManager?.undo() }
        }
    }

    @Test("Query: \"A type that fetches models using the specified criteria, and manages those models so they remain in sync with the underlying data.\" — add and delete, and onChange(of:) sees old and new")
    func addAndDelete() throws {
        let log = Log()
        let host = ViewHost(ItemList(log: log).modelContainer(for: Item.self, inMemory: true), configuration: Self.quiet)
        #expect(host.render() == """
            List
            Button "Add"
            Button "Undo"
            """)
        try host.tap("Add")
        try host.tap("Add")
        #expect(host.render() == """
            List
              Text "item 1"
              Text "item 2"
            Button "Add"
            Button "Undo"
            """)
        try host.delete("item 1")
        #expect(host.render() == """
            List
              Text "item 2"
            Button "Add"
            Button "Undo"
            """)
        #expect(log.lines == [
            #"[] -> ["item 1"]"#,
            #"["item 1"] -> ["item 1", "item 2"]"#,
            #"["item 1", "item 2"] -> ["item 2"]"#,
        ])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("autosaveEnabled: \"When true, the context calls save() after you make changes to any inserted or registered models.\" — when the host's work settles")
    func theMainContextSavesByItself() async throws {
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let host = ViewHost(ItemList(log: Log()).modelContainer(container), configuration: Self.quiet)
        let reader = ModelContext(container)
        try host.tap("Add")
        #expect(container.mainContext.hasChanges)
        #expect(try reader.fetchCount(FetchDescriptor<Item>()) == 0)
        await host.settle()
        #expect(!container.mainContext.hasChanges)
        #expect(try reader.fetch(FetchDescriptor<Item>()).map(\.title) == ["item 1"])
        try host.delete("item 1")
        await host.settle()
        #expect(try reader.fetchCount(FetchDescriptor<Item>()) == 0)
    }

    @Test("modelContainer(for:isAutosaveEnabled: false): nothing is saved until the app saves")
    func autosaveDisabled() async throws {
        let made = Made()
        let host = ViewHost(ItemList(log: Log()).modelContainer(for: Item.self, inMemory: true, isAutosaveEnabled: false) { result in
            made.container = try? result.get()
        }, configuration: Self.quiet)
        try host.tap("Add")
        await host.settle()
        let container = try #require(made.container)
        #expect(container.mainContext.hasChanges)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Item>()) == 0)
        try container.mainContext.save()
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Item>()) == 1)
    }

    @Test("modelContainer(for:isUndoEnabled: true): the environment's undo manager undoes an add and a delete, one tap at a time")
    func undoThroughTheEnvironment() async throws {
        let made = Made()
        let host = ViewHost(ItemList(log: Log()).modelContainer(for: Item.self, inMemory: true, isUndoEnabled: true) {
            made.container = try? $0.get()
        }, configuration: Self.quiet)
        try host.tap("Add")
        try host.tap("Add")
        await host.settle()
        try host.delete("item 1")
        #expect(host.render().contains(#"Text "item 1""#) == false)
        try host.tap("Undo")
        #expect(host.render() == """
            List
              Text "item 1"
              Text "item 2"
            Button "Add"
            Button "Undo"
            """)
        try host.tap("Undo")   // the second add
        #expect(host.render() == """
            List
              Text "item 1"
            Button "Add"
            Button "Undo"
            """)
        try host.tap("Undo")   // the first add
        #expect(host.render() == """
            List
            Button "Add"
            Button "Undo"
            """)
        let container = try #require(made.container)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Item>()) == 2)   // saved when the work settled
        await host.settle()                                                             // and the undos are saved too
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Item>()) == 0)
    }

    struct Sorted: View {
        @Query(filter: #Predicate<Trip> { $0.destination != "hidden" }, sort: [SortDescriptor(\Trip.startDate, order: .reverse)])
        private var trips: [Trip]
        var body: some View {
            VStack {
                ForEach(trips) { trip in Text("\(trip.name) \(trip.destination)") }
            }
        }
    }

    @Test("Query(filter:sort:): the view shows the models the predicate keeps, in the sort's order, and follows changes of their values")
    func filterAndSort() async throws {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        let early = Trip(name: "Early", destination: "Oslo", startDate: Date(timeIntervalSinceReferenceDate: 1))
        let late = Trip(name: "Late", destination: "Rome", startDate: Date(timeIntervalSinceReferenceDate: 9))
        context.insert(early)
        context.insert(late)
        context.insert(Trip(name: "Secret", destination: "hidden", startDate: Date(timeIntervalSinceReferenceDate: 5)))
        let host = ViewHost(Sorted().modelContainer(container), configuration: Self.quiet)
        #expect(host.render() == """
            VStack
              Text "Late Rome"
              Text "Early Oslo"
            """)
        early.startDate = Date(timeIntervalSinceReferenceDate: 20)   // a change outside any frame
        late.destination = "hidden"
        await host.settle()   // the frame the writes scheduled
        #expect(host.render() == """
            VStack
              Text "Early Oslo"
            """)
    }

    @Test("another context's save updates the views of the main context")
    func anotherContextsSaveUpdatesTheView() async throws {
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let host = ViewHost(ItemList(log: Log()).modelContainer(container), configuration: Self.quiet)
        let background = ModelContext(container)
        background.insert(Item(timestamp: .distantPast, title: "from elsewhere"))
        try background.save()
        await host.settle()
        #expect(host.render().contains(#"Text "from elsewhere""#))
    }

    struct Counter: View {
        @Query private var items: [Item]
        var body: some View {
            Text("\(items.count) items, changes: \(_items.modelContext.hasChanges)")
        }
    }

    @Test("Query.modelContext: \"Current model context Query interacts with.\" — hasChanges read in the body follows the context")
    func theQuerysContext() async throws {
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let host = ViewHost(Counter().modelContainer(container), configuration: Self.quiet)
        #expect(host.render() == #"Text "0 items, changes: false""#)
        container.mainContext.insert(Item(timestamp: .distantPast))
        await host.settle()
        #expect(host.render() == #"Text "1 items, changes: false""#)   // inserted, then autosaved as the work settled
    }

    @Test("ModelContext: \"If you don't explicitly attach a model container, the environment provides a context bound to an in-memory, schema-less container.\" — it inserts nothing and fetches nothing")
    func withoutAContainer() throws {
        struct Orphan: View {
            @Environment(\.modelContext) private var modelContext
            @Query private var items: [Item]
            let made = Item(timestamp: .distantPast)
            var body: some View {
                Button("Insert \(items.count)") { modelContext.insert(made) }
            }
        }
        let view = Orphan()
        let host = ViewHost(view, configuration: Self.quiet)
        try host.tap("Insert 0")
        #expect(view.made.modelContext == nil)
        #expect(host.render() == #"Button "Insert 0""#)
    }

    struct ItemsApp: App {
        var body: some Scene {
            WindowGroup {
                ItemList(log: Log())
            }
            .modelContainer(for: Item.self, inMemory: true)
        }
    }

    @Test("Scene.modelContainer(for:): \"Sets the model container in this scene for storing the provided model type, creating a new container if necessary\" — each host of the app has its own")
    func aScenesContainer() throws {
        let host = ViewHost(app: ItemsApp(), configuration: Self.quiet)
        try host.tap("Add")
        #expect(host.render() == """
            List
              Text "item 1"
            Button "Add"
            Button "Undo"
            """)
        let second = ViewHost(app: ItemsApp(), configuration: Self.quiet)
        #expect(!second.render().contains("item 1"))
    }

    struct TwoViewsApp: App {
        var body: some Scene {
            WindowGroup {
                ItemList(log: Log())
                Counter()
            }
            .modelContainer(for: Item.self, inMemory: true)
        }
    }

    @Test("a scene whose content is several views has one container (the modifier's state is the scene's): what one view inserts, the other queries")
    func oneContainerPerScene() throws {
        let host = ViewHost(app: TwoViewsApp(), configuration: Self.quiet)
        try host.tap("Add")
        #expect(host.render().hasSuffix(#"Text "1 items, changes: true""#))
    }
}
