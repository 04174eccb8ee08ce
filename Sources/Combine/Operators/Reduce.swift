extension Publishers {
    /// A publisher that applies a closure to all received elements and produces an
    /// accumulated value when the upstream publisher finishes — Combine's
    /// `Publishers.Reduce`.
    ///
    /// ```swift
    /// (0...10).publisher.reduce(0, +).sink { print($0) }   // 55
    /// ```
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The initial value provided on the first invocation of the closure.
        public let initial: Output
        /// A closure that takes the previously-accumulated value and the next element from
        /// the upstream publisher to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that accumulates the elements.
        ///
        /// ```swift
        /// Publishers.Reduce(upstream: numbers, initial: 0, nextPartialResult: +)
        /// ```
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes to the upstream; publishes the accumulated value when it finishes.
        ///
        /// ```swift
        /// numbers.reduce(0, +).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            var running = RunningResult(initial, nextPartialResult)
            upstream.subscribe(Accumulator(subscriber, description: "Reduce", result: { running.current }) {
                running.add($0)
                return .proceed
            })
        }
    }

    /// A publisher that applies an error-throwing closure to all received elements and
    /// produces an accumulated value when the upstream publisher finishes — Combine's
    /// `Publishers.TryReduce`.
    ///
    /// ```swift
    /// numbers.tryReduce(0) { try checkedSum($0, $1) }
    /// ```
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The initial value provided on the first invocation of the closure.
        public let initial: Output
        /// An error-throwing closure that makes the next accumulated value.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a publisher that accumulates the elements; a thrown error ends it.
        ///
        /// ```swift
        /// Publishers.TryReduce(upstream: numbers, initial: 0) { try checkedSum($0, $1) }
        /// ```
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes to the upstream; publishes the accumulated value when it finishes.
        ///
        /// ```swift
        /// numbers.tryReduce(0, checkedSum).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            var running = RunningResult(initial, nextPartialResult)
            upstream.subscribe(Accumulator(subscriber, description: "TryReduce", result: { running.current }) { (input) throws in
                try running.add(input)
                return .proceed
            })
        }
    }

    /// A publisher that buffers items — Combine's `Publishers.Collect`: every element, as
    /// one array, when the upstream finishes.
    ///
    /// ```swift
    /// (0...3).publisher.collect().sink { print($0) }   // [0, 1, 2, 3]
    /// ```
    public struct Collect<Upstream: Publisher>: Publisher {
        /// An array of the upstream's values.
        public typealias Output = [Upstream.Output]
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that collects every element.
        ///
        /// ```swift
        /// Publishers.Collect(upstream: numbers)
        /// ```
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes to the upstream; publishes every element as one array when it
        /// finishes.
        ///
        /// ```swift
        /// numbers.collect().subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == [Upstream.Output], Upstream.Failure == S.Failure {
            var buffer: [Upstream.Output] = []
            upstream.subscribe(Accumulator(subscriber, description: "Collect", result: { buffer }) { input in
                buffer.append(input)
                return .proceed
            })
        }
    }

    /// A publisher that buffers a maximum number of items — Combine's
    /// `Publishers.CollectByCount`: arrays of `count` elements, and the rest when the
    /// upstream finishes.
    ///
    /// ```swift
    /// (0...10).publisher.collect(5).sink { print($0) }   // [0...4], [5...9], [10]
    /// ```
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        /// An array of up to ``count`` upstream values.
        public typealias Output = [Upstream.Output]
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of received elements to buffer before publishing.
        public let count: Int

        /// Creates a publisher that buffers `count` elements at a time.
        ///
        /// ```swift
        /// Publishers.CollectByCount(upstream: numbers, count: 5)
        /// ```
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Subscribes to the upstream; each demanded array asks it for `count` elements.
        ///
        /// ```swift
        /// numbers.collect(5).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == [Upstream.Output], Upstream.Failure == S.Failure {
            upstream.subscribe(CollectByCountInner(subscriber, count: Swift.max(1, count)))
        }
    }

    /// A publisher that publishes the number of elements received from the upstream
    /// publisher — Combine's `Publishers.Count`.
    ///
    /// ```swift
    /// ["a", "b"].publisher.count().sink { print($0) }   // 2
    /// ```
    public struct Count<Upstream: Publisher>: Publisher {
        /// The number of elements.
        public typealias Output = Int
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that counts the elements.
        ///
        /// ```swift
        /// Publishers.Count(upstream: words)
        /// ```
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes to the upstream; publishes the count when it finishes.
        ///
        /// ```swift
        /// words.count().subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Int, Upstream.Failure == S.Failure {
            var count = 0
            upstream.subscribe(Accumulator(subscriber, description: "Count", result: { count }) { _ in
                count += 1
                return .proceed
            })
        }
    }

    /// A publisher that ignores all upstream elements, but passes along the upstream
    /// publisher’s completion state — Combine's `Publishers.IgnoreOutput`.
    ///
    /// ```swift
    /// save.ignoreOutput().sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
    /// ```
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// It publishes no values.
        public typealias Output = Never
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that passes on only the completion.
        ///
        /// ```swift
        /// Publishers.IgnoreOutput(upstream: save)
        /// ```
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes to the upstream; passes on only its completion.
        ///
        /// ```swift
        /// save.ignoreOutput().subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Never, Upstream.Failure == S.Failure {
            upstream.subscribe(Accumulator(subscriber, description: "IgnoreOutput", result: { nil }) { _ in .proceed })
        }
    }
}

