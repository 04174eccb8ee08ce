extension Publishers {
    /// A publisher that delays delivery of elements and completion to the downstream
    /// receiver — Combine's `Publishers.Delay`.
    ///
    /// ```swift
    /// saved.delay(for: .seconds(2), scheduler: RunLoop.main).sink { hideBanner() }
    /// ```
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// The amount of time to delay.
        public let interval: Context.SchedulerTimeType.Stride
        /// The allowed tolerance in delivering delayed events.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// The scheduler to deliver the delayed events.
        public let scheduler: Context
        /// Options relevant to the scheduler’s behavior.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delays delivery of elements and completion.
        ///
        /// ```swift
        /// Publishers.Delay(upstream: saved, interval: 2, tolerance: 0, scheduler: RunLoop.main, options: nil)
        /// ```
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
                    scheduler: Context, options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes to the upstream; each event is delivered `interval` after it came.
        ///
        /// ```swift
        /// saved.delay(for: 2, scheduler: RunLoop.main).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(DelayInner(subscriber, interval: interval, context: SchedulerContext(scheduler, options: options)))
        }
    }
}

/// The subscriber and subscription of a ``Publishers/Delay``: demand passes through, and
/// each event is scheduled `interval` after it arrived.
final class DelayInner<Downstream: Subscriber, Context: Scheduler>: ScheduledInner<Downstream, Context> {
    private let interval: Context.SchedulerTimeType.Stride

    init(_ downstream: Downstream, interval: Context.SchedulerTimeType.Stride, context: SchedulerContext<Context>) {
        self.interval = interval
        super.init(downstream, context: context, description: "Delay", demand: .passedUp)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard isLive else { return .none }
        startTimer(after: interval) { [weak self] in self?.deliver(input) }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Failure>) {
        guard isLive else { return }
        startTimer(after: interval) { [weak self] in self?.finish(completion) }
    }
}

extension Publisher {
    /// Delays delivery of all output to the downstream receiver by a specified amount of
    /// time on a particular scheduler — Combine's
    /// `delay(for:tolerance:scheduler:options:)`.
    ///
    /// ```swift
    /// let df = DateFormatter()
    /// df.dateStyle = .none
    /// df.timeStyle = .long
    /// cancellable = Timer.publish(every: 1.0, on: .main, in: .default)
    ///     .autoconnect()
    ///     .handleEvents(receiveOutput: { date in
    ///         print ("Sending Timestamp \'\(df.string(from: date))\' to delay()")
    ///     })
    ///     .delay(for: .seconds(3), scheduler: RunLoop.main, options: .none)
    ///     .sink(
    ///         receiveCompletion: { print ("completion: \($0)", terminator: "\n") },
    ///         receiveValue: { value in
    ///             let now = Date()
    ///             print ("At \(df.string(from: now)) received  Timestamp \'\(df.string(from: value))\' sent: \(String(format: "%.2f", now.timeIntervalSince(value))) secs ago", terminator: "\n")
    ///         }
    ///     )
    /// ```
    ///
    /// The completion is delayed as the elements are.
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
                         scheduler: scheduler, options: options)
    }
}
