import Dispatch
import Observation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport
import TestSignals

/// Rules R15: a `@Published` write sends `objectWillChange` before the value changes and
/// invalidates every view holding the object as a whole, whatever its body read;
/// `@StateObject` is made once per identity; `@ObservedObject` follows its parent's
/// instance; a missing `@EnvironmentObject` is diagnosed and the host stays usable.
@MainActor
@Suite("R15 ObservableObject", .timeLimit(.minutes(10)))
struct R15ObservableObjectTests {
    final class Model: ObservableObject {
        @Published var a = 0
        @Published var b = 0
        init(births: Births? = nil) { births?.count += 1 }
    }

    /// Counts the models made.
    final class Births: @unchecked Sendable {
        var count = 0
    }

    struct Watcher: View {
        let log: Log
        @ObservedObject var model: Model
        var body: some View {
            let _ = log("body")
            Text("a: \(model.a)")
                .onChange(of: model.a) { [a = model.a] new in log("a \(a) -> \(new)") }
        }
    }

    @Test func anyPublishedWriteReEvaluatesTheWholeViewAndOnChangeFiresOnlyForItsValue() async {
        let log = Log(), model = Model()
        let host = TestHost(Watcher(log: log, model: model))
        #expect(log.take() == ["body"])
        model.b = 1                     // not read by the body: still re-evaluates (R15)
        await host.settle()
        #expect(log.take() == ["body"])
        model.a = 5
        await host.settle()
        #expect(log.take() == ["body", "a 0 -> 5"])
        #expect(host.render() == "Text \"a: 5\"")
    }

    @Observable final class Tracked {
        var a = 0
        var b = 0
    }

    struct TrackedWatcher: View {
        let log: Log
        let model: Tracked
        var body: some View {
            let _ = log("tracked body")
            Text("a: \(model.a)")
        }
    }

    @Test func wholeObjectInvalidationBesidePerPropertyTracking() async {
        let log = Log(), model = Model(), tracked = Tracked()
        let host = TestHost(VStack {
            Watcher(log: log, model: model)
            TrackedWatcher(log: log, model: tracked)
        })
        #expect(log.take() == ["body", "tracked body"])
        model.b = 1        // ObservableObject: the holder re-evaluates, whatever it read
        tracked.b = 1      // @Observable: only readers of `b` would; nobody reads it
        await host.settle()
        #expect(log.take() == ["body"])
    }

    /// Combine's `ObservableObject`: "a publisher that emits before the object has changed"
    /// (its example prints "24 will change" before "25"): a subscriber reads the old value.
    @Test func objectWillChangeIsSentBeforeTheValueChanges() {
        let model = Model()
        var seen: [Int] = []
        let subscription = model.objectWillChange.sink { seen.append(model.a) }
        model.a = 7
        #expect(seen == [0])     // the subscriber ran while `a` was still 0
        #expect(model.a == 7)
        subscription.cancel()
    }

    struct Parent: View {
        let births: Births
        @State var tick = 0
        @State var generation = 0
        var body: some View {
            VStack {
                Button("tick") { tick += 1 }
                Button("new identity") { generation += 1 }
                Owner(births: births, label: "\(tick)").id(generation)
            }
        }
    }

    struct Owner: View {
        let label: String
        @StateObject var unused = Model()
        @StateObject var logged: Model
        init(births: Births, label: String) {
            self.label = label
            _logged = StateObject(wrappedValue: Model(births: births))
        }
        var body: some View {
            Button("\(label) \(logged.a)") { logged.a += 1 }
        }
    }

    @Test func aStateObjectIsMadeOncePerIdentityAndKeptAcrossParentEvaluations() throws {
        let births = Births()
        let host = TestHost(Parent(births: births))
        #expect(births.count == 1)
        host.tap("0 0")
        host.tap("tick")
        host.tap("tick")
        #expect(births.count == 1)
        #expect(host.render().contains("Button \"2 1\""))
        host.tap("new identity")
        #expect(births.count == 2)
        #expect(host.render().contains("Button \"2 0\""))
    }

    struct Swapper: View {
        let log: Log
        let first: Model
        let second: Model
        @State var useSecond = false
        var body: some View {
            VStack {
                Button("swap") { useSecond = true }
                Watcher(log: log, model: useSecond ? second : first)
            }
        }
    }

    @Test func anObservedObjectFollowsTheInstanceItsParentPasses() async throws {
        let log = Log(), first = Model(), second = Model()
        second.a = 9
        let host = TestHost(Swapper(log: log, first: first, second: second))
        _ = log.take()
        host.tap("swap")
        #expect(log.take() == ["body", "a 0 -> 9"])
        first.a = 3                       // the old instance no longer drives the view
        await host.settle()
        #expect(log.take() == [])
        second.b = 1
        await host.settle()
        #expect(log.take() == ["body"])
    }

