import Observation
import Testing
import ViewEngine
import TestSupport

/// What the identity fuzzer found on the engine before `main` 0306600 (which fixes all
/// of them), each as the smallest case the fuzzer shrank it to, written out by hand.
@MainActor
@Suite("Identity fuzzer findings")
struct FuzzFindingsTests {
    @Observable final class Model {
        var value = 0
    }

    // MARK: @Observable reads in a ForEach content closure

    struct ObservableRows: View {
        let model: Model
        var body: some View {
            VStack {
                ForEach([1, 2], id: \.self) { key in
                    Text("row \(key): \(model.value)")
                }
            }
        }
    }

    /// A row whose content reads an `@Observable` property stayed stale when the property
    /// changed (Rules R2); about one case in ten failed this way.
    @Test func observableReadInForEachContentUpdatesTheRow() async {
        let model = Model()
        let host = ViewHost(testing: ObservableRows(model: model))
        model.value = 1
        await host.settle()
        #expect(host.render() == "VStack\n  Text \"row 1: 1\"\n  Text \"row 2: 1\"")
    }

    // MARK: @State reads in a ForEach content closure under a custom modifier

    struct Framed: ViewModifier {
        @State var taps = 0
        func body(content: Content) -> some View {
            VStack {
                Text("taps \(taps)")
                content
            }
        }
    }

    struct StateRows: View {
        @State var local = 0
        var body: some View {
            HStack {
                Button("bump") { local += 1 }
                // On one view (a VStack), not on the ForEach: on a list the modifier
                // would go to each row instead (Rules R19), with no placeholder between
                // this body and the ForEach.
                VStack {
                    ForEach([5], id: \.self) { key in
                        Text("row \(key): \(local)")
                    }
                }
                .modifier(Framed())
            }
        }
    }

    /// A row reading the view's `@State`, inside the content of a custom
    /// modifier, stayed stale: the read was attributed to the modifier (the nearest body
    /// above the ForEach's node), whose re-evaluation hands its content no new value.
    @Test func stateReadInForEachContentUnderACustomModifierUpdatesTheRow() throws {
        let host = ViewHost(testing: StateRows())
        try host.tap("bump")
        #expect(host.render() == "HStack\n  Button \"bump\"\n  VStack\n    Text \"taps 0\"\n    VStack\n      Text \"row 5: 1\"")
    }

    // MARK: A task whose start was queued before its view disappeared

    struct Worker: View {
        let log: Log
        let generation: Int
        var body: some View {
            Text("worker \(generation)")
                .task { log("task \(generation)") }
                .onDisappear { log("disappear \(generation)") }
        }
    }

    struct Replacing: View {
        let log: Log
        @State var generation = 0
        var body: some View {
            VStack {
                Button("replace") { generation += 1 }
                Worker(log: log, generation: generation).id(generation)
            }
        }
    }

    /// The old view of an `.id` change ran its task body at the next settle,
    /// after its onDisappear, because the task's start had been queued when it appeared
    /// (Rules R18).
    @Test func aTaskQueuedBeforeItsViewDisappearedNeverRuns() async throws {
        let log = Log()
        let host = ViewHost(testing: Replacing(log: log))
        try host.tap("replace")
        await host.settle()
        #expect(log.take() == ["disappear 0", "task 1"])
    }

    // MARK: A task queued at mount runs after the host is released

    /// A view mounted without a settle afterwards ran its task body once its host was
    /// released (Rules R18: "including after its host is released"); about one case in
    /// five failed this way.
    @Test func aTaskQueuedWhenTheHostIsReleasedNeverRuns() async {
        let log = Log()
        do {
            let host = ViewHost(testing: Worker(log: log, generation: 0))
            #expect(host.render() == "Text \"worker 0\"")
        }
        for _ in 0..<20 { await Task.yield() }
        #expect(log.take() == [])
    }

    // MARK: FUZZ_DUPLICATES=1: repeated ForEach ids

