import VirtualTime

/// A publisher that exposes its elements as an asynchronous sequence — Combine's
/// `AsyncPublisher`, made by `values` on a publisher that cannot fail.
///
/// ```swift
/// let numbers: [Int] = [1, 2, 3, 4, 5]
/// let filtered = numbers.publisher
///     .filter { $0 % 2 == 0 }
///
/// for await number in filtered.values
/// {
///     print("\(number)", terminator: " ")
/// }
/// ```
///
/// The iterator subscribes when it is made, and asks for one element at a time: what a
/// subject sends while nobody awaits `next()` is missed, as in Combine. In a host's task
/// the element is handed over in the host's turn, so tasks see elements in the order
/// they were sent.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The type of element produced by this asynchronous sequence.
    public typealias Element = P.Output

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as
    /// an asynchronous sequence.
    ///
    /// ```swift
    /// AsyncPublisher(subject)
    /// ```
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// Subscribes to the publisher.
    ///
    /// ```swift
    /// var iterator = subject.values.makeAsyncIterator()
    /// ```
    public func makeAsyncIterator() -> Iterator {
        Iterator(handle: AsyncSubscriberHandle(AsyncSubscriber.subscribe(to: publisher)))
    }

    /// The iterator of an ``AsyncPublisher``: the elements the publisher sends, one per
    /// `next()`.
    public struct Iterator: AsyncIteratorProtocol {
        private let handle: AsyncSubscriberHandle<P.Output, Never>
        private var inner: AsyncSubscriber<P.Output, Never> { handle.subscriber }

        fileprivate init(handle: AsyncSubscriberHandle<P.Output, Never>) { self.handle = handle }

        /// The next element; `nil` when the publisher finished or the task was cancelled.
        ///
        /// ```swift
        /// let first = await iterator.next()
        /// ```
        public mutating func next() async -> P.Output? {
            await inner.next(isolation: nil)
        }

        /// The next element, without leaving the caller's actor.
        ///
        /// ```swift
        /// for await value in subject.values { print(value) }
        /// ```
        public mutating func next(isolation actor: isolated (any Actor)?) async -> P.Output? {
            await inner.next(isolation: actor)
        }
    }
}

/// A publisher that exposes its elements as an asynchronous sequence that can throw —
/// Combine's `AsyncThrowingPublisher`, made by `values` on a publisher that can fail.
///
/// ```swift
/// for try await data in download.values { print(data.count) }
/// ```
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// The type of element produced by this asynchronous sequence.
    public typealias Element = P.Output

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as a
    /// throwing asynchronous sequence.
    ///
    /// ```swift
    /// AsyncThrowingPublisher(download)
    /// ```
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// Subscribes to the publisher.
    ///
    /// ```swift
    /// var iterator = download.values.makeAsyncIterator()
    /// ```
    public func makeAsyncIterator() -> Iterator {
        Iterator(handle: AsyncSubscriberHandle(AsyncSubscriber.subscribe(to: publisher)))
    }

    /// The iterator of an ``AsyncThrowingPublisher``.
    public struct Iterator: AsyncIteratorProtocol {
        private let handle: AsyncSubscriberHandle<P.Output, P.Failure>
        private var inner: AsyncSubscriber<P.Output, P.Failure> { handle.subscriber }

        fileprivate init(handle: AsyncSubscriberHandle<P.Output, P.Failure>) { self.handle = handle }

        /// The next element; `nil` when the publisher finished or the task was cancelled.
        ///
        /// ```swift
        /// let first = try await iterator.next()
        /// ```
        ///
        /// - Throws: the publisher's failure.
        public mutating func next() async throws -> P.Output? {
            try await inner.next(isolation: nil)
        }

        /// The next element, without leaving the caller's actor.
        ///
        /// ```swift
        /// for try await value in download.values { print(value) }
        /// ```
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(P.Failure) -> P.Output? {
            try await inner.next(isolation: actor)
        }
    }
}

extension Publisher where Failure == Never {
    /// The elements produced by the publisher, as an asynchronous sequence — Combine's
    /// `values`.
    ///
    /// ```swift
    /// .task {
    ///     for await date in Timer.publish(every: 1, on: .main, in: .common).autoconnect().values {
    ///         print(date)
    ///     }
    /// }
    /// ```
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The elements produced by the publisher, as a throwing asynchronous sequence —
    /// Combine's `values`.
    ///
    /// ```swift
    /// for try await data in download.values { print(data.count) }
    /// ```
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// The subscriber behind `values`: asks for one element per `next()`, and hands each to
/// the waiting task through a ``WakeupGate`` of the host whose task subscribed (so the
/// host wakes its tasks in order), or directly outside any host.
/// Invariant (`@unchecked Sendable`): `wakeups` and `buffersEverything` are `let`s; the other
/// fields are read and written only under `lock`.
final class AsyncSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    enum Event: Sendable {
        case value(UncheckedSendable<Input>)
        case completion(UncheckedSendable<Subscribers.Completion<Failure>>)
    }

