import ViewEngineCore
import VirtualTime

/// The modifier behind ``View/onReceive(_:perform:)-(P,_)`` for a publisher.
///
/// You don't create it directly:
///
/// ```swift
/// Text("\(n)").onReceive(subject) { n = $0 }
/// ```
public struct _PublisherReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    /// This evaluation's link to the subscription it continues.
    let link = ReceiveLink()

    public typealias Body = Never
}

extension _PublisherReceiveModifier: AsyncWorkModifier {
    var priority: TaskPriority? { nil }

    /// Rules R10: a publisher that is not the same as the previous one, or whose previous
    /// subscription completed (a `Just`), resubscribes.
    func restartsWork(after old: Self) -> Bool {
        link.continues(old.link, sameSource: SequenceIdentity.isSame(old.publisher, publisher))
    }

    /// Subscribes at once, with unlimited demand; each element runs the latest action in
    /// a frame of its own (``ReceiveDelivery``). The returned work only waits: cancelling
    /// it, or releasing it unstarted, cancels the subscription.
    func work(latest: @escaping @MainActor () -> Self?, graph: ViewGraph) -> @MainActor () async -> Void {
        let run = link.start()
        let delivery = ReceiveDelivery<P.Output>(graph: graph, run: run) { value in
            guard let current = latest() else { return false }
            current.action(value)
            return true
        }
        publisher.subscribe(delivery)
        let subscription = AnyCancellable(delivery)
        return { await run.untilCancelled { subscription.cancel() } }
    }
}

/// The modifier behind ``View/onReceive(_:perform:)-(S,_)`` for an `AsyncSequence`.
///
/// You don't create it directly:
///
/// ```swift
/// Text("\(n)").onReceive(stream) { n = $0 }
/// ```
public struct _ReceiveModifier<Elements: AsyncSequence>: ViewModifier {
    let sequence: Elements
    let action: (Elements.Element) -> Void
    /// This evaluation's link to the iteration it continues.
    let link = ReceiveLink()

    public typealias Body = Never
}

extension _ReceiveModifier: AsyncWorkModifier {
    var priority: TaskPriority? { nil }

    /// Rules R10: a sequence that is not the same as the previous one, or whose previous
    /// iteration ended, resubscribes.
    func restartsWork(after old: Self) -> Bool {
        link.continues(old.link, sameSource: SequenceIdentity.isSame(old.sequence, sequence))
    }

    /// Subscribes at once (so what is sent after the update pass arrives), then iterates;
    /// each element runs the latest action in a frame of its own.
    func work(latest: @escaping @MainActor () -> Self?, graph: ViewGraph) -> @MainActor () async -> Void {
        let run = link.start()
        var iterator = sequence.makeAsyncIterator()
        return {
            defer { run.isCompleted = true }
            do {
                while let element = try await iterator.next(isolation: #isolation) {
                    guard !Task.isCancelled, let current = latest() else { return }
                    graph.runFrame(.asynchronous, cause: "onReceive element \(element)") { current.action(element) }
                }
            } catch {
                // A sequence that fails ends the subscription, as a failed publisher does.
            }
        }
    }
}

/// What one evaluation's `onReceive` knows of the subscription it belongs to: the
/// subscription started for it, or the one it continues from an earlier evaluation.
@MainActor
final class ReceiveLink {
    private var run: ReceiveRun?

    /// Whether this evaluation keeps `old`'s subscription: its source is the same and the
    /// subscription has not completed (Rules R10: SwiftUI resubscribes when
    /// the publisher differs, or the previous one completed).
    func continues(_ old: ReceiveLink, sameSource: Bool) -> Bool {
        guard sameSource, let run = old.run, !run.isCompleted else { return true }
        self.run = run
        return false
    }

    /// A new subscription for this evaluation.
    func start() -> ReceiveRun {
        let run = ReceiveRun()
        self.run = run
        return run
    }
}

/// One subscription of an `onReceive`: whether it completed, and the wait of its engine
/// task until the view goes.
@MainActor
final class ReceiveRun {
    /// Whether the publisher completed (or the sequence ended).
    var isCompleted = false
    private var wake: CheckedContinuation<Void, Never>?
    private var isCancelled = false

