import Observation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R17: each element's id is its identity. Inserting, removing and moving elements
/// keeps every other row's state, tasks and appearance; duplicate ids are diagnosed once
/// per evaluation that has them, and every row mounted for a duplicate is still tracked
/// and dismounted when it goes.
@MainActor
@Suite("R17 ForEach identity")
struct R17ForEachIdentityTests {
    struct Item: Identifiable, Equatable {
        var id: Int
        var title: String
    }

    /// A row with state of its own, lifecycle logs and a task.
    struct Row: View {
        let log: Log
        let item: Item
        @State var taps = 0
        var body: some View {
            Button("\(item.title) \(taps)") { taps += 1 }
                .onAppear { log("appear \(item.title)") }
                .onDisappear { log("disappear \(item.title)") }
                .task {
                    log("task \(item.title)")
                    do {
                        try await Task.sleep(for: .seconds(100))
                    } catch {
                        log("task \(item.title) cancelled")
                    }
                }
        }
    }

    struct Rows: View {
        let log: Log
        var items: [Item]
        var body: some View {
            VStack {
                ForEach(items) { item in Row(log: log, item: item) }
            }
        }
    }

    @Test func movingInsertingAndRemovingKeepsTheOtherRowsState() async throws {
        let log = Log()
        let a = Item(id: 1, title: "a"), b = Item(id: 2, title: "b"), c = Item(id: 3, title: "c")
        let host = TestHost(Rows(log: log, items: [a, b]), exhaustive: false)
        await host.settle()
        #expect(log.take() == ["appear a", "appear b", "task a", "task b"])
        host.tap("b 0")
        host.setRoot(Rows(log: log, items: [c, b, a]))   // insert c, move a and b
        await host.settle()
        #expect(log.take() == ["appear c", "task c"])
        #expect(host.render() == "VStack\n  Button \"c 0\"\n  Button \"b 1\"\n  Button \"a 0\"")
        host.setRoot(Rows(log: log, items: [b]))
        await host.settle()
        #expect(log.take() == ["disappear c", "disappear a", "task c cancelled", "task a cancelled"])
        #expect(host.render() == "VStack\n  Button \"b 1\"")
        #expect(host.diagnostics.isEmpty)
    }

