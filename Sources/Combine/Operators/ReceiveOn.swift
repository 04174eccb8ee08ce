extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific
    /// scheduler — Combine's `Publishers.ReceiveOn`.
    ///
    /// ```swift
    /// load.receive(on: DispatchQueue.main).sink { show($0) }
    /// ```
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher is to use for element delivery.
        public let scheduler: Context
        /// Scheduler options used to customize element delivery.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delivers elements to its downstream subscriber on a
        /// specific scheduler.
        ///
        /// ```swift
        /// Publishers.ReceiveOn(upstream: load, scheduler: DispatchQueue.main, options: nil)
        /// ```
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes to the upstream; each element and the completion are delivered by
        /// the scheduler, in order; demand and cancellation go up at once.
        ///
        /// ```swift
        /// load.receive(on: DispatchQueue.main).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(ScheduledInner(subscriber, context: SchedulerContext(scheduler, options: options),
                                              description: "ReceiveOn", demand: .passedUp))
        }
    }
}

extension Publishers {
    /// A publisher that receives elements from an upstream publisher on a specific
    /// scheduler — Combine's `Publishers.SubscribeOn`.
    ///
    /// ```swift
    /// expensiveWork.subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main)
    /// ```
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher should use to receive elements.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that subscribes to, requests from and cancels the upstream
        /// on a specific scheduler.
        ///
        /// ```swift
        /// Publishers.SubscribeOn(upstream: work, scheduler: DispatchQueue.global(), options: nil)
        /// ```
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes to the upstream on the scheduler; requests and cancellation go
        /// through the scheduler too.
        ///
        /// ```swift
        /// work.subscribe(on: DispatchQueue.global()).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let inner = SubscribeOnInner(subscriber, context: SchedulerContext(scheduler, options: options))
            let upstream = upstream
            inner.context.schedule { upstream.subscribe(inner) }
        }
    }
}

/// The subscriber and subscription of a ``Publishers/SubscribeOn``: requests and
/// cancellation go up through the scheduler.
final class SubscribeOnInner<Downstream: Subscriber, Context: Scheduler>: PassThroughInner<Downstream> {
    let context: SchedulerContext<Context>

    init(_ downstream: Downstream, context: SchedulerContext<Context>) {
        self.context = context
        super.init(downstream, description: "SubscribeOn")
    }

    override func request(_ demand: Subscribers.Demand) {
        guard let upstream = lock.withLock({ status.subscription }) else { return }
        context.schedule { upstream.request(demand) }
    }

    override func cancel() {
        guard let upstream = lock.withLock({ status.end() }) else { return }
        context.schedule { upstream.cancel() }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher — Combine's
    /// `receive(on:options:)`.
    ///
    /// ```swift
    /// let jsonPublisher = MyJSONLoaderPublisher() // Some publisher.
    /// let labelUpdater = MyLabelUpdateSubscriber() // Some subscriber that updates the UI.
    ///
    /// jsonPublisher
    ///     .subscribe(on: backgroundQueue)
    ///     .receive(on: RunLoop.main)
    ///     .subscribe(labelUpdater)
    /// ```
    ///
    /// On the main queue or run loop in a host, delivery waits for the host's turn (it
    /// happens in `settle()` or `advance(by:)`, or when the main actor is next free).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Specifies the scheduler on which to perform subscribe, cancel, and request
    /// operations — Combine's `subscribe(on:options:)`.
    ///
    /// ```swift
    /// let ioPerformingPublisher == // Some publisher.
    /// let uiUpdatingSubscriber == // Some subscriber that updates the UI.
    ///
    /// ioPerformingPublisher
    ///     .subscribe(on: backgroundQueue)
    ///     .receive(on: RunLoop.main)
    ///     .subscribe(uiUpdatingSubscriber)
    /// ```
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