/// The subscriber and subscription of ``Publishers/CollectByCount``: a demand of `n`
/// arrays asks the upstream for `n × count` elements.
final class CollectByCountInner<Downstream: Subscriber, Input>: Subscriber, Subscription, CustomStringConvertible
where Downstream.Input == [Input] {
    typealias Failure = Downstream.Failure
    private let lock = Lock()
    private let downstream: Downstream
    private let count: Int
    /// invariant: read and written only under `lock`.
    private var status = SubscriptionStatus.awaiting
    /// invariant: touched only by `receive(_:)` and `receive(completion:)`, which the
    /// upstream calls serially.
    private var buffer: [Input] = []

    init(_ downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.count = count
    }

    var description: String { "CollectByCount" }

    func receive(subscription: any Subscription) {
        guard lock.withLock({ status.accept(subscription) }) else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ status.subscription != nil }) else { return .none }
        buffer.append(input)
        guard buffer.count == count else { return .none }
        let full = buffer
        buffer = []
        return downstream.receive(full) * count
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard lock.withLock({ status.complete() }) else { return }
        if case .finished = completion, !buffer.isEmpty { _ = downstream.receive(buffer) }
        buffer = []
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { status.subscription }?.request(demand * count)
    }

    func cancel() {
        lock.withLock { status.end() }?.cancel()
    }
}

extension Publisher {
    /// Applies a closure that collects each element of a stream and publishes a final
    /// result upon completion — Combine's `reduce(_:_:)`.
    ///
    /// ```swift
    /// let numbers = (0...10)
    /// cancellable = numbers.publisher
    ///     .reduce(0, { accum, next in accum + next })
    ///     .sink { print("\($0)") }
    /// // Prints: "55"
    /// ```
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Applies an error-throwing closure that collects each element of a stream and
    /// publishes a final result upon completion — Combine's `tryReduce(_:_:)`.
    ///
    /// ```swift
    /// numbers.publisher.tryReduce(0) { try checkedSum($0, $1) }
    /// ```
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Collects all received elements, and emits a single array of the collection when
    /// the upstream publisher finishes — Combine's `collect()`.
    ///
    /// ```swift
    /// let numbers = (0...10)
    /// cancellable = numbers.publisher
    ///     .collect()
    ///     .sink { print("\($0)") }
    /// // Prints: "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"
    /// ```
    ///
    /// If the upstream publisher fails with an error, this publisher forwards the error to
    /// the downstream receiver instead of sending its output.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// Collects up to the specified number of elements, and then emits a single array of
    /// the collection — Combine's `collect(_:)`.
    ///
    /// ```swift
    /// let numbers = (0...10)
    /// cancellable = numbers.publisher
    ///     .collect(5)
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints "[0, 1, 2, 3, 4] [5, 6, 7, 8, 9] [10] "
    /// ```
    ///
    /// If the upstream publisher finishes before filling the buffer, this publisher sends
    /// an array of all the items it has received; if it fails, the failure goes through
    /// and the buffered items are dropped.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }

    /// Publishes the number of elements received from the upstream publisher — Combine's
    /// `count()`.
    ///
    /// ```swift
    /// ["a", "b", "c"].publisher.count().sink { print($0) }   // 3
    /// ```
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }

    /// Ignores all upstream elements, but passes along the upstream publisher’s completion
    /// state — Combine's `ignoreOutput()`.
    ///
    /// ```swift
    /// upload.ignoreOutput().sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
    /// ```
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}
