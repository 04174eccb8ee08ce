extension Publishers {
    /// A publisher that transforms elements by applying a closure that receives its previous
    /// result and the next element — Combine's `Publishers.Scan`.
    ///
    /// ```swift
    /// (0...5).publisher.scan(0) { $0 + $1 }.sink { print($0) }   // 0 1 3 6 10 15
    /// ```
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The previous result, before the first element.
        public let initialResult: Output
        /// The closure that makes the next result from the previous one and an element.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that publishes each partial result.
        ///
        /// ```swift
        /// Publishers.Scan(upstream: numbers, initialResult: 0, nextPartialResult: +)
        /// ```
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes to the upstream, publishing the running result after each element.
        ///
        /// ```swift
        /// numbers.scan(0, +).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            var running = RunningResult(initialResult, nextPartialResult)
            upstream.subscribe(MapInner(downstream: subscriber) { running.add($0) })
        }
    }

    /// A publisher that transforms elements by applying an error-throwing closure that
    /// receives its previous result and the next element — Combine's `Publishers.TryScan`.
    ///
    /// ```swift
    /// numbers.tryScan(0) { try checkedSum($0, $1) }
    /// ```
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The previous result, before the first element.
        public let initialResult: Output
        /// The error-throwing closure that makes the next result.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a publisher that publishes each partial result; a thrown error ends it.
        ///
        /// ```swift
        /// Publishers.TryScan(upstream: numbers, initialResult: 0) { try checkedSum($0, $1) }
        /// ```
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Subscribes to the upstream; a thrown error ends the stream with it.
        ///
        /// ```swift
        /// numbers.tryScan(0, checkedSum).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            var running = RunningResult(initialResult, nextPartialResult)
            upstream.subscribe(TryStepInner(subscriber, description: "TryScan") { .emit(try running.add($0)) })
        }
    }
}

extension Publisher {
    /// Transforms elements from the upstream publisher by providing the current element to
    /// a closure along with the last value returned by the closure — Combine's
    /// `scan(_:_:)`.
    ///
    /// ```swift
    /// let range = (0...5)
    /// cancellable = range.publisher
    ///     .scan(0) { return $0 + $1 }
    ///     .sink { print ("\($0)", terminator: " ") }
    /// // Prints: "0 1 3 6 10 15 ".
    /// ```
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Transforms elements from the upstream publisher by providing the current element to
    /// an error-throwing closure along with the last value returned by the closure —
    /// Combine's `tryScan(_:_:)`.
    ///
    /// ```swift
    /// numbers.publisher.tryScan(0) { try checkedSum($0, $1) }
    /// ```
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
