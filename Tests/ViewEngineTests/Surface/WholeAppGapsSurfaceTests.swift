import Foundation
import Testing
import ViewEngine
import TestSupport

/// What type-checking whole apps found missing: a binding to a collection as a collection
/// of bindings, `Text` with a `Formatter` on Linux, `OutlineGroup`, drag and drop,
/// `ViewThatFits`, and the Foundation names Linux lacks.
@MainActor
@Suite("Surface: the small gaps whole apps hit")
struct WholeAppGapsSurfaceTests {
    struct Task: Identifiable, Equatable {
        let id: Int
        var title: String
        var done = false
    }

    struct Checklist: View {
        let log: Log
        @State private var tasks = [Task(id: 1, title: "Milk"), Task(id: 2, title: "Eggs")]
        var body: some View {
            VStack {
                if !$tasks.isEmpty {
                    TextField("First", text: $tasks[0].title)
                }
                Text("\($tasks.count) tasks")
                ForEach(Array($tasks.enumerated()), id: \.offset) { _, $task in
                    Toggle(task.title, isOn: $task.done)
                }
                Button("Clear") { tasks.removeAll() }
            }
            .onChange(of: tasks) { new in log("\(new.map { "\($0.title)\($0.done ? "✓" : "")" })") }
        }
    }