    @Test func duplicateIDsAreDiagnosedOncePerEvaluationThatHasThem() throws {
        let log = Log()
        let rows = [Item(id: 1, title: "x"), Item(id: 1, title: "y"), Item(id: 2, title: "z")]
        let host = TestHost(Rows(log: log, items: rows), exhaustive: false)
        let message = "ForEach<Array<Item>, Int, Row>: the ID 1 occurs multiple times within the collection, this will give undefined results!"
        #expect(host.diagnostics.map(\.message) == [message])
        #expect(host.diagnostics.map(\.kind) == [.duplicateForEachID])
        host.setRoot(Rows(log: log, items: rows))            // an unchanged input is not evaluated
        #expect(host.diagnostics.count == 1)
        host.setRoot(Rows(log: Log(), items: rows))          // evaluated again, same ids
        #expect(host.diagnostics.count == 2)
        host.setRoot(Rows(log: log, items: [rows[2]]))       // no duplicates any more
        host.setRoot(Rows(log: log, items: [rows[2], rows[2]]))
        #expect(host.diagnostics.map(\.message) == [message, message,
            "ForEach<Array<Item>, Int, Row>: the ID 2 occurs multiple times within the collection, this will give undefined results!"])
    }

    @Test func everyRowOfADuplicateIDIsDismountedWhenItGoes() async throws {
        let log = Log()
        let rows = [Item(id: 1, title: "x"), Item(id: 1, title: "y"), Item(id: 2, title: "z")]
        let host = ViewHost(testing: Rows(log: log, items: rows))
        await host.settle()
        #expect(log.take() == ["appear x", "appear y", "appear z", "task x", "task y", "task z"])
        #expect(host.registeredControls == ["Button \"x 0\"", "Button \"y 0\"", "Button \"z 0\""])

        host.root = Rows(log: log, items: [])
        await host.settle()
        #expect(log.take() == ["disappear x", "disappear y", "disappear z",
                               "task x cancelled", "task y cancelled", "task z cancelled"])
        #expect(host.registeredControls == [])
        // A failed lookup afterwards names nothing stale and does not crash.
        #expect(throws: HostError(control: "Button", title: "y 0", reason: .notFound, availableTitles: [])) {
            try host.tap("y 0")
        }
    }

    @Test func theNthOccurrenceOfAnIDKeepsTheNthRow() throws {
        let log = Log()
        let x = Item(id: 1, title: "x"), y = Item(id: 1, title: "y")
        let duplicate = "ForEach<Array<Item>, Int, Row>: the ID 1 occurs multiple times within the collection, this will give undefined results!"
        let host = withExpectedDiagnostics(duplicate) { TestHost(Rows(log: log, items: [x, y])) }
        host.tap("y 0")   // only the row re-evaluates: no ForEach evaluation, no diagnostic
        // Both rows keep their node: the second occurrence keeps the second row's state.
        withExpectedDiagnostics(duplicate) { host.setRoot(Rows(log: log, items: [x, y, Item(id: 2, title: "z")])) }
        #expect(host.render() == "VStack\n  Button \"x 0\"\n  Button \"y 1\"\n  Button \"z 0\"")
        host.setRoot(Rows(log: log, items: [Item(id: 2, title: "z"), x]))
        #expect(log.take() == ["appear x", "appear y", "appear z", "disappear y"])
        #expect(host.render() == "VStack\n  Button \"z 0\"\n  Button \"x 0\"")
    }

    @Observable final class Store {
        var titles = ["one", "two"]
    }

    struct ObservedRows: View {
        let store: Store
        var body: some View {
            VStack {
                ForEach(store.titles.indices, id: \.self) { index in
                    Text(store.titles[index])
                }
            }
        }
    }

    @Test func observableReadsInTheContentClosureAreTracked() async {
        let store = Store()
        let host = TestHost(ObservedRows(store: store))
        store.titles[1] = "zwei"
        await host.settle()
        #expect(host.render() == "VStack\n  Text \"one\"\n  Text \"zwei\"")
    }

    struct Plain: ViewModifier {
        func body(content: Content) -> some View { content }
    }

    struct ModifiedRows: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button("add") { count += 1 }
                ForEach(0..<2) { row in Text("row \(row): \(count)") }
            }
            .modifier(Plain())
        }
    }

    @Test func stateReadsInTheContentClosureUnderACustomModifierAreTracked() throws {
        let host = TestHost(ModifiedRows())
        host.tap("add")
        #expect(host.render() == "VStack\n  Button \"add\"\n  Text \"row 0: 1\"\n  Text \"row 1: 1\"")
    }

    // MARK: Rows updated a chunk at a time

    /// A row whose value is wide: 42 words, so that the engine makes the rows' values
    /// three at a time (its buffer of row values holds 1 KiB) and ten rows take four chunks.
    struct WideRow: View {
        let log: Log
        let index: Int
        let count: Int
        let padding: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                      Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)
            = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
               0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        @State var taps = 0
        var body: some View {
            Button("\(index): \(count), \(taps)") { taps += 1 }
                .onChange(of: count) { new in log("row \(index) sees \(new)") }
        }
    }

    struct WideRangeRows: View {
        let log: Log
        var range = 0..<10
        @State var count = 0
        var body: some View {
            VStack {
                Button("add") { count += 1 }
                ForEach(range) { index in WideRow(log: log, index: index, count: count) }
            }
        }
    }

    /// The rendering of `WideRangeRows`: each row's title for `range`, `count` and the
    /// taps of each row.
    static func wideRows(_ range: Range<Int>, count: Int, taps: [Int: Int] = [:]) -> String {
        (["VStack", "  Button \"add\""] + range.map { "  Button \"\($0): \(count), \(taps[$0] ?? 0)\"" })
            .joined(separator: "\n")
    }

    /// ForEach, `init(_:content:)`: "Creates an instance that computes views on demand over
    /// a given constant range." Every row gets the value its parent's new evaluation made
    /// for it, in order, however many rows there are; each keeps its state.
    @Test func everyRowOfARangeGetsItsNewValueInOrder() throws {
        let log = Log()
        #expect(MemoryLayout<WideRow>.stride > 1024 / 4)   // at most three rows a chunk
        let host = TestHost(WideRangeRows(log: log), exhaustive: false)
        host.tap("7: 0, 0")
        host.tap("add")
        #expect(host.render() == Self.wideRows(0..<10, count: 1, taps: [7: 1]))
        #expect(log.take() == (0..<10).map { "row \($0) sees 1" })
        #expect(host.diagnostics.isEmpty)
    }

    /// The same over an array (`init(_:id:content:)`): rows made a chunk at a time.
    struct WideArrayRows: View {
        let log: Log
        @State var count = 0
        var body: some View {
            VStack {
                Button("add") { count += 1 }
                ForEach(Array(0..<10), id: \.self) { index in WideRow(log: log, index: index, count: count) }
            }
        }
    }

    @Test func everyRowOfAnArrayGetsItsNewValueInOrder() throws {
        let log = Log()
        let host = TestHost(WideArrayRows(log: log), exhaustive: false)
        host.tap("9: 0, 0")
        host.tap("add")
        host.tap("add")
        #expect(host.render() == Self.wideRows(0..<10, count: 2, taps: [9: 1]))
        #expect(log.take() == (0..<10).map { "row \($0) sees 1" } + (0..<10).map { "row \($0) sees 2" })
    }

    /// A range given again that is another range: its integers are the rows' ids, so the
    /// rows of the integers in both keep their state, the others go and come (and the
    /// new range's rows update in place at the next evaluation).
    @Test func anotherRangeKeepsTheRowsOfTheIntegersInBoth() throws {
        let log = Log()
        let host = TestHost(WideRangeRows(log: log, range: 0..<4), exhaustive: false)
        host.tap("3: 0, 0")
        host.setRoot(WideRangeRows(log: log, range: 2..<6))
        #expect(host.render() == Self.wideRows(2..<6, count: 0, taps: [3: 1]))
        host.tap("add")
        #expect(host.render() == Self.wideRows(2..<6, count: 1, taps: [3: 1]))
        #expect(log.take() == (2..<6).map { "row \($0) sees 1" })
    }

    @Observable final class Counter {
        var count = 0
    }

    /// Reads in the content closure are its owner's in every chunk: the last row reads
    /// an `@Observable` property the others do not, and a change of it reaches that row.
    struct LastRowObserves: View {
        let log: Log
        let counter: Counter
        var body: some View {
            VStack {
                ForEach(0..<10) { index in WideRow(log: log, index: index, count: index == 9 ? counter.count : 0) }
            }
        }
    }

    @Test func aReadInTheLastChunkIsTheOwnersDependency() async {
        let log = Log(), counter = Counter()
        let host = TestHost(LastRowObserves(log: log, counter: counter), exhaustive: false)
        counter.count = 5
        await host.settle()
        #expect(host.render().hasSuffix("  Button \"8: 0, 0\"\n  Button \"9: 5, 0\""))
        #expect(log.take() == ["row 9 sees 5"])
    }
}
