extension Publishers {
    /// A publisher that measures and emits the time interval between events received from
    /// an upstream publisher — Combine's `Publishers.MeasureInterval`.
    ///
    /// ```swift
    /// taps.measureInterval(using: RunLoop.main).sink { print($0) }
    /// ```
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The time since the previous element (or since the subscription, for the first).
        public typealias Output = Context.SchedulerTimeType.Stride
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler used for tracking the timing of events.
        public let scheduler: Context

        /// Creates a publisher that measures and emits the time interval between events
        /// received from an upstream publisher.
        ///
        /// ```swift
        /// Publishers.MeasureInterval(upstream: taps, scheduler: RunLoop.main)
        /// ```
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Subscribes to the upstream; each element becomes the time since the one before.
        ///
        /// ```swift
        /// taps.measureInterval(using: RunLoop.main).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Context.SchedulerTimeType.Stride {
            let context = SchedulerContext(scheduler, options: nil)
            var last = context.now
            upstream.subscribe(MapInner(downstream: subscriber) { (_: Upstream.Output) in
                let now = context.now
                defer { last = now }
                return last.distance(to: now)
            })
        }
    }
}

extension Publisher {
    /// Measures and emits the time interval between events received from an upstream
    /// publisher — Combine's `measureInterval(using:options:)`.
    ///
    /// ```swift
    /// cancellable = Timer.publish(every: 1, on: .main, in: .default)
    ///     .autoconnect()
    ///     .measureInterval(using: RunLoop.main)
    ///     .sink { print("\($0)", terminator: "\n") }
    ///
    /// // Prints:
    /// //      Stride(magnitude: 1.0013610124588013)
    /// //      Stride(magnitude: 0.9992760419845581)
    /// ```
    ///
    /// On the host's virtual clock the intervals are exact.
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.MeasureInterval<Self, S> {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}
