/// The subscriber and subscription of the operators that deliver through a scheduler:
/// ``ScheduledInner`` (`receive(on:)`, and the subclasses that change when an event is
/// delivered — `debounce`, `throttle`, `delay` and `timeout`) and `collect` by time, whose
/// upstream's values (`Input`) are not the values it delivers.
///
/// It keeps the upstream subscription, passes the subscriber's demand up (or counts it,
/// see ``DemandPolicy``), calls the subscriber one call at a time from whatever thread
/// the scheduler delivers on, and runs the operator's timers: ``startTimer(after:replacing:_:)``
/// runs an action later, unless the stream is cancelled or completed first.
///
/// A subclass overrides ``receive(_:)`` (here a value does nothing) and
/// ``receive(completion:)``, and delivers with ``deliver(_:)`` and
/// ``finish(_:cancellingUpstream:)``; its own state lives under ``lock``, beside
/// ``status``.
class ScheduledCore<Downstream: Subscriber, Input, Context: Scheduler>: Subscriber, Subscription, CustomStringConvertible {
    typealias Failure = Downstream.Failure

    /// How the subscriber's demand reaches the upstream.
    enum DemandPolicy {
        /// Demand goes up as the subscriber makes it (`receive(on:)`, `delay`, `timeout`).
        case passedUp
        /// The upstream is asked for everything at once, and the operator counts the
        /// subscriber's demand: a value that comes due while the subscriber has none is
        /// dropped (`debounce`, `throttle`, which drop values by design).
        case counted
    }

    /// The scheduler, with the clock that was current at the subscription.
    let context: SchedulerContext<Context>
    let description: String
    /// Guards ``status`` and the subclasses' state; never held while calling out.
    let lock = Lock()
    /// invariant: read and written only under `lock` (as are the fields below); `.terminal`
    /// once the subscriber completed or cancelled, after which nothing reaches it.
    var status = SubscriptionStatus.awaiting
    private var timers = RunningTimers()
    /// The demand the subscriber has not been given values for, with ``DemandPolicy/counted``.
    private var demand = Subscribers.Demand.none
    private let demandPolicy: DemandPolicy
    private let downstream: Downstream
    /// Serializes the calls to the subscriber, which the scheduler may make from several
    /// threads; recursive, so that a subscriber that sends upstream from inside its own
    /// `receive` is served at once.
    private let downstreamLock = RecursiveLock()

    init(_ downstream: Downstream, context: SchedulerContext<Context>, description: String, demand: DemandPolicy) {
        self.downstream = downstream
        self.context = context
        self.description = description
        demandPolicy = demand
    }

    /// Whether the stream is live: subscribed, and not completed or cancelled.
    final var isLive: Bool { lock.withLock { status.subscription != nil } }

    final func receive(subscription: any Subscription) {
        guard lock.withLock({ status.accept(subscription) }) else { return subscription.cancel() }
        subscriptionAccepted()
        downstreamLock.withLock { downstream.receive(subscription: self) }
        if case .counted = demandPolicy { subscription.request(.unlimited) }
    }

    /// Runs once the upstream subscription is taken, before the subscriber gets its own
    /// (`timeout` starts its first wait here).
    func subscriptionAccepted() {}

    /// What a value does: here nothing (a subclass says).
    func receive(_ input: Input) -> Subscribers.Demand { .none }

    /// Stops the timers and completes the subscriber on the scheduler, as soon as it can.
    func receive(completion: Subscribers.Completion<Failure>) {
        guard isLive else { return }
        stopTimers()
        context.schedule { [self] in finish(completion) }
    }

    final func request(_ more: Subscribers.Demand) {
        switch demandPolicy {
        case .passedUp: lock.withLock { status.subscription }?.request(more)
        case .counted: lock.withLock { demand += more }
        }
    }

    final func cancel() {
        let (upstream, timers) = lock.withLock { (status.end(), self.timers.removeAll()) }
        for timer in timers { timer.cancel() }
        upstream?.cancel()
    }

    /// Gives `value` to the subscriber if the stream is live — with
    /// ``DemandPolicy/counted``, only if the subscriber has demand (else the value is
    /// dropped) — then passes up, or counts, the demand the subscriber adds.
    final func deliver(_ value: Downstream.Input) {
        let deliverable: Bool = lock.withLock {
            guard status.subscription != nil else { return false }
            guard case .counted = demandPolicy else { return true }
            guard demand > 0 else { return false }
            demand.consumeOne()
            return true
        }
        guard deliverable else { return }
        let more = downstreamLock.withLock { downstream.receive(value) }
        guard more > 0 else { return }
        switch demandPolicy {
        case .passedUp: lock.withLock { status.subscription }?.request(more)
        case .counted: lock.withLock { demand += more }
        }
    }

    /// Completes the subscriber and ends the stream, if it is live; with
    /// `cancellingUpstream`, when the operator ends the stream itself (`timeout`), it
    /// cancels the upstream first.
    final func finish(_ completion: Subscribers.Completion<Failure>, cancellingUpstream: Bool = false) {
        guard let upstream = lock.withLock({ status.end() }) else { return }
        if cancellingUpstream { upstream.cancel() }
        downstreamLock.withLock { downstream.receive(completion: completion) }
    }

    /// Runs `action` on the scheduler `interval` from now, unless the timers are stopped
    /// first (the stream completed or was cancelled) — or, with `replacing`, unless another
    /// timer is started before: each value restarts `debounce`'s wait and `timeout`'s
    /// deadline.
    final func startTimer(after interval: Context.SchedulerTimeType.Stride, replacing: Bool = false,
                          _ action: @escaping () -> Void) {
        let (id, replaced): (Int, [any Cancellable]) = lock.withLock {
            let replaced = replacing ? timers.removeAll() : []
            return (timers.add(), replaced)
        }
        for timer in replaced { timer.cancel() }
        let timer = context.scheduleCancellable(after: context.now.advanced(by: interval), interval: interval) { [weak self] in
            guard let self, lock.withLock({ timers.claim(id) }) else { return }
            action()
        }
        let kept: Bool = lock.withLock { status.subscription != nil && timers.keep(timer, as: id) }
        if !kept { timer.cancel() }
    }

    /// Stops the running timers: their actions will not run.
    final func stopTimers() {
        for timer in lock.withLock({ timers.removeAll() }) { timer.cancel() }
    }
}

/// The subscriber and subscription of `receive(on:)`, whose behaviour this class has, and
/// of the operators that change when an event is delivered — `debounce`, `throttle`,
/// `delay` and `timeout` — all of which deliver the upstream's own values.
class ScheduledInner<Downstream: Subscriber, Context: Scheduler>: ScheduledCore<Downstream, Downstream.Input, Context> {
    typealias Input = Downstream.Input

    /// Delivers the value on the scheduler, as soon as it can.
    override func receive(_ input: Input) -> Subscribers.Demand {
        guard isLive else { return .none }
        context.schedule { [self] in deliver(input) }
        return .none
    }
}
