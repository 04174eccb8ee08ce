extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a
    /// provided closure — Combine's `Publishers.Map`.
    ///
    /// ```swift
    /// let cancellable = [1, 2, 3].publisher.map { $0 * 10 }.sink { print($0) }   // 10, 20, 30
    /// ```
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) -> Output

        /// Creates a publisher that transforms all elements from the upstream publisher
        /// with a provided closure.
        ///
        /// ```swift
        /// Publishers.Map(upstream: subject) { $0 * 2 }
        /// ```
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes to the upstream, transforming each value on its way down.
        ///
        /// ```swift
        /// subject.map(String.init).subscribe(subscriber)
        /// ```
        @inlinable @inline(__always)
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Upstream.Failure {
            upstream.subscribe(MapInner(downstream: subscriber, transform: transform))
        }
    }

    /// A publisher that transforms all elements from the upstream publisher with a
    /// provided error-throwing closure — Combine's `Publishers.TryMap`.
    ///
    /// ```swift
    /// [1, 0].publisher.tryMap { try divide(10, by: $0) }
    /// ```
    ///
    /// A thrown error cancels the upstream and ends the stream with that error.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) throws -> Output

        /// Creates a publisher that transforms elements with an error-throwing closure.
        ///
        /// ```swift
        /// Publishers.TryMap(upstream: subject) { try parse($0) }
        /// ```
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes to the upstream, transforming each value, failing on a thrown error.
        ///
        /// ```swift
        /// subject.tryMap(parse).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            upstream.subscribe(TryMapInner(subscriber, transform: transform))
        }
    }

    /// A publisher that publishes the value of a key path — Combine's
    /// `Publishers.MapKeyPath`.
    ///
    /// ```swift
    /// users.map(\.name).sink { print($0) }
    /// ```
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The key path of a property on the upstream's values.
        public let keyPath: KeyPath<Upstream.Output, Output>

        /// Subscribes to the upstream, publishing the property of each value.
        ///
        /// ```swift
        /// users.map(\.name).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Upstream.Failure {
            let keyPath = keyPath
            upstream.subscribe(MapInner(downstream: subscriber) { $0[keyPath: keyPath] })
        }
    }
}

/// The subscriber of a ``Publishers/Map``: passes everything through, transforming values.
@usableFromInline
struct MapInner<Downstream: Subscriber, Input>: Subscriber, CustomStringConvertible {
    @usableFromInline typealias Failure = Downstream.Failure
    @usableFromInline let downstream: Downstream
    @usableFromInline let transform: (Input) -> Downstream.Input
    @usableFromInline let combineIdentifier: CombineIdentifier

    @inlinable
    init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input) {
        self.downstream = downstream
        self.transform = transform
        combineIdentifier = CombineIdentifier()
    }

    @usableFromInline var description: String { "Map" }
    @inlinable func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    @inlinable func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }
    @inlinable func receive(completion: Subscribers.Completion<Downstream.Failure>) { downstream.receive(completion: completion) }
}

final class TryMapInner<Downstream: Subscriber, Input, UpstreamFailure: Error>: TransformInner<Downstream, Input, UpstreamFailure>
where Downstream.Failure == any Error {
    private let transform: (Input) throws -> Downstream.Input

    init(_ downstream: Downstream, transform: @escaping (Input) throws -> Downstream.Input) {
        self.transform = transform
        super.init(downstream, description: "TryMap", convertFailure: { $0 })
    }

    override func step(_ input: Input) -> Step<Downstream.Input, any Error> {
        do { return .emit(try transform(input)) } catch { return .fail(error) }
    }
}

extension Publisher {
    /// Transforms all elements from the upstream publisher with a provided closure —
    /// Combine's `map(_:)`.
    ///
    /// ```swift
    /// let numbers = [5, 4, 3, 2, 1, 0]
    /// let romanNumeralDict: [Int : String] = [1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"]
    /// cancellable = numbers.publisher
    ///     .map { romanNumeralDict[$0] ?? "(unknown)" }
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "V IV III II I (unknown)"
    /// ```
    @inlinable
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms all elements from the upstream publisher with a provided error-throwing
    /// closure — Combine's `tryMap(_:)`.
    ///
    /// ```swift
    /// [1, 2, 0].publisher
    ///     .tryMap { try romanNumeral(from: $0) }
    ///     .sink(receiveCompletion: { print("completion: \($0)") }, receiveValue: { print($0) })
    /// ```
    ///
    /// If the closure throws, the publisher fails with the thrown error.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Publishes the value of a key path — Combine's `map(_:)` with a key path.
    ///
    /// ```swift
    /// model.$user.map(\.name).sink { print($0) }
    /// ```
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// Replaces nil elements in the stream with the provided element — Combine's
    /// `replaceNil(with:)`.
    ///
    /// ```swift
    /// let numbers: [Double?] = [1.0, 2.0, nil, 3.0]
    /// numbers.publisher
    ///     .replaceNil(with: 0.0)
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "1.0 2.0 0.0 3.0"
    /// ```
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        Publishers.Map(upstream: self) { $0 ?? output }
    }
}
