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
}
