extension AsyncSequence {
    /// Publishes an element only after the given time has passed without another one —
    /// Combine's `debounce(for:scheduler:)`, on the host's virtual clock.
    ///
    /// ```swift
    /// $query
    ///     .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    ///     .sink { search($0) }
    ///     .store(in: &cancellables)
    ///
    /// await host.advance(by: .milliseconds(300))   // the search runs
    /// ```
    ///
    /// The time runs on ``VirtualClock/current`` when the subscription is made in a frame
    /// or a task of a host (a model made by `@StateObject`, an action, `.task`), in real
    /// time otherwise. The scheduler is accepted for source compatibility.
    public func debounce<S: Scheduler>(for dueTime: SchedulerTimeInterval, scheduler: S, options: Never? = nil) -> Debounce<Self> {
        Debounce(base: self, policy: .debounce(dueTime.duration))
    }

    /// Publishes the first element at once, then at most one element per interval, the
    /// latest or the first of the interval — Combine's `throttle(for:scheduler:latest:)`,
    /// on the host's virtual clock.
    ///
    /// ```swift
    /// $scrollOffset.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
    /// ```
    public func throttle<S: Scheduler>(for interval: SchedulerTimeInterval, scheduler: S, latest: Bool) -> Debounce<Self> {
        Debounce(base: self, policy: .throttle(interval.duration, latest: latest))
    }
}

/// The publisher of ``_Concurrency/AsyncSequence/debounce(for:scheduler:options:)`` and
/// ``_Concurrency/AsyncSequence/throttle(for:scheduler:latest:)``: the elements its
/// timing lets through, at their time.
///
/// ```swift
/// for await query in model.$query.debounce(for: 0.3, scheduler: RunLoop.main) { print(query) }
/// ```
public struct Debounce<Base: AsyncSequence>: AsyncSequence {
    public typealias Element = Base.Element
    public typealias Failure = Base.Failure
    let base: Base
    let policy: TimedRelay<Base>.Policy

    /// Subscribes: the base is consumed from now on, on the main actor.
    ///
    /// ```swift
    /// var iterator = subject.debounce(for: 1, scheduler: RunLoop.main).makeAsyncIterator()
    /// ```
    public func makeAsyncIterator() -> Iterator {
        Iterator(subscription: TimedRelay.subscribe(to: base, policy: policy))
    }

    /// The iterator of one subscription.
    public struct Iterator: AsyncIteratorProtocol {
        var subscription: TimedRelay<Base>.Subscription

        /// The next element the timing lets through.
        ///
        /// ```swift
        /// let next = try await iterator.next()
        /// ```
        public mutating func next() async throws(Base.Failure) -> Element? {
            try await subscription.next(isolation: nil)
        }

        /// The next element the timing lets through, without leaving the caller's actor.
        ///
        /// ```swift
        /// for await value in publisher.debounce(for: 1, scheduler: RunLoop.main) { print(value) }
        /// ```
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Base.Failure) -> Element? {
            try await subscription.next(isolation: actor)
        }
    }
}