    private let lock = Lock()
    private let wakeups: WakeupQueue?
    /// Whether it asks for every element up front and keeps what nobody awaits yet
    /// (``_BufferedValues``), instead of one element per `next()` (`values`).
    private let buffersEverything: Bool
    /// invariant: the fields below are read and written only under `lock`. At most one
    /// task waits (an iterator is used by one task at a time); once `isOver`, `next()`
    /// returns `nil`.
    private var subscription: (any Subscription)?
    private var waitingDemand = Subscribers.Demand.none
    private var buffered = FIFO<Event>()
    private var waiter: WakeupGate<Event?>?
    private var isOver = false

    private init(buffersEverything: Bool) {
        wakeups = VirtualClock.current?.wakeups
        self.buffersEverything = buffersEverything
    }

    /// Subscribes a new subscriber to `publisher`; it lives while an iterator holds it
    /// (the handle cancels the subscription when the last iterator copy goes).
    static func subscribe<P: Publisher>(to publisher: P, buffersEverything: Bool = false) -> AsyncSubscriber
    where P.Output == Input, P.Failure == Failure {
        let subscriber = AsyncSubscriber(buffersEverything: buffersEverything)
        publisher.subscribe(subscriber)
        return subscriber
    }

    /// Ends the subscription: the iterator is gone.
    func cancel() {
        let subscription: (any Subscription)? = lock.withLock {
            isOver = true
            defer { self.subscription = nil }
            return self.subscription
        }
        subscription?.cancel()
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard self.subscription == nil, !isOver else {
            lock.unlock()
            return subscription.cancel()
        }
        self.subscription = subscription
        let demand = buffersEverything ? .unlimited : waitingDemand
        waitingDemand = .none
        lock.unlock()
        if demand > 0 { subscription.request(demand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        hand(.value(UncheckedSendable(input)))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        hand(.completion(UncheckedSendable(completion)))
    }

    private func hand(_ event: Event) {
        let waiter: WakeupGate<Event?>? = lock.withLock {
            guard !isOver else { return nil }
            if let waiter = self.waiter {
                self.waiter = nil
                return waiter
            }
            buffered.append(event)
            return nil
        }
        waiter?.schedule(event)
    }

    /// The next element, on `isolation`; `nil` when over or cancelled.
    func next(isolation: isolated (any Actor)?) async throws(Failure) -> Input? {
        lock.lock()
        if let event = buffered.popFirst() {
            lock.unlock()
            return try outcome(event)
        }
        if isOver || Task.isCancelled {
            lock.unlock()
            return nil
        }
        let gate = WakeupGate<Event?>(queue: wakeups)
        waiter = gate
        let subscription = buffersEverything ? nil : self.subscription
        if self.subscription == nil, !buffersEverything { waitingDemand += 1 }
        lock.unlock()
        subscription?.request(.max(1))
        let event = await gate.pass(cancellingWith: nil, onCancel: { [self] in
            let subscription: (any Subscription)? = lock.withLock {
                isOver = true
                if waiter === gate { waiter = nil }
                defer { self.subscription = nil }
                return self.subscription
            }
            subscription?.cancel()
        }, isolation: isolation)
        guard let event else { return nil }
        return try outcome(event)
    }

    private func outcome(_ event: Event) throws(Failure) -> Input? {
        switch event {
        case .value(let value):
            return value.value
        case .completion(let completion):
            lock.withLock {
                isOver = true
                subscription = nil
            }
            if case .failure(let error) = completion.value { throw error }
            return nil
        }
    }
}

/// What an iterator of `values` holds: its subscriber, whose subscription ends when the
/// last copy of the iterator goes (the publisher keeps the subscriber itself alive).
final class AsyncSubscriberHandle<Input, Failure: Error>: Sendable {
    let subscriber: AsyncSubscriber<Input, Failure>
    init(_ subscriber: AsyncSubscriber<Input, Failure>) { self.subscriber = subscriber }
    deinit { subscriber.cancel() }
}

/// The elements of a publisher as an asynchronous sequence that misses none: it asks for
/// every element when it subscribes and keeps those nobody awaits yet. Not Combine's
/// (`values` asks for one element per `next()`, as Combine's does); the engine's
/// `Updaters.Event` uses it so that a trigger sent twice updates twice.
///
/// invariant (`@unchecked Sendable`): it only hands its publisher to the subscriber its
/// iterator makes, which runs on one task at a time.
public struct _BufferedValues<P: Publisher>: AsyncSequence, @unchecked Sendable where P.Failure == Never {
    /// The publisher's elements.
    public typealias Element = P.Output

    private let publisher: P

    /// The elements of `publisher`.
    ///
    /// ```swift
    /// _BufferedValues(refresh)
    /// ```
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// Subscribes to the publisher.
    ///
    /// ```swift
    /// var iterator = _BufferedValues(refresh).makeAsyncIterator()
    /// ```
    public func makeAsyncIterator() -> AsyncPublisher<P>.Iterator {
        AsyncPublisher<P>.Iterator(buffering: publisher)
    }
}

extension AsyncPublisher.Iterator {
    fileprivate init(buffering publisher: P) {
        self.init(handle: AsyncSubscriberHandle(AsyncSubscriber.subscribe(to: publisher, buffersEverything: true)))
    }
}

extension AsyncPublisher: Sendable where P: Sendable {}
