extension Publishers {
    /// A publisher that republishes all elements that match a provided closure —
    /// Combine's `Publishers.Filter`.
    ///
    /// ```swift
    /// [1, 2, 3, 4].publisher.filter { $0 % 2 == 0 }.sink { print($0) }   // 2, 4
    /// ```
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that indicates whether to republish an element.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Creates a publisher that republishes the elements that match the closure.
        ///
        /// ```swift
        /// Publishers.Filter(upstream: subject) { $0 > 0 }
        /// ```
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Subscribes to the upstream, letting through the values that match.
        ///
        /// ```swift
        /// subject.filter { $0 > 0 }.subscribe(subscriber)
        /// ```
        @inlinable @inline(__always)
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(FilterInner(downstream: subscriber, isIncluded: isIncluded))
        }
    }

    /// A publisher that republishes all elements that match a provided error-throwing
    /// closure — Combine's `Publishers.TryFilter`.
    ///
    /// ```swift
    /// numbers.tryFilter { try isPrime($0) }
    /// ```
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// An error-throwing closure that indicates whether to republish an element.
        public let isIncluded: (Upstream.Output) throws -> Bool

        /// Creates a publisher that republishes the elements that match the closure.
        ///
        /// ```swift
        /// Publishers.TryFilter(upstream: subject) { try check($0) }
        /// ```
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Subscribes to the upstream; a thrown error ends the stream with it.
        ///
        /// ```swift
        /// subject.tryFilter(check).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
            let isIncluded = isIncluded
            upstream.subscribe(TryStepInner(subscriber, description: "TryFilter") { input in
                try isIncluded(input) ? .emit(input) : .skip
            })
        }
    }

    /// A publisher that republishes all non-nil results of calling a closure with each
    /// received element — Combine's `Publishers.CompactMap`.
    ///
    /// ```swift
    /// ["1", "x", "3"].publisher.compactMap { Int($0) }.sink { print($0) }   // 1, 3
    /// ```
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that receives values from the upstream publisher and returns optional
        /// values.
        public let transform: (Upstream.Output) -> Output?

        /// Creates a publisher that republishes the non-nil results of `transform`.
        ///
        /// ```swift
        /// Publishers.CompactMap(upstream: strings) { Int($0) }
        /// ```
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes to the upstream, dropping the values that transform to `nil`.
        ///
        /// ```swift
        /// strings.compactMap { Int($0) }.subscribe(subscriber)
        /// ```
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(CompactMapInner(downstream: subscriber, transform: transform))
        }
    }

    /// A publisher that republishes all non-nil results of calling an error-throwing
    /// closure with each received element — Combine's `Publishers.TryCompactMap`.
    ///
    /// ```swift
    /// strings.tryCompactMap { try parseIfPresent($0) }
    /// ```
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// An error-throwing closure that receives values from the upstream publisher and
        /// returns optional values.
        public let transform: (Upstream.Output) throws -> Output?

        /// Creates a publisher that republishes the non-nil results of `transform`.
        ///
        /// ```swift
        /// Publishers.TryCompactMap(upstream: strings) { try parseIfPresent($0) }
        /// ```
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes to the upstream; a thrown error ends the stream with it.
        ///
        /// ```swift
        /// strings.tryCompactMap(parse).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let transform = transform
            upstream.subscribe(TryStepInner(subscriber, description: "TryCompactMap") { input in
                try transform(input).map { .emit($0) } ?? .skip
            })
        }
    }

    /// A publisher that publishes only elements that don’t match the previous element —
    /// Combine's `Publishers.RemoveDuplicates`.
    ///
    /// ```swift
    /// [0, 1, 1, 2, 2, 0].publisher.removeDuplicates().sink { print($0) }   // 0, 1, 2, 0
    /// ```
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure to evaluate whether two elements are equivalent, for purposes of
        /// filtering.
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates a publisher that publishes only elements that don’t match the previous
        /// element, as evaluated by a provided closure.
        ///
        /// ```swift
        /// Publishers.RemoveDuplicates(upstream: subject) { $0 == $1 }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream, dropping values equivalent to the one before.
        ///
        /// ```swift
        /// subject.removeDuplicates().subscribe(subscriber)
        /// ```
        @inlinable @inline(__always)
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(RemoveDuplicatesInner(downstream: subscriber, predicate: predicate))
        }
    }

    /// A publisher that publishes only elements that don’t match the previous element, as
    /// evaluated by a provided error-throwing closure — Combine's
    /// `Publishers.TryRemoveDuplicates`.
    ///
    /// ```swift
    /// subject.tryRemoveDuplicates { try same($0, $1) }
    /// ```
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// An error-throwing closure to evaluate whether two elements are equivalent.
        public let predicate: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates a publisher that publishes only elements that don’t match the previous
        /// element.
        ///
        /// ```swift
        /// Publishers.TryRemoveDuplicates(upstream: subject) { try same($0, $1) }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; a thrown error ends the stream with it.
        ///
        /// ```swift
        /// subject.tryRemoveDuplicates(by: same).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            var previous: Upstream.Output?
            upstream.subscribe(TryStepInner(subscriber, description: "TryRemoveDuplicates") { input in
                defer { previous = input }
                if let previous, try predicate(previous, input) { return .skip }
                return .emit(input)
            })
        }
    }
}