    // Binding: "extension Binding : Sequence where Value : MutableCollection",
    // "Collection", "BidirectionalCollection", "RandomAccessCollection where Value :
    // MutableCollection, Value : RandomAccessCollection": a binding to a collection is a
    // collection of bindings to its elements.
    @Test func aBindingToACollectionIsACollectionOfBindings() throws {
        let log = Log()
        let host = ViewHost(testing: Checklist(log: log))
        try host.type("Oat", into: "First")
        try host.toggle("Eggs")
        #expect(log.take() == [#"["O", "Eggs"]"#, #"["Oa", "Eggs"]"#, #"["Oat", "Eggs"]"#, #"["Oat", "Eggs✓"]"#])
        try host.tap("Clear")
        #expect(host.render() == """
            VStack
              Text "0 tasks"
              Button "Clear"
            """)
    }

    @Test func anElementBindingWhoseIndexIsGoneReadsItsLastValue() {
        var numbers = [1, 2, 3]
        let binding = Binding(get: { numbers }, set: { numbers = $0 })
        let last = binding[2]
        #expect(binding.map(\.wrappedValue) == [1, 2, 3])
        #expect(Array(binding.reversed().map(\.wrappedValue)) == [3, 2, 1])
        last.wrappedValue = 30
        #expect(numbers == [1, 2, 30])
        numbers.removeLast()
        #expect(last.wrappedValue == 30)
        last.wrappedValue = 99
        #expect(numbers == [1, 2])
    }

    struct Born: View {
        static let formatter: DateFormatter = {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateStyle = .long
            return formatter
        }()
        var body: some View {
            Text("Born \(Date(timeIntervalSince1970: 0), formatter: Self.formatter)")
        }
    }

    // Text.init(_:tableName:bundle:comment:) with "LocalizedStringKey.StringInterpolation
    // .appendInterpolation(_:formatter:)": "Appends a formatted value"; on Linux a Date is
    // not ReferenceConvertible, and the formatter still formats it.
    @Test func aDateInterpolatedWithAFormatter() {
        #expect(ViewHost(testing: Born()).render() == #"Text "Born January 1, 1970""#)
    }

    struct Folder: Identifiable {
        let name: String
        var children: [Folder]?
        var id: String { name }
    }

    struct Files: View {
        let root = [Folder(name: "Documents", children: [Folder(name: "Taxes", children: []), Folder(name: "notes.txt")]),
                    Folder(name: "todo.txt")]
        var body: some View {
            OutlineGroup(root, children: \.children) { folder in Text(folder.name) }
        }
    }

    // OutlineGroup: "A structure that computes views and disclosure groups on demand from
    // an underlying collection of tree-structured, identified data." An element with
    // children is a disclosure group, collapsed until its label is tapped.
    @Test func anOutlineGroupDisclosesChildrenOnDemand() throws {
        let host = ViewHost(testing: Files())
        #expect(host.render() == """
            DisclosureGroup "Documents"
            Text "todo.txt"
            """)
        try host.tap("Documents")
        #expect(host.render() == """
            DisclosureGroup "Documents" (expanded)
              DisclosureGroup "Taxes"
              Text "notes.txt"
            Text "todo.txt"
            """)
        try host.tap("Taxes")
        #expect(host.render().contains(#"DisclosureGroup "Taxes" (expanded)"#))
        let single = ViewHost(testing: OutlineGroup(Folder(name: "Root", children: nil), children: \.children) { Text($0.name) })
        #expect(single.render() == #"Text "Root""#)
        let identified = ViewHost(testing: OutlineGroup([Folder(name: "A")], id: \.name, children: \.children) { Text($0.name) })
        #expect(identified.render() == #"Text "A""#)
        let rootByID = ViewHost(testing: OutlineGroup(Folder(name: "B"), id: \.name, children: \.children) { Text($0.name) })
        #expect(rootByID.render() == #"Text "B""#)
    }

    struct Basket: View {
        let log: Log
        @State private var basket: [String] = []
        var body: some View {
            VStack {
                Text("Apple").draggable("Apple")
                Text("Pear").draggable("Pear") { Label("Pear", systemImage: "leaf") }
                Text("Link").draggable(URL(string: "https://example.com")!)
                Text("Basket \(basket.joined(separator: ", "))")
                    .dropDestination(for: String.self) { fruits, location in
                        log("dropped \(fruits) at \(location)")
                        basket += fruits
                        return true
                    } isTargeted: { log("targeted \($0)") }
            }
        }
    }

    // dropDestination(for:action:isTargeted:): "action: A closure that takes the dropped
    // content and responds appropriately. … Return true if the drop operation was
    // successful"; "isTargeted: A closure that's called when a drag and drop operation
    // enters or exits the drop target area."
    @Test func aDraggedItemReachesTheDestinationForItsType() throws {
        let log = Log()
        let host = ViewHost(testing: Basket(log: log))
        #expect(try host.drop("Apple", on: "Basket "))
        #expect(log.take() == ["targeted true", #"dropped ["Apple"] at \#(CGPoint.zero)"#, "targeted false"])
        #expect(try host.drop("Pear", on: "Basket Apple"))
        #expect(host.render().contains(#"Text "Basket Apple, Pear""#))
        let refused = #expect(throws: HostError.self) { try host.drop("Link", on: "Basket Apple, Pear") }
        #expect(refused?.reason == .dropRefused(itemType: "URL"))
        _ = log.take()
        #expect(log.take() == [])
    }

    // ViewThatFits: "A view that adapts to the available space by providing the first
    // child view that fits." In the 393-point window the wide label fits, so it is the one
    // laid out; the other has no frame (R22LayoutContainersTests has the one that does not fit).
    @Test func viewThatFitsShowsTheFirstChildThatFits() throws {
        let host = ViewHost(testing: ViewThatFits(in: .horizontal) {
            Text("Wide label")
            Text("Short")
        })
        #expect(try host.frame(of: "Wide label").width > 0)
        #expect(throws: HostError.self) { try host.frame(of: "Short") }
    }

    // Foundation on Linux: what Apple's Foundation has and corelibs lacks.
    @Test func foundationNamesLinuxLacks() {
        let defaults = UserDefaults(suiteName: "whole-app-gaps-\(UUID().uuidString)")!
        defaults.setValue(true, forKey: "onboarded")
        #expect(defaults.bool(forKey: "onboarded"))
        #expect(defaults.value(forKey: "onboarded") as? Bool == true)
        defaults.setValue(nil, forKey: "onboarded")
        #expect(defaults.object(forKey: "onboarded") == nil)
        #expect(URL.applicationSupportDirectory == FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0])
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        #expect(URL.cachesDirectory.hasDirectoryPath && URL.libraryDirectory.lastPathComponent == "Library")
        // String.StandardComparator.localizedStandard: a documented fallback to the lexical
        // comparator, the only one Linux's Foundation builds.
        let sorted = ["b", "Item 9", "Item 10", "a"].sorted(using: SortDescriptor(\.self, comparator: .localizedStandard))
        #expect(sorted == ["Item 10", "Item 9", "a", "b"])
        #expect(String.StandardComparator.localized == .lexical)
        let payloads: [any Transferable] = ["a", URL(string: "https://example.com")!, Data(), AttributedString("b")]
        #expect(payloads.count == 4)
    }
}
