import Dispatch
import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport
import TestSignals

/// Rules R20: the engine's Combine is Combine — synchronous delivery with demand,
/// `@Published` and `objectWillChange` in `willSet`, connectable timers, nothing after
/// `cancel()`; `onReceive` takes any publisher that cannot fail; a view holding an
/// `ObservableObject` follows its `objectWillChange` whatever its type; time-based
/// operators and the main schedulers run on the host's virtual clock.
@MainActor
@Suite("R20 Combine", .timeLimit(.minutes(10)))
struct R20CombineTests {
    // MARK: objectWillChange of any type (R15)

    /// A class that declares its own `objectWillChange` and sends it in `willSet` — the
    /// pattern of Combine's `ObservableObject` documentation for manual publishing.
    final class Thermostat: ObservableObject {
        let objectWillChange = PassthroughSubject<Void, Never>()
        var target = 20 { willSet { objectWillChange.send() } }
    }

    struct ThermostatView: View {
        let log: Log
        @ObservedObject var thermostat: Thermostat
        var body: some View {
            let _ = log("body \(thermostat.target)")
            Text("target \(thermostat.target)")
        }
    }

    @Test func aDeclaredObjectWillChangeUpdatesTheViewsHoldingTheObject() async {
        let log = Log(), thermostat = Thermostat()
        let host = TestHost(ThermostatView(log: log, thermostat: thermostat))
        #expect(log.take() == ["body 20"])
        thermostat.target = 22
        await host.settle()
        #expect(log.take() == ["body 22"])
        #expect(host.render() == "Text \"target 22\"")
    }