    struct RepeatedRows: View {
        let log: Log
        @State var keys = [1, 1]
        var body: some View {
            VStack {
                Button("add") { keys.append(2) }
                Button("clear") { keys = [] }
                ForEach(keys, id: \.self) { key in
                    Text("row \(key)")
                        .onAppear { log("appear \(key)") }
                        .onDisappear { log("disappear \(key)") }
                        .task {
                            log("task \(key)")
                            try? await Task.sleep(for: .seconds(1_000))
                        }
                }
            }
        }
    }

    /// With repeated ids allowed, every fuzz run crashed (SIGSEGV): on reconcile, only
    /// the first row per id was kept, the other stayed mounted, unreachable, appeared but
    /// never disappearing, its task running (Rules R17). Now each evaluation with the
    /// repeated id is diagnosed, and every row is tracked and dismounted.
    @Test func everyRowOfARepeatedIDIsTrackedAndDismounted() async throws {
        let log = Log()
        var onScreen: [String: Int] = [:]
        func apply(_ lines: [String]) {
            for line in lines {
                let parts = line.split(separator: " ")
                if parts[0] == "appear" { onScreen[String(parts[1]), default: 0] += 1 }
                if parts[0] == "disappear" { onScreen[String(parts[1]), default: 0] -= 1 }
            }
        }
        let host = ViewHost(testing: RepeatedRows(log: log))
        await host.settle()
        apply(log.take())
        #expect(onScreen == ["1": 2])
        try host.tap("add")
        await host.settle()
        apply(log.take())
        // Which row of id 1 keeps which state is undefined; that both are there is not.
        #expect(onScreen == ["1": 2, "2": 1])
        #expect(host.registeredControls == host.visibleControls)
        try host.tap("clear")
        await host.settle()
        apply(log.take())
        #expect(onScreen == ["1": 0, "2": 0])
        #expect(host.render() == "VStack\n  Button \"add\"\n  Button \"clear\"")
        #expect(host.mountedNodeCount == ViewHost(testing: RepeatedRowsCleared()).mountedNodeCount)
        #expect(host.clock.nextDeadline == nil, "the rows' tasks are cancelled")
        // One diagnostic per evaluation with the repeated id: the first mount and "add".
        let shapes = host.diagnostics.map { diagnostic in
            diagnostic.message.hasPrefix("ForEach<Array<Int>, Int, ")
                && diagnostic.message.hasSuffix(">: the ID 1 occurs multiple times within the collection, this will give undefined results!")
                ? "repeated ID 1" : diagnostic.message
        }
        #expect(shapes == ["repeated ID 1", "repeated ID 1"])
    }

    /// `RepeatedRows` with no rows: the nodes a cleared `RepeatedRows` must be left with.
    struct RepeatedRowsCleared: View {
        var body: some View {
            VStack {
                Button("add") {}
                Button("clear") {}
                ForEach([Int](), id: \.self) { key in
                    Text("row \(key)")
                        .onAppear {}
                        .onDisappear {}
                        .task {}
                }
            }
        }
    }

    // MARK: FUZZ_NESTED=1: a driver call from inside a frame

    struct Nesting: View {
        let log: Log
        let drive: () throws -> Void
        @State var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Button("nest") {
                    do {
                        try drive()
                        log("returned")
                    } catch {
                        log("threw")
                    }
                }
                Button("+") { count += 1 }
            }
        }
    }

    /// With nested driver calls allowed, every fuzz run trapped ("frames do not nest"):
    /// a tap from inside a button's action must throw and change nothing (Rules R18).
    @Test func aDriverCallFromInsideAFrameThrowsAndChangesNothing() throws {
        let log = Log()
        let box = HostBox()
        let host = ViewHost(testing: Nesting(log: log, drive: { try box.host?.tap("+") }))
        box.host = host
        try host.tap("nest")
        #expect(log.take() == ["threw"])
        #expect(host.render() == "VStack\n  Text \"count 0\"\n  Button \"nest\"\n  Button \"+\"")
        try host.tap("+")
        #expect(host.render() == "VStack\n  Text \"count 1\"\n  Button \"nest\"\n  Button \"+\"")
    }

    final class HostBox {
        weak var host: ViewHost<Nesting>?
    }
}