    struct NeedsModel: View {
        @EnvironmentObject var model: Model
        var body: some View { Text("a: \(model.a)") }
    }

    struct Provider: View {
        let model: Model
        @State var provides = false
        var body: some View {
            VStack {
                Button("provide") { provides = true }
                if provides {
                    NeedsModel().environmentObject(model)
                } else {
                    NeedsModel()
                }
            }
        }
    }

    @Test func aMissingEnvironmentObjectIsDiagnosedAndTheHostStaysUsable() async throws {
        let model = Model()
        let host = TestHost(Provider(model: model), exhaustive: false)
        #expect(host.diagnostics.map(\.message) == ["No ObservableObject of type Model found. A View.environmentObject(_:) for Model may be missing as an ancestor of this view."])
        #expect(host.diagnostics.map(\.kind) == [.missingEnvironmentObject])
        #expect(host.render() == "VStack\n  Button \"provide\"\n  (NeedsModel not shown: no ObservableObject of type Model)")
        host.tap("provide")
        #expect(host.render() == "VStack\n  Button \"provide\"\n  Text \"a: 0\"")
        model.a = 2
        await host.settle()
        #expect(host.render() == "VStack\n  Button \"provide\"\n  Text \"a: 2\"")
    }

    /// Runs `body` on a background queue, synchronously: the write has landed when it
    /// returns, before anything of the host runs again (an asynchronous wait works too:
    /// `Host/CrossThreadSettleTests`). The engine tells the main queue by the queue, as
    /// `DispatchQueue.main` does.
    nonisolated static func onBackgroundQueue(_ body: @Sendable () -> Void) {
        DispatchQueue.global().sync(execute: body)
    }

    /// Rules R23, R15; SwiftUI's runtime warning (Rules: Diagnostics). Apple's `Published`: "When the
    /// property changes, publishing occurs in the property's willSet block, meaning
    /// subscribers receive the new value before it's actually set on the property" — from
    /// any thread: Combine drops nothing. The engine warns, as SwiftUI does, and the views
    /// show the value in the host's next frame.
    @Test func aPublishedWriteOffTheMainThreadIsKeptDeliveredAndWarnedAbout() async {
        let log = Log(), model = Model()
        let host = TestHost(Watcher(log: log, model: model), exhaustive: false)
        let received = Log()
        let sink = model.$a.dropFirst().sink { received("$a \($0)") }
        #expect(log.take() == ["body"])
        nonisolated(unsafe) let shared = model
        Self.onBackgroundQueue { shared.a = 42 }
        #expect(model.a == 42)
        #expect(received.take() == ["$a 42"])
        await host.settle()
        #expect(host.diagnostics.map(\.message) == ["Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."])
        #expect(host.diagnostics.map(\.kind) == [.publishedOffMainThread])
        #expect(log.take() == ["body", "a 0 -> 42"])
        #expect(host.render() == "Text \"a: 42\"")
        model.a = 1
        await host.settle()
        #expect(host.render() == "Text \"a: 1\"")
        #expect(host.diagnostics.count == 1)
        sink.cancel()
    }

    /// Rules R23: an `@Observable` property written from another thread keeps its value
    /// (Observation stores it) and the views that read it show it in the next frame.
    @Test func anObservableWriteOffTheMainThreadIsKeptAndShownInTheNextFrame() async {
        let log = Log(), model = Tracked()
        let host = TestHost(TrackedWatcher(log: log, model: model))
        #expect(log.take() == ["tracked body"])
        nonisolated(unsafe) let shared = model
        Self.onBackgroundQueue { shared.a = 7 }
        #expect(model.a == 7)
        await host.settle()
        #expect(log.take() == ["tracked body"])
        #expect(host.render() == "Text \"a: 7\"")
    }

    struct Receiver: View {
        let log: Log
        let model: Model
        var body: some View {
            Text("receiver")
                .onReceive(model.$a) { log("$a \($0)") }
                .onReceive(model.objectWillChange) { log("will change") }
        }
    }

    @Test func dollarPublisherEmitsTheCurrentValueFirstThenEachWrite() async {
        let log = Log(), model = Model()
        let host = TestHost(Receiver(log: log, model: model))
        await host.settle()
        #expect(log.take() == ["$a 0"])
        model.a = 1
        model.a = 1
        await host.settle()
        #expect(log.take() == ["will change", "$a 1", "will change", "$a 1"])
    }
}