    /// Waits until the task is cancelled (the view disappeared, or a new publisher
    /// replaced this one); `onCancel` runs at the cancellation itself (synchronously when
    /// the task is cancelled on the main actor, as the engine cancels it), or when the
    /// wait ends, whichever is first.
    func untilCancelled(_ onCancel: @escaping @MainActor () -> Void) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                if isCancelled || Task.isCancelled { continuation.resume() } else { wake = continuation }
            }
        } onCancel: {
            let cancel: @MainActor () -> Void = { self.cancel(onCancel) }
            if MainQueue.runIfCurrent(cancel) == nil { Task { @MainActor in cancel() } }
        }
        cancel(onCancel)
    }

    private func cancel(_ onCancel: @MainActor () -> Void) {
        guard !isCancelled else { return }
        isCancelled = true
        onCancel()
        wake?.resume()
        wake = nil
    }
}

/// The subscriber of a view's `onReceive(publisher)`: requests every element and runs
/// the view's latest action with each, in a frame of its own.
///
/// An element published on the main actor outside any frame, with no frame pending and
/// no earlier element waiting, runs at once, before the publisher's `send` returns, as
/// SwiftUI runs it. Otherwise (published during a frame, from another thread, or while
/// a frame is pending — as during a `@Published` property's `willSet`, whose views must
/// not re-evaluate before the value is stored) it waits its turn in the host's wakeup
/// queue, behind the pending frame, and elements keep their order. Nothing runs once the
/// view is gone or the host is released (Rules R18).
/// Invariant (`@unchecked Sendable`): `link`, `deliver` and `run` are set in `init` and used on
/// the main actor only; the other fields are read and written only under `lock`.
final class ReceiveDelivery<Input>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Failure = Never

    private let lock = NSLock()
    /// invariant: set in `init`, never written again; read on the main actor only (the
    /// link's own invariant).
    private let link: GraphLink
    @MainActor private var graph: ViewGraph? { link.graph }
    /// invariant: set in `init`, never written again; called on the main actor only.
    private let deliver: @MainActor (Input) -> Bool
    /// invariant: set in `init`, never written again; touched on the main actor only.
    private let run: ReceiveRun
    /// invariant: the fields below are read and written only under `lock`. `waiting`
    /// holds, in order, the elements that could not run at once; `isDraining` is true
    /// while a drain is issued to the wakeup queue; after `cancel()` nothing is kept.
    private var upstream: (any Subscription)?
    private var waiting: [Input] = []
    private var isDraining = false
    private var isCancelled = false

    @MainActor
    init(graph: ViewGraph, run: ReceiveRun, deliver: @escaping @MainActor (Input) -> Bool) {
        link = graph.link
        self.run = run
        self.deliver = deliver
    }

    func receive(subscription: any Subscription) {
        let keep: Bool = lock.withLock {
            guard !isCancelled, upstream == nil else { return false }
            upstream = subscription
            return true
        }
        guard keep else { return subscription.cancel() }
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let element = Handed(input)
        let ranAtOnce = MainQueue.runIfCurrent { self.runAtOnce(element.value) } ?? false
        guard !ranAtOnce else { return .none }
        let startDrain: Bool = lock.withLock {
            guard !isCancelled else { return false }
            waiting.append(input)
            defer { isDraining = true }
            return !isDraining
        }
        if startDrain { scheduleDrain() }
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        lock.withLock { upstream = nil }
        let run = run
        if MainQueue.runIfCurrent({ run.isCompleted = true }) == nil {
            Task { @MainActor in run.isCompleted = true }
        }
    }

    func cancel() {
        let upstream: (any Subscription)? = lock.withLock {
            isCancelled = true
            waiting.removeAll()
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }

    /// Runs the element now if nothing is in the way; `false` if it must wait.
    @MainActor private func runAtOnce(_ input: Input) -> Bool {
        guard let graph, !graph.isTornDown else { return true }
        guard !graph.isInFrame, !graph.hasPendingWork,
              lock.withLock({ waiting.isEmpty && !isDraining && !isCancelled }) else { return false }
        frame(for: input, in: graph)
        return true
    }

    @MainActor private func frame(for input: Input, in graph: ViewGraph) {
        let deliver = deliver
        graph.runFrame(.asynchronous, cause: "onReceive element \(input)") { _ = deliver(input) }
    }

    /// Issues the delivery of the waiting elements to the host's wakeup queue, one per
    /// turn.
    private func scheduleDrain() {
        let issue: @Sendable () -> Void = { [self] in
            guard let graph = MainQueue.runIfCurrent({ self.graph }) ?? nil else {
                lock.withLock { isDraining = false; waiting.removeAll() }
                return
            }
            _ = graph.clock.schedule(at: graph.clock.now) { self.drainOne() }
        }
        if MainQueue.isCurrent { issue() } else { Task { @MainActor in issue() } }
    }

    @MainActor private func drainOne() {
        let next: Input? = lock.withLock {
            guard !isCancelled, !waiting.isEmpty else {
                isDraining = false
                return nil
            }
            return waiting.removeFirst()
        }
        guard let next else { return }
        if let graph, !graph.isTornDown, !graph.isInFrame {
            frame(for: next, in: graph)
        }
        let more: Bool = lock.withLock {
            guard !isCancelled, !waiting.isEmpty else {
                isDraining = false
                return false
            }
            return true
        }
        if more { scheduleDrain() }
    }
}