    final class Level: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        @Published var value = 0
    }

    struct LevelOwner: View {
        @StateObject var level = Level()
        var body: some View {
            Button("value \(level.value)") { level.value += 1 }
        }
    }

    /// "Publishing a property with the @Published attribute" in a class that declares an
    /// `ObservableObjectPublisher` of its own: the property sends it, the view updates.
    @Test func aDeclaredObservableObjectPublisherIsSentByPublishedProperties() throws {
        let host = TestHost(LevelOwner())
        host.tap("value 0")
        host.tap("value 1")
        #expect(host.render() == "Button \"value 2\"")
    }

    /// `Thermostat` with its value behind a lock: the signal still comes from whatever
    /// thread sets it, but reading and writing the value are not a data race of their own
    /// (the thread sanitizer runs this suite).
    final class LockedThermostat: ObservableObject, @unchecked Sendable {
        let objectWillChange = PassthroughSubject<Void, Never>()
        private let lock = NSLock()
        /// invariant: read and written only under `lock`.
        private var stored = 20
        var target: Int {
            get { lock.withLock { stored } }
            set {
                objectWillChange.send()
                lock.withLock { stored = newValue }
            }
        }
    }

    struct LockedThermostatView: View {
        @ObservedObject var thermostat: LockedThermostat
        var body: some View {
            Text("target \(thermostat.target)")
        }
    }

    /// An `objectWillChange` sent from another thread: each signal is diagnosed, as
    /// SwiftUI diagnoses it, and still invalidates the view, on the main actor. (A signal
    /// sent before the write from another thread may be handled before the write lands —
    /// the reason for the diagnostic — so the thread sends once more after the write.)
    @Test func aDeclaredObjectWillChangeSentFromAnotherThreadIsDiagnosedAndStillUpdates() async {
        let thermostat = LockedThermostat()
        let host = TestHost(LockedThermostatView(thermostat: thermostat), exhaustive: false)
        #expect(await onAnotherThread {
            thermostat.target = 30
            thermostat.objectWillChange.send()
        })
        await host.settle()
        let message = "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."
        #expect(host.diagnostics.map(\.message) == [message, message])
        #expect(host.render() == "Text \"target 30\"")
    }

    // MARK: onReceive takes any publisher

    struct Listener: View {
        let log: Log
        let subject: PassthroughSubject<Int, Never>
        @State var last = 0
        var body: some View {
            Text("last \(last)")
                .onReceive(subject) { value in
                    log("received \(value)")
                    last = value
                }
        }
    }

    /// `PassthroughSubject.send(_:)` is synchronous, and so is SwiftUI's `onReceive`: an
    /// element sent on the main actor outside any frame runs the action before `send`
    /// returns, in a frame of its own.
    @Test func anElementSentOutsideAFrameRunsItsActionBeforeSendReturns() {
        let log = Log(), subject = PassthroughSubject<Int, Never>()
        let host = TestHost(Listener(log: log, subject: subject))
        subject.send(1)
        #expect(log.take() == ["received 1"])
        #expect(host.render() == "Text \"last 1\"")
        subject.send(2)
        subject.send(3)
        #expect(log.take() == ["received 2", "received 3"])
    }

    struct ModelView: View {
        let log: Log
        @ObservedObject var model: Counter
        var body: some View {
            Text("count \(model.count)")
                .onReceive(model.$count) { log("$count \($0), model.count \(model.count)") }
        }
    }

    final class Counter: ObservableObject {
        @Published var count = 0
    }

    /// `Published`: "subscribers receive the new value before it’s actually set on the
    /// property". The view holding the model is invalidated by `objectWillChange` first,
    /// so its `onReceive($count)` frame waits for the frame that re-evaluates it (a frame
    /// in the middle of `willSet` would render the old value): it runs in the host's
    /// next turn, and the screen never shows a stale count.
    @Test func anElementSentWhileAFrameIsPendingWaitsAndNothingRendersStale() async {
        let log = Log(), model = Counter()
        let host = TestHost(ModelView(log: log, model: model))
        await host.settle()
        #expect(log.take() == ["$count 0, model.count 0"])
        model.count = 1
        #expect(log.take() == [])
        await host.settle()
        #expect(log.take() == ["$count 1, model.count 1"])
        #expect(host.render() == "Text \"count 1\"")
    }

    struct WillChangeWatcher: View {
        let log: Log
        let model: Counter
        var body: some View {
            Text("watcher")
                .onReceive(model.objectWillChange) { log("will change from \(model.count)") }
        }
    }

    /// `ObservableObject`: "A type of object with a publisher that emits before the object
    /// has changed." — a view that only listens (it does not hold the model) hears it at
    /// once, and reads the old value, as the documented example prints "24 will change".
    @Test func onReceiveOfObjectWillChangeReadsTheOldValue() {
        let log = Log(), model = Counter()
        let host = TestHost(WillChangeWatcher(log: log, model: model))
        model.count = 24
        model.count = 25
        #expect(log.take() == ["will change from 0", "will change from 24"])
        withExtendedLifetime(host) {}
    }

    /// The package keeps the `AsyncSequence` form of `onReceive` and `Just` as an
    /// `AsyncSequence`; the common calls resolve to SwiftUI's publisher form.
    @Test func theCommonCallsResolveToThePublisherForm() async {
        let justForm = Text("").onReceive(Just(1)) { _ in }
        #expect(type(of: justForm) == ModifiedContent<Text, _PublisherReceiveModifier<Just<Int>>>.self)
        let subjectForm = Text("").onReceive(PassthroughSubject<Int, Never>()) { _ in }
        #expect(type(of: subjectForm) == ModifiedContent<Text, _PublisherReceiveModifier<PassthroughSubject<Int, Never>>>.self)
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let log = Log()
        let host = TestHost(Text("stream").onReceive(stream) { log("stream \($0)") })
        #expect(type(of: host.root) == ModifiedContent<Text, _ReceiveModifier<AsyncStream<Int>>>.self)
        continuation.yield(5)
        continuation.finish()
        await host.settle()
        #expect(log.take() == ["stream 5"])
    }

    // MARK: Connectable timers

    struct Clock: View {
        let log: Log
        let timer = Timer.publish(every: 1, on: .main, in: .common)
        @State var connection: AnyCancellable?
        var body: some View {
            Button(connection == nil ? "start" : "stop") {
                if connection == nil {
                    connection = AnyCancellable(timer.connect())
                } else {
                    connection = nil
                }
            }
            .onReceive(timer) { log("tick \(Int($0.timeIntervalSince1970) - 1_700_000_000)") }
        }
    }

    /// `Timer.TimerPublisher` is a `ConnectablePublisher`, which emits nothing before
    /// `connect()`; connected from an action, it ticks on the host's clock until the
    /// connection is cancelled.
    @Test func aTimerInAViewTicksOnlyWhileConnected() async throws {
        let log = Log()
        let host = TestHost(Clock(log: log))
        await host.advance(by: .seconds(3))
        #expect(log.take() == [])
        host.tap("start")
        await host.advance(by: .seconds(2))
        #expect(log.take() == ["tick 4", "tick 5"])
        host.tap("stop")
        await host.advance(by: .seconds(2))
        #expect(log.take() == [])
        #expect(host.clock.nextDeadline == nil)
    }

    // MARK: The view model, on the host's clock

    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published private(set) var results: [String] = []
        private let catalog = ["swift", "swiftui", "combine"]

        init() {
            let catalog = catalog
            $query
                .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .removeDuplicates()
                .flatMap { query in Self.search(query, in: catalog) }
                .receive(on: DispatchQueue.main)
                .assign(to: &$results)
        }

        /// A search that answers 100 ms later.
        private static func search(_ query: String, in catalog: [String]) -> AnyPublisher<[String], Never> {
            Future { promise in
                DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .milliseconds(100))) {
                    promise(.success(query.isEmpty ? [] : catalog.filter { $0.hasPrefix(query) }))
                }
            }
            .eraseToAnyPublisher()
        }
    }

    struct SearchView: View {
        let log: Log
        @StateObject var model = SearchModel()
        var body: some View {
            VStack {
                TextField("Search", text: $model.query)
                ForEach(model.results, id: \.self) { Text($0) }
            }
            .onChange(of: model.results) { log("results \($0) at \(VirtualClock.current!.now)") }
        }
    }

    /// The pipeline of the issue: `$query.debounce(...).removeDuplicates().flatMap {
    /// search($0) }.receive(on: DispatchQueue.main).assign(to: &$results)`, made in a
    /// `@StateObject` model, runs on the host's clock: 300 ms of quiet, then the 100 ms
    /// search.
    @Test func aViewModelPipelineRunsOnTheHostsClock() async throws {
        let log = Log()
        let host = TestHost(SearchView(log: log))
        host.type("swi", into: "Search")
        await host.advance(by: .milliseconds(399))
        #expect(log.take() == [])
        await host.advance(by: .milliseconds(1))
        #expect(log.take() == ["results [\"swift\", \"swiftui\"] at 0.4 seconds"])
        host.type("swif", into: "Search")
        host.type("swi", into: "Search")
        await host.advance(by: .seconds(1))
        #expect(log.take() == [])
        #expect(host.render() == """
            VStack
              TextField "Search" = "swi"
              Text "swift"
              Text "swiftui"
            """)
    }

    // MARK: Invariants of the engine's unchecked-Sendable subscribers

    /// `ObjectWillChangeObserver` (invariant: its owner is a weak reference set once; it
    /// never keeps the subscription alive): once the view holding the object is gone, the
    /// object's publisher has no subscriber left, and sending it does nothing.
    @Test func aGoneViewLeavesNoSubscriberOnTheObject() async throws {
        var subscribed = 0, cancelled = 0
        final class Probe: ObservableObject {
            let subject: PassthroughSubject<Void, Never>
            let objectWillChange: Publishers.HandleEvents<PassthroughSubject<Void, Never>>
            init(subject: PassthroughSubject<Void, Never>, onSubscribe: @escaping () -> Void, onCancel: @escaping () -> Void) {
                self.subject = subject
                objectWillChange = subject.handleEvents(receiveSubscription: { _ in onSubscribe() }, receiveCancel: onCancel)
            }
        }
        let subject = PassthroughSubject<Void, Never>()
        let probe = Probe(subject: subject, onSubscribe: { subscribed += 1 }, onCancel: { cancelled += 1 })
        struct ProbeHolder: View {
            @ObservedObject var probe: Probe
            var body: some View { Text("probe") }
        }
        struct ProbeSwitch: View {
            let probe: Probe
            @State var shown = true
            var body: some View {
                VStack {
                    Button("hide") { shown = false }
                    if shown { ProbeHolder(probe: probe) }
                }
            }
        }
        let host = TestHost(ProbeSwitch(probe: probe))
        #expect(subscribed == 1)
        host.tap("hide")
        await host.settle()
        #expect(cancelled == 1)
        subject.send()
        await host.settle()
        #expect(host.render() == "VStack\n  Button \"hide\"")
    }

    struct ReceiverSwitch: View {
        let log: Log
        let subject: PassthroughSubject<Int, Never>
        @State var shown = true
        var body: some View {
            VStack {
                Button("hide") { shown = false }
                if shown {
                    Text("receiver").onReceive(subject) { log("got \($0)") }
                }
            }
        }
    }

    /// `ReceiveDelivery` (invariants: its graph, action and run are set once; the waiting
    /// elements are touched under its lock): elements sent from another thread arrive on
    /// the main actor, in order; once the view is gone nothing arrives, whatever thread
    /// sends.
    @Test func elementsFromAnotherThreadArriveInOrderAndNothingAfterTheViewIsGone() async throws {
        let log = Log(), subject = PassthroughSubject<Int, Never>()
        let host = TestHost(ReceiverSwitch(log: log, subject: subject))
        #expect(await onAnotherThread {
            for value in 1...5 { subject.send(value) }
        })
        for _ in 0..<5 { await host.settle() }
        #expect(log.take() == ["got 1", "got 2", "got 3", "got 4", "got 5"])
        host.tap("hide")
        subject.send(6)
        #expect(await onAnotherThread { subject.send(7) })
        await host.settle()
        #expect(log.take() == [])
    }

    // MARK: Real time outside any host

    /// Outside any host the main schedulers use real time; the main run loop's work is
    /// run by the main queue, which a test runner serves (its `RunLoop.main` never runs).
    @Test nonisolated func outsideAHostTheMainSchedulersUseRealTime() async throws {
        let order = Awaitable<[String]>([])
        RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: 0.02)) {
            order.update { $0.append("run loop") }
        }
        DispatchQueue.main.schedule { order.update { $0.append("queue") } }
        let ran = try #require(await order.when { $0.contains("run loop") }, "the run loop's work never ran")
        #expect(ran == ["queue", "run loop"])
    }
}

/// A main-actor model that declares its own `objectWillChange`: a constant of a
/// `Sendable` subject satisfies the protocol's requirement from the main actor.
@MainActor
final class MainActorThermostat: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var target = 20 { willSet { objectWillChange.send() } }
}

extension R20CombineTests {
    struct MainActorThermostatView: View {
        @StateObject var thermostat = MainActorThermostat()
        var body: some View {
            Button("target \(thermostat.target)") { thermostat.target += 1 }
        }
    }

    @Test func aMainActorModelMayDeclareItsObjectWillChange() throws {
        let host = TestHost(MainActorThermostatView())
        host.tap("target 20")
        #expect(host.render() == "Button \"target 21\"")
    }
}
