/// What a subject does, shared by ``PassthroughSubject``, ``CurrentValueSubject``, the
/// `$` publisher of `@Published` and ``ObservableObjectPublisher``: the subscriptions
/// with their demand, the completion, and (for the replaying kinds) the current value.
///
/// `send(_:)` gives the value to every subscription that has demand, one after the other,
/// before it returns; a subscription without demand misses it (a replaying subject gives
/// it the then-current value when demand comes). After a completion nothing more is
/// sent, and a late subscriber gets the completion at once.
///
/// The sending path is `@inlinable`, and each subscription calls its subscriber through a
/// closure made where the subscriber's type is known: a chain of operators subscribed in
/// another module (a view model's `map`/`filter`/`removeDuplicates`/`sink`) runs there
/// specialized, without the run-time look-ups of generic code.
/// Invariant (`@unchecked Sendable`): `replays` is a `let`; the other fields are read and
/// written only under `lock`.
@usableFromInline
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    /// invariant: read and written only under `lock`; holds exactly the subscriptions that
    /// are neither cancelled nor completed, in the order they subscribed.
    @usableFromInline @exclusivity(unchecked) var conduits: ContiguousArray<SubjectConduit<Output, Failure>> = []
    /// invariant: read and written only under `lock`; set once, never cleared.
    @usableFromInline @exclusivity(unchecked) var completion: Subscribers.Completion<Failure>?
    /// invariant: read and written only under `lock`; `nil` exactly when the subject does
    /// not replay (`replays`), else the value a new subscription (or one that missed a
    /// value) gets.
    @usableFromInline @exclusivity(unchecked) var current: Output?
    /// Whether the subject replays its current value (set once).
    @usableFromInline let replays: Bool
    /// invariant: read and written only under `lock`.
    private var upstreams: [any Subscription] = []

    /// A subject that does not replay (``PassthroughSubject``).
    @usableFromInline
    init() {
        current = nil
        replays = false
    }

    /// A subject that replays `current` to new subscriptions (``CurrentValueSubject``).
    @usableFromInline
    init(current: Output) {
        self.current = current
        replays = true
    }

    deinit {
        for upstream in upstreams { upstream.cancel() }
    }

    /// The value a replaying subject holds.
    var currentValue: Output? { lock.withLock { current } }

    var isCompleted: Bool { lock.withLock { completion != nil } }

    /// Sends `value` to every subscription with demand (and stores it, when replaying).
    @inlinable
    func send(_ value: Output) {
        lock.lock()
        guard completion == nil else { return lock.unlock() }
        if replays { current = value }
        if conduits.count == 1 {
            let conduit = conduits[0]
            guard conduit.takeDemand(replaying: replays) else { return lock.unlock() }
            lock.unlock()
            conduit.deliverAndAddDemand(value)
            return
        }
        let snapshot = conduits
        lock.unlock()
        for conduit in snapshot {
            lock.lock()
            let hasDemand = conduit.isActive && conduit.takeDemand(replaying: replays)
            lock.unlock()
            if hasDemand { conduit.deliverAndAddDemand(value) }
        }
    }

    /// Ends the subject: every subscription receives `completion`, whatever its demand.
    func send(completion: Subscribers.Completion<Failure>) {
        let ended: ContiguousArray<SubjectConduit<Output, Failure>> = lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { conduits.removeAll() }
            for conduit in conduits { conduit.isActive = false }
            return conduits
        }
        for conduit in ended { conduit.deliver(completion: completion) }
    }

    /// Keeps an upstream subscription (the subject subscribed to a publisher) and asks it
    /// for every value.
    func send(subscription: any Subscription) {
        lock.withLock { upstreams.append(subscription) }
        subscription.request(.unlimited)
    }

    /// Subscribes `subscriber`; a subject that already completed completes it at once.
    @inlinable
    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectConduit(core: self, downstream: subscriber)
        lock.lock()
        let ended = completion
        if ended == nil { conduits.append(conduit) }
        lock.unlock()
        if let ended {
            conduit.forget()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: ended)
            return
        }
        subscriber.receive(subscription: conduit)
    }

    /// Adds `demand` to `conduit`'s; a replaying subject delivers the current value if the
    /// conduit has not had it.
    @inlinable
    func request(_ demand: Subscribers.Demand, for conduit: SubjectConduit<Output, Failure>) {
        lock.lock()
        guard conduit.isActive else { return lock.unlock() }
        conduit.demand += demand
        guard conduit.owesCurrent, let value = current, conduit.takeDemand(replaying: true) else { return lock.unlock() }
        conduit.owesCurrent = false
        lock.unlock()
        conduit.deliverAndAddDemand(value)
    }

    /// Removes `conduit`: it receives nothing more.
    func remove(_ conduit: SubjectConduit<Output, Failure>) {
        lock.withLock {
            guard conduit.isActive else { return }
            conduit.isActive = false
            if let index = conduits.firstIndex(where: { $0 === conduit }) { conduits.remove(at: index) }
        }
    }
}