/// The subscriber of a ``Publishers/Filter``.
@usableFromInline
struct FilterInner<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
    @usableFromInline typealias Input = Downstream.Input
    @usableFromInline typealias Failure = Downstream.Failure
    @usableFromInline let downstream: Downstream
    @usableFromInline let isIncluded: (Input) -> Bool
    @usableFromInline let combineIdentifier: CombineIdentifier

    @inlinable
    init(downstream: Downstream, isIncluded: @escaping (Input) -> Bool) {
        self.downstream = downstream
        self.isIncluded = isIncluded
        combineIdentifier = CombineIdentifier()
    }

    @usableFromInline var description: String { "Filter" }
    @inlinable func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    @inlinable func receive(_ input: Input) -> Subscribers.Demand { isIncluded(input) ? downstream.receive(input) : .max(1) }
    @inlinable func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

/// The subscriber of a ``Publishers/CompactMap``.
@usableFromInline
struct CompactMapInner<Downstream: Subscriber, Input>: Subscriber, CustomStringConvertible {
    @usableFromInline typealias Failure = Downstream.Failure
    @usableFromInline let downstream: Downstream
    @usableFromInline let transform: (Input) -> Downstream.Input?
    @usableFromInline let combineIdentifier: CombineIdentifier

    @inlinable
    init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?) {
        self.downstream = downstream
        self.transform = transform
        combineIdentifier = CombineIdentifier()
    }

    @usableFromInline var description: String { "CompactMap" }
    @inlinable func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    @inlinable func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = transform(input) else { return .max(1) }
        return downstream.receive(output)
    }
    @inlinable func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

/// The subscriber of a ``Publishers/RemoveDuplicates``: remembers the last value it let
/// through (its calls are serial, as Combine's rules require of its upstream).
@usableFromInline
final class RemoveDuplicatesInner<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
    @usableFromInline typealias Input = Downstream.Input
    @usableFromInline typealias Failure = Downstream.Failure
    @usableFromInline let downstream: Downstream
    @usableFromInline let predicate: (Input, Input) -> Bool
    /// invariant: touched only by `receive(_:)`, which the upstream calls serially (so it
    /// needs no run-time exclusivity check).
    @usableFromInline @exclusivity(unchecked) var previous: Input?

    @inlinable
    init(downstream: Downstream, predicate: @escaping (Input, Input) -> Bool) {
        self.downstream = downstream
        self.predicate = predicate
    }

    @usableFromInline var description: String { "RemoveDuplicates" }
    @inlinable func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    @inlinable func receive(_ input: Input) -> Subscribers.Demand {
        if let previous, predicate(previous, input) { return .max(1) }
        previous = input
        return downstream.receive(input)
    }
    @inlinable func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

extension Publisher {
    /// Republishes all elements that match a provided closure — Combine's `filter(_:)`.
    ///
    /// ```swift
    /// let numbers: [Int] = [1, 2, 3, 4, 5]
    /// cancellable = numbers.publisher
    ///     .filter { $0 % 2 == 0 }
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "2 4"
    /// ```
    @inlinable
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Republishes all elements that match a provided error-throwing closure — Combine's
    /// `tryFilter(_:)`.
    ///
    /// ```swift
    /// numbers.publisher.tryFilter { try isPrime($0) }
    /// ```
    ///
    /// If the closure throws, the publisher fails with the thrown error.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    /// Calls a closure with each received element and publishes any returned optional
    /// that has a value — Combine's `compactMap(_:)`.
    ///
    /// ```swift
    /// let numbers = (0...5)
    /// let romanNumeralDict: [Int : String] = [1: "I", 2: "II", 3: "III", 5: "V"]
    /// cancellable = numbers.publisher
    ///     .compactMap { romanNumeralDict[$0] }
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "I II III V"
    /// ```
    @inlinable
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Calls an error-throwing closure with each received element and publishes any
    /// returned optional that has a value — Combine's `tryCompactMap(_:)`.
    ///
    /// ```swift
    /// strings.publisher.tryCompactMap { try parseIfPresent($0) }
    /// ```
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }

    /// Publishes only elements that don’t match the previous element, as evaluated by a
    /// provided closure — Combine's `removeDuplicates(by:)`.
    ///
    /// ```swift
    /// struct Point { let x: Int; let y: Int }
    /// let points = [Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1), Point(x: 2, y: 1)]
    /// cancellable = points.publisher
    ///     .removeDuplicates { prev, current in prev.x == current.x }
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: Point(x: 0, y: 0) Point(x: 1, y: 1) Point(x: 2, y: 1)
    /// ```
    @inlinable
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Publishes only elements that don’t match the previous element, as evaluated by a
    /// provided error-throwing closure — Combine's `tryRemoveDuplicates(by:)`.
    ///
    /// ```swift
    /// subject.tryRemoveDuplicates { try same($0, $1) }
    /// ```
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Publishes only elements that don’t match the previous element — Combine's
    /// `removeDuplicates()`.
    ///
    /// ```swift
    /// let numbers = [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0]
    /// cancellable = numbers.publisher
    ///     .removeDuplicates()
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "0 1 2 3 4 0"
    /// ```
    @inlinable
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}
