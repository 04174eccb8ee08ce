extension Publishers {
    /// A publisher that terminates publishing if the upstream publisher exceeds a
    /// specified time interval without producing an element — Combine's
    /// `Publishers.Timeout`.
    ///
    /// ```swift
    /// response.timeout(.seconds(5), scheduler: DispatchQueue.main, customError: { .timedOut })
    /// ```
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum time interval the publisher can go without emitting an element.
        public let interval: Context.SchedulerTimeType.Stride
        /// The scheduler on which to deliver events.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?
        /// A closure that executes if the publisher times out; the publisher sends the
        /// failure returned by this closure to the subscriber as the reason for
        /// termination (without it, the publisher finishes normally).
        public let customError: (() -> Upstream.Failure)?

        /// Creates a publisher that ends if the upstream is silent for `interval`.
        ///
        /// ```swift
        /// Publishers.Timeout(upstream: response, interval: 5, scheduler: RunLoop.main, options: nil, customError: nil)
        /// ```
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        /// Subscribes to the upstream; the wait starts now and again at each element.
        ///
        /// ```swift
        /// response.timeout(5, scheduler: RunLoop.main).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(TimeoutInner(subscriber, interval: interval, customError: customError,
                                            context: SchedulerContext(scheduler, options: options)))
        }
    }
}

/// The subscriber and subscription of a ``Publishers/Timeout``: delivers as
/// `receive(on:)` does, and ends the stream when a wait of `interval`, started at the
/// subscription and restarted by each element, runs out.
final class TimeoutInner<Downstream: Subscriber, Context: Scheduler>: ScheduledInner<Downstream, Context> {
    private let interval: Context.SchedulerTimeType.Stride
    private let customError: (() -> Failure)?

    init(_ downstream: Downstream, interval: Context.SchedulerTimeType.Stride, customError: (() -> Failure)?,
         context: SchedulerContext<Context>) {
        self.interval = interval
        self.customError = customError
        super.init(downstream, context: context, description: "Timeout", demand: .passedUp)
    }

    override func subscriptionAccepted() {
        restartWait()
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard isLive else { return .none }
        restartWait()
        return super.receive(input)
    }

    private func restartWait() {
        startTimer(after: interval, replacing: true) { [weak self] in self?.timedOut() }
    }

    private func timedOut() {
        finish(customError.map { .failure($0()) } ?? .finished, cancellingUpstream: true)
    }
}

extension Publisher {
    /// Terminates publishing if the upstream publisher exceeds the specified time
    /// interval without producing an element — Combine's
    /// `timeout(_:scheduler:options:customError:)`.
    ///
    /// ```swift
    /// var WAIT_TIME : Int = 2
    /// var TIMEOUT_TIME: Int = 5
    ///
    /// let subject = PassthroughSubject<String, Never>()
    /// let cancellable = subject
    ///     .timeout(.seconds(TIMEOUT_TIME), scheduler: DispatchQueue.main, options: nil, customError:nil)
    ///     .sink(
    ///           receiveCompletion: { print ("completion: \($0) at \(Date())") },
    ///           receiveValue: { print ("value: \($0) at \(Date())") }
    ///      )
    ///
    /// DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(WAIT_TIME),
    ///                               execute: { subject.send("Some data - sent after a delay of \(WAIT_TIME) seconds") } )
    /// ```
    ///
    /// Without `customError` the publisher finishes normally when it times out.
    public func timeout<S: Scheduler>(_ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
                                      customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}
