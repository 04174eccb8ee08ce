extension Publishers {
    /// A publisher that publishes either the most-recent or first element published by
    /// the upstream publisher in a specified time interval — Combine's
    /// `Publishers.Throttle`.
    ///
    /// ```swift
    /// $scrollOffset.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
    /// ```
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The interval in which to find and emit the most recent element.
        public let interval: Context.SchedulerTimeType.Stride
        /// The scheduler on which to publish elements.
        public let scheduler: Context
        /// A Boolean value indicating whether to publish the most recent element (`true`)
        /// or the first element of an interval (`false`).
        public let latest: Bool

        /// Creates a publisher that publishes either the most-recent or first element
        /// published by the upstream publisher in a specified time interval.
        ///
        /// ```swift
        /// Publishers.Throttle(upstream: offsets, interval: 1, scheduler: RunLoop.main, latest: true)
        /// ```
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Subscribes to the upstream: the first element goes out at once, then at most
        /// one per interval, at the interval's end.
        ///
        /// ```swift
        /// offsets.throttle(for: 1, scheduler: RunLoop.main, latest: true).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(ThrottleInner(subscriber, interval: interval, latest: latest, context: SchedulerContext(scheduler, options: nil)))
        }
    }
}

/// The subscriber and subscription of a ``Publishers/Throttle``.
final class ThrottleInner<Downstream: Subscriber, Context: Scheduler>: ScheduledInner<Downstream, Context> {
    private let interval: Context.SchedulerTimeType.Stride
    private let latest: Bool
    /// The element waiting for the end of the interval. invariant: read and written only
    /// under `lock`, as is `isThrottling`.
    private var pending: Input?
    /// Whether an interval runs.
    private var isThrottling = false

    init(_ downstream: Downstream, interval: Context.SchedulerTimeType.Stride, latest: Bool, context: SchedulerContext<Context>) {
        self.interval = interval
        self.latest = latest
        super.init(downstream, context: context, description: "Throttle", demand: .counted)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        let startsInterval: Bool = lock.withLock {
            guard status.subscription != nil else { return false }
            if !isThrottling {
                isThrottling = true
                return true
            }
            if latest || pending == nil { pending = input }
            return false
        }
        guard startsInterval else { return .none }
        context.schedule { [weak self] in self?.deliver(input) }
        startInterval()
        return .none
    }

    private func startInterval() {
        startTimer(after: interval) { [weak self] in self?.endInterval() }
    }

    private func endInterval() {
        let value: Input? = lock.withLock {
            guard let pending else {
                isThrottling = false
                return nil
            }
            self.pending = nil
            return pending
        }
        guard let value else { return }
        deliver(value)
        startInterval()
    }

    /// Stops the interval; on the scheduler, delivers the element waiting for its end (if
    /// the upstream finished), then the completion.
    override func receive(completion: Subscribers.Completion<Failure>) {
        let pending: Input?? = lock.withLock {
            guard status.subscription != nil else { return nil }
            defer { self.pending = nil }
            return .some(self.pending)
        }
        guard let pending else { return }
        stopTimers()
        context.schedule { [self] in
            if case .finished = completion, let value = pending { deliver(value) }
            finish(completion)
        }
    }
}

extension Publisher {
    /// Publishes either the most-recent or first element published by the upstream
    /// publisher in the specified time interval — Combine's
    /// `throttle(for:scheduler:latest:)`.
    ///
    /// ```swift
    /// cancellable = Timer.publish(every: 3.0, on: .main, in: .default)
    ///     .autoconnect()
    ///     .print("\(Date().description)")
    ///     .throttle(for: 10.0, scheduler: RunLoop.main, latest: true)
    ///     .sink(receiveCompletion: { print ("Completion: \($0).") },
    ///           receiveValue: { print("Received Timestamp \($0).") })
    /// ```
    ///
    /// The first element goes out at once; then, at the end of each interval, the most
    /// recent (`latest: true`) or the first (`latest: false`) element received during it,
    /// if any.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
