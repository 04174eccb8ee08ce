extension Publishers {
    /// A strategy for filling a buffer — Combine's `Publishers.PrefetchStrategy`.
    ///
    /// ```swift
    /// events.buffer(size: 10, prefetch: .keepFull, whenFull: .dropOldest)
    /// ```
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// A strategy to fill the buffer at subscription time, and keep it full
        /// thereafter: it asks the upstream for the buffer's size when subscribed, then
        /// for one more element each time one goes to the subscriber.
        ///
        /// ```swift
        /// pages.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest)
        /// ```
        case keepFull
        /// A strategy that avoids prefetching and instead performs requests on demand.
        ///
        /// ```swift
        /// taps.buffer(size: 5, prefetch: .byRequest, whenFull: .dropOldest)
        /// ```
        ///
        /// As Combine does, the buffer asks its upstream for everything when subscribed
        /// and keeps what its subscriber has not asked for yet, up to its size (the
        /// documentation says it forwards the subscriber's requests; a buffer that did
        /// would never fill).
        case byRequest
    }

    /// A strategy that handles exhaustion of a buffer’s capacity — Combine's
    /// `Publishers.BufferingStrategy`.
    ///
    /// ```swift
    /// events.buffer(size: 100, prefetch: .byRequest, whenFull: .customError { .overflow })
    /// ```
    public enum BufferingStrategy<Failure: Error> {
        /// When the buffer is full, discard the newly received element.
        ///
        /// ```swift
        /// taps.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest)
        /// ```
        case dropNewest
        /// When the buffer is full, discard the oldest element in the buffer.
        ///
        /// ```swift
        /// taps.buffer(size: 5, prefetch: .byRequest, whenFull: .dropOldest)
        /// ```
        case dropOldest
        /// When the buffer is full, execute the closure to provide a custom error.
        ///
        /// ```swift
        /// taps.buffer(size: 5, prefetch: .byRequest, whenFull: .customError { TapError.tooFast })
        /// ```
        case customError(() -> Failure)
    }

    /// A publisher that buffers elements from an upstream publisher — Combine's
    /// `Publishers.Buffer`.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// for await value in subject.buffer(size: 10, prefetch: .byRequest, whenFull: .dropOldest).values {
    ///     await handle(value)   // values sent meanwhile wait in the buffer
    /// }
    /// ```
    public struct Buffer<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of elements to store.
        public let size: Int
        /// The strategy for initially populating the buffer.
        public let prefetch: Publishers.PrefetchStrategy
        /// The action to take when the buffer becomes full.
        public let whenFull: Publishers.BufferingStrategy<Failure>

        /// Creates a publisher that buffers elements received from an upstream publisher.
        ///
        /// ```swift
        /// Publishers.Buffer(upstream: taps, size: 5, prefetch: .byRequest, whenFull: .dropOldest)
        /// ```
        public init(upstream: Upstream, size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        /// Subscribes to the upstream; elements the subscriber has not asked for yet wait
        /// in the buffer, in order.
        ///
        /// ```swift
        /// taps.buffer(size: 5, prefetch: .byRequest, whenFull: .dropOldest).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(BufferInner(subscriber, size: Swift.max(0, size), prefetch: prefetch, whenFull: whenFull))
        }
    }
}

/// The subscriber and subscription of a ``Publishers/Buffer``: an ``Outbox`` that keeps
/// at most `size` elements the subscriber has not asked for.
final class BufferInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    /// invariant: `status` and `pending` are read and written only under `lock`.
    private var status = SubscriptionStatus.awaiting
    /// The subscriber, until it has its subscription (then only the outbox holds it).
    private var pending: Downstream?
    private var outbox: Outbox<Downstream>!
    private let size: Int
    private let prefetch: Publishers.PrefetchStrategy
    private let whenFull: Publishers.BufferingStrategy<Failure>
    private let overflow: Outbox<Downstream>.Overflow

    init(_ downstream: Downstream, size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>) {
        pending = downstream
        self.size = size
        self.prefetch = prefetch
        self.whenFull = whenFull
        switch whenFull {
        case .dropNewest: overflow = .dropNewest
        case .dropOldest: overflow = .dropOldest
        case .customError: overflow = .refuse
        }
        // The subscriber's requests do not reach the upstream: `byRequest` asked it for
        // everything; `keepFull` asks for one more element per element delivered.
        outbox = Outbox(downstream, description: "Buffer", requestUpstream: { _ in }, delivered: { [weak self] count in
            guard let self, case .keepFull = self.prefetch else { return }
            lock.withLock { status.subscription }?.request(.max(count))
        })
    }

    var description: String { "Buffer" }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ status.accept(subscription) }) else { return subscription.cancel() }
        // The subscriber first: an upstream that completes as soon as it is asked (an empty
        // sequence) must not complete it before it has its subscription.
        let downstream: Downstream? = lock.withLock {
            defer { pending = nil }
            return pending
        }
        downstream?.receive(subscription: self)
        let upstream = lock.withLock { status.subscription }
        switch prefetch {
        case .keepFull: if size > 0 { upstream?.request(.max(size)) }
        case .byRequest: upstream?.request(.unlimited)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ status.subscription != nil }) else { return .none }
        guard !outbox.send(input, keepingAtMost: size, whenFull: overflow) else { return .none }
        // Full, with `customError`: the stream fails with the error.
        guard let upstream = lock.withLock({ status.end() }), case .customError(let makeError) = whenFull else { return .none }
        upstream.cancel()
        outbox.complete(.failure(makeError()))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard lock.withLock({ status.complete() }) else { return }
        outbox.complete(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        outbox.request(demand)
    }

    func cancel() {
        outbox.cancel()
        lock.withLock { status.end() }?.cancel()
    }
}

extension Publisher {
    /// Buffers elements received from an upstream publisher — Combine's
    /// `buffer(size:prefetch:whenFull:)`.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let buffered = subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)
    /// ```
    ///
    /// Use it to collect a specific number of elements from an upstream publisher before
    /// republishing them to the downstream subscriber according to the strategies you
    /// specify: elements the subscriber has not asked for yet wait, in order, up to
    /// `size`; then `whenFull` drops the newest or the oldest, or fails the stream. A
    /// `finished` completion goes out after the waiting elements, a failure at once.
    public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy,
                       whenFull: Publishers.BufferingStrategy<Failure>) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}