/// One subscription to a subject: its demand, and the subscriber it delivers to, as the
/// closures made when it subscribed.
@usableFromInline
final class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
    /// invariant: the next three fields are read and written only under `core.lock`.
    @usableFromInline @exclusivity(unchecked) var demand = Subscribers.Demand.none
    /// Whether the subscription is still in its subject's list.
    /// Invariant (`@exclusivity(unchecked)`): as ``demand``, read and written only under `core.lock`.
    @usableFromInline @exclusivity(unchecked) var isActive = true
    /// Whether a replaying subject owes it the current value (it has not had one with
    /// demand yet, or missed a value for lack of demand).
    /// Invariant (`@exclusivity(unchecked)`): read and written only under `core.lock`, one
    /// access at a time.
    @usableFromInline @exclusivity(unchecked) var owesCurrent = true
    /// Serializes the calls to the subscriber (re-entrant sends are served at once).
    @usableFromInline let downstreamLock = RecursiveLock()
    /// invariant: the three fields below are read and written only under
    /// `downstreamLock`; all `nil` once cancelled or completed, so nothing is delivered
    /// after either, even from another thread.
    @usableFromInline @exclusivity(unchecked) var receiveValue: ((Output) -> Subscribers.Demand)?
    /// Invariant (`@exclusivity(unchecked)`): as ``receiveValue``, only under `downstreamLock`.
    @usableFromInline @exclusivity(unchecked) var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
    @usableFromInline @exclusivity(unchecked) var core: SubjectCore<Output, Failure>?

    @inlinable
    init<S: Subscriber>(core: SubjectCore<Output, Failure>, downstream: S) where S.Input == Output, S.Failure == Failure {
        self.core = core
        receiveValue = { downstream.receive($0) }
        receiveCompletion = { downstream.receive(completion: $0) }
    }

    /// Takes one value of demand, if there is some (under `core.lock`); a replaying
    /// subscription without demand now owes the current value.
    @inlinable
    func takeDemand(replaying: Bool) -> Bool {
        if demand.rawValue == 0 {
            if replaying { owesCurrent = true }
            return false
        }
        demand.consumeOne()
        owesCurrent = false
        return true
    }

    /// Gives `value` to the subscriber and adds the demand it returns.
    @inlinable
    func deliverAndAddDemand(_ value: Output) {
        downstreamLock.lock()
        guard let receiveValue, let core else { return downstreamLock.unlock() }
        let more = receiveValue(value)
        downstreamLock.unlock()
        if more.rawValue > 0 { core.request(more, for: self) }
    }

    /// Gives the completion to the subscriber, and forgets it.
    func deliver(completion: Subscribers.Completion<Failure>) {
        downstreamLock.lock()
        let receiveCompletion = self.receiveCompletion
        forgetUnderLock()
        receiveCompletion?(completion)
        downstreamLock.unlock()
    }

    /// Forgets the subscriber without telling it anything.
    @usableFromInline
    func forget() {
        downstreamLock.withLock { forgetUnderLock() }
    }

    private func forgetUnderLock() {
        receiveValue = nil
        receiveCompletion = nil
        core = nil
    }

    @usableFromInline
    func request(_ demand: Subscribers.Demand) {
        guard let core = downstreamLock.withLock({ core }) else { return }
        core.request(demand, for: self)
    }

    @usableFromInline
    func cancel() {
        downstreamLock.lock()
        let core = self.core
        forgetUnderLock()
        downstreamLock.unlock()
        core?.remove(self)
    }

    @usableFromInline
    var description: String { "Subject.Conduit" }
}
