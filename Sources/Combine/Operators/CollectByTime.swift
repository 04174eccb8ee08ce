extension Publishers {
    /// A strategy for collecting received elements — Combine's
    /// `Publishers.TimeGroupingStrategy`.
    ///
    /// ```swift
    /// taps.collect(.byTimeOrCount(DispatchQueue.main, .seconds(1), 10))
    /// ```
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// A grouping that collects and periodically publishes items.
        ///
        /// ```swift
        /// taps.collect(.byTime(RunLoop.main, .seconds(5)))
        /// ```
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// A grouping that collects and publishes items periodically or when a buffer
        /// reaches a maximum size.
        ///
        /// ```swift
        /// taps.collect(.byTimeOrCount(RunLoop.main, .seconds(5), 3))
        /// ```
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// A publisher that buffers and periodically publishes its items — Combine's
    /// `Publishers.CollectByTime`.
    ///
    /// ```swift
    /// taps.collect(.byTime(DispatchQueue.main, .seconds(1))).sink { print("\($0.count) taps this second") }
    /// ```
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Arrays of the upstream's values.
        public typealias Output = [Upstream.Output]
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The strategy with which to collect and publish elements.
        public let strategy: Publishers.TimeGroupingStrategy<Context>
        /// Scheduler options to use for the strategy.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that buffers and periodically publishes its items.
        ///
        /// ```swift
        /// Publishers.CollectByTime(upstream: taps, strategy: .byTime(RunLoop.main, .seconds(5)), options: nil)
        /// ```
        public init(upstream: Upstream, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        /// Subscribes to the upstream; the first interval starts now.
        ///
        /// ```swift
        /// taps.collect(.byTime(RunLoop.main, .seconds(5))).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            let (scheduler, interval, count): (Context, Context.SchedulerTimeType.Stride, Int?) = switch strategy {
            case .byTime(let scheduler, let interval): (scheduler, interval, nil)
            case .byTimeOrCount(let scheduler, let interval, let count): (scheduler, interval, Swift.max(1, count))
            }
            upstream.subscribe(CollectByTimeInner<S, Upstream.Output, Context>(
                subscriber, interval: interval, count: count, context: SchedulerContext(scheduler, options: options)))
        }
    }
}

/// The subscriber and subscription of a ``Publishers/CollectByTime``: the upstream's
/// values are collected; at the end of each interval (timed from the subscription, one
/// after the other) the collected ones go to the subscriber as one array, on the
/// scheduler. With a count, an array that reaches it goes at once and starts a new
/// interval. An interval with nothing collected publishes nothing; an interval that lasts
/// no time never ends.
final class CollectByTimeInner<Downstream: Subscriber, Element, Context: Scheduler>: ScheduledCore<Downstream, Element, Context>
where Downstream.Input == [Element] {
    private let interval: Context.SchedulerTimeType.Stride
    private let count: Int?
    /// invariant: read and written only under `lock` (as is `arming`).
    private var group: [Element] = []
    /// Whether an interval is being started: its end, if it comes at once (a scheduler
    /// that runs timers at once), does not start the next.
    private var arming = false

    init(_ downstream: Downstream, interval: Context.SchedulerTimeType.Stride, count: Int?, context: SchedulerContext<Context>) {
        self.interval = interval
        self.count = count
        super.init(downstream, context: context, description: "CollectByTime", demand: .counted)
    }

    override func subscriptionAccepted() {
        startInterval()
    }

    override func receive(_ input: Element) -> Subscribers.Demand {
        let full: [Element]? = lock.withLock {
            guard status.subscription != nil else { return nil }
            group.append(input)
            guard let count, group.count >= count else { return nil }
            return takeGroup()
        }
        if let full {
            startInterval()
            context.schedule { [self] in deliver(full) }
        }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Failure>) {
        let last: [Element]? = lock.withLock {
            guard status.subscription != nil else { return nil }
            return takeGroup()
        }
        guard let last else { return }
        stopTimers()
        context.schedule { [self] in
            if case .finished = completion, !last.isEmpty { deliver(last) }
            finish(completion)
        }
    }

    /// Starts an interval (replacing the one running): at its end, what was collected
    /// goes out, and the next interval starts. An interval that lasts no time (zero or
    /// less, or any on `ImmediateScheduler`, where time does not pass) is not started:
    /// intervals would end one after the other without end; the collection then goes out
    /// by count, or when the upstream finishes.
    private func startInterval() {
        let now = context.now
        guard now.advanced(by: interval) > now else { return }
        lock.withLock { arming = true }
        startTimer(after: interval, replacing: true) { [weak self] in self?.intervalEnded() }
        lock.withLock { arming = false }
    }

    /// The interval ended: the next one starts, and the collection goes out — taken on
    /// the scheduler, after what is due at the same instant, so that an element sent for
    /// the moment the interval ends (a timer's tick) still belongs to it.
    private func intervalEnded() {
        let (live, next): (Bool, Bool) = lock.withLock { (status.subscription != nil, !arming) }
        guard live else { return }
        if next { startInterval() }
        context.schedule { [weak self] in
            guard let self else { return }
            let group: [Element]? = lock.withLock { status.subscription != nil ? takeGroup() : nil }
            if let group, !group.isEmpty { deliver(group) }
        }
    }

    /// The collected values; the collection starts again. Called under `lock`.
    private func takeGroup() -> [Element] {
        defer { group = [] }
        return group
    }
}

extension Publisher {
    /// Collects elements by a given time-grouping strategy, and emits a single array of
    /// the collection — Combine's `collect(_:options:)`.
    ///
    /// ```swift
    /// let sub = Timer.publish(every: 1, on: .main, in: .default)
    ///     .autoconnect()
    ///     .collect(.byTime(RunLoop.main, .seconds(5)))
    ///     .sink { print("\($0)", terminator: "\n\n") }
    /// // Prints arrays of five dates, one array every five seconds.
    /// ```
    ///
    /// At the end of each scheduled interval, the publisher sends an array that contains
    /// the items it collected (nothing if it collected none); with
    /// ``Publishers/TimeGroupingStrategy/byTimeOrCount(_:_:_:)`` an array that reaches the
    /// count goes at once, and a new interval starts. If the upstream publisher finishes,
    /// the publisher sends an array of the items it received since the last one, then
    /// finishes; if it fails, the failure goes through and the items are dropped. The
    /// upstream is asked for everything; an array that comes due while the subscriber has
    /// asked for nothing is dropped, as `debounce` and `throttle` drop values. Time is the
    /// scheduler's, as for `debounce` (on the main queue or run loop, the host's virtual
    /// clock when subscribed in a host's frame or task); an interval of no time (zero, or
    /// any on `ImmediateScheduler`) never ends, so arrays go out only by count and at the
    /// end.
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>,
                                      options: S.SchedulerOptions? = nil) -> Publishers.CollectByTime<Self, S> {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}