/// An element handed to the main actor on the thread it was sent on: Combine's values
/// need not be `Sendable`, and `ReceiveDelivery` passes each one to a single frame.
/// Invariant (`@unchecked Sendable`): each element goes from the sending thread to one frame on
/// the main actor; the sender keeps no use of it.
private struct Handed<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    /// Adds an action to perform when this view detects data emitted by the given
    /// publisher — SwiftUI's `onReceive(_:perform:)`.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///
    /// Text("\(ticks)")
    ///     .onReceive(timer) { _ in ticks += 1 }
    /// ```
    ///
    /// The view subscribes when it appears (with unlimited demand) and cancels the
    /// subscription when it disappears. Each element runs `action` in a frame of its own:
    /// at once when it is sent on the main actor outside any frame, else in the host's
    /// next turn (``ViewHost/settle()`` and ``ViewHost/advance(by:)`` run it).
    ///
    /// A body evaluation that supplies a publisher that is not the same as the previous
    /// one resubscribes, and so does any evaluation after the previous publisher
    /// completed. A class instance (a subject, a timer) is the same publisher while it is
    /// the same object; a value is compared like a view's stored properties. A `Just`
    /// completes right after its value, so `onReceive(Just(value))` fires at appearance
    /// and at every re-evaluation, whether `value` changed or not (Rules R10):
    ///
    /// ```swift
    /// .onReceive(Just(t)) { value in print(value) }
    /// ```
    ///
    /// - Parameters:
    ///   - publisher: The publisher to subscribe to.
    ///   - action: The action to perform when an event is emitted by `publisher`. The
    ///     event emitted by publisher is passed as a parameter to `action`.
    public func onReceive<P: Publisher>(_ publisher: P,
                                        perform action: @escaping (P.Output) -> Void) -> ModifiedContent<Self, _PublisherReceiveModifier<P>>
    where P.Failure == Never {
        modifier(_PublisherReceiveModifier(publisher: publisher, action: action))
    }

    /// Adds an action to perform when this view detects an element emitted by the given
    /// asynchronous sequence.
    ///
    /// ```swift
    /// Text("\(count)")
    ///     .onReceive(stream) { count = $0 }
    /// ```
    ///
    /// The view subscribes (makes the iterator) when it appears, on the main actor, and
    /// cancels the iteration when it disappears. Each element runs `action` in a frame of
    /// its own — call ``ViewHost/settle()`` or ``ViewHost/advance(by:)`` to let elements
    /// arrive. A body evaluation that supplies a new sequence, or any evaluation after
    /// the previous iteration ended, resubscribes (Rules R10). A sequence that throws ends
    /// the subscription.
    ///
    /// For a type that is both a publisher and a sequence (``Just``), the publisher form
    /// is chosen.
    ///
    /// - Parameters:
    ///   - sequence: The sequence to subscribe to.
    ///   - action: The action to perform when an element arrives; it receives the element.
    @_disfavoredOverload
    public func onReceive<S: AsyncSequence>(_ sequence: S,
                                            perform action: @escaping (S.Element) -> Void) -> ModifiedContent<Self, _ReceiveModifier<S>> {
        modifier(_ReceiveModifier(sequence: sequence, action: action))
    }
}
