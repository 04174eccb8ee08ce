extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses
    /// between events — Combine's `Publishers.Debounce`.
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { search($0) }
    /// ```
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler on which this publisher delivers elements.
        public let scheduler: Context
        /// Scheduler options that customize this publisher’s delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that publishes elements only after a specified time
        /// interval elapses between events.
        ///
        /// ```swift
        /// Publishers.Debounce(upstream: typing, dueTime: .milliseconds(300), scheduler: RunLoop.main, options: nil)
        /// ```
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes to the upstream; each value restarts the wait, and the last one is
        /// published when the wait ends.
        ///
        /// ```swift
        /// typing.debounce(for: 0.3, scheduler: RunLoop.main).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(DebounceInner(subscriber, dueTime: dueTime, context: SchedulerContext(scheduler, options: options)))
        }
    }
}

/// The subscriber and subscription of a ``Publishers/Debounce``: each value restarts the
/// wait, and delivers itself when its wait ends.
final class DebounceInner<Downstream: Subscriber, Context: Scheduler>: ScheduledInner<Downstream, Context> {
    private let dueTime: Context.SchedulerTimeType.Stride

    init(_ downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, context: SchedulerContext<Context>) {
        self.dueTime = dueTime
        super.init(downstream, context: context, description: "Debounce", demand: .counted)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard isLive else { return .none }
        startTimer(after: dueTime, replacing: true) { [weak self] in self?.deliver(input) }
        return .none
    }
}

extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events —
    /// Combine's `debounce(for:scheduler:options:)`.
    ///
    /// ```swift
    /// let bounces:[(Int,TimeInterval)] = [
    ///     (0, 0),
    ///     (1, 0.25),  // 0.25s interval since last index
    ///     (2, 1),     // 0.75s interval since last index
    ///     (3, 1.25),  // 0.25s interval since last index
    ///     (4, 1.5),   // 0.25s interval since last index
    ///     (5, 2)      // 0.5s interval since last index
    /// ]
    ///
    /// let subject = PassthroughSubject<Int, Never>()
    /// cancellable = subject
    ///     .debounce(for: .seconds(0.5), scheduler: RunLoop.main)
    ///     .sink { index in
    ///         print ("Received index \(index)")
    ///     }
    ///
    /// for bounce in bounces {
    ///     DispatchQueue.main.asyncAfter(deadline: .now() + bounce.1) {
    ///         subject.send(bounce.0)
    ///     }
    /// }
    ///
    /// // Prints:
    /// //  Received index 1
    /// //  Received index 4
    /// //  Received index 5
    /// ```
    ///
    /// On the main queue, main run loop and main operation queue, time is the host's
    /// virtual clock when the subscription is made in a host's frame or task (a
    /// `@StateObject` model, an action, a `.task`): `host.advance(by:)` moves it.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
