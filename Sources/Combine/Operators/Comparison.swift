extension Publishers {
    /// A publisher that republishes items from another publisher only if each new item is
    /// in increasing order from the previously-published item — Combine's
    /// `Publishers.Comparison` (`min` and `max`): the greatest element by
    /// ``areInIncreasingOrder``, when the upstream finishes.
    ///
    /// ```swift
    /// [0, 10, 5].publisher.max().sink { print($0) }   // 10
    /// ```
    public struct Comparison<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A closure that receives two elements and returns true if they are in increasing
        /// order.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates a publisher that publishes the greatest element by the ordering.
        ///
        /// ```swift
        /// Publishers.Comparison(upstream: numbers, areInIncreasingOrder: <)   // the maximum
        /// ```
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Subscribes to the upstream; publishes the greatest element when it finishes
        /// (nothing if it sent none). Of equal elements, the first is kept.
        ///
        /// ```swift
        /// numbers.max().subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            var greatest: Upstream.Output?
            let areInIncreasingOrder = areInIncreasingOrder
            upstream.subscribe(Accumulator(subscriber, description: "Comparison", result: { greatest }) { input in
                if let current = greatest, !areInIncreasingOrder(current, input) { return .proceed }
                greatest = input
                return .proceed
            })
        }
    }

    /// A publisher that republishes items from another publisher only if each new item is
    /// in increasing order from the previously-published item, and fails if the ordering
    /// logic throws an error — Combine's `Publishers.TryComparison` (`tryMin`, `tryMax`).
    ///
    /// ```swift
    /// readings.tryMax { try $0.celsius() < $1.celsius() }
    /// ```
    public struct TryComparison<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A closure that receives two elements and returns true if they are in increasing
        /// order; it may throw.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates a publisher that publishes the greatest element by a throwing ordering.
        ///
        /// ```swift
        /// Publishers.TryComparison(upstream: readings) { try $0.celsius() < $1.celsius() }
        /// ```
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Subscribes to the upstream; a thrown error ends the stream with it.
        ///
        /// ```swift
        /// readings.tryMax(by: colder).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
            var greatest: Upstream.Output?
            let areInIncreasingOrder = areInIncreasingOrder
            upstream.subscribe(Accumulator(subscriber, description: "TryComparison", result: { greatest }) { (input) throws in
                if let current = greatest, try !areInIncreasingOrder(current, input) { return .proceed }
                greatest = input
                return .proceed
            })
        }
    }
}

extension Publisher where Output: Comparable {
    /// Publishes the minimum value received from the upstream publisher, after it
    /// finishes — Combine's `min()`.
    ///
    /// ```swift
    /// let numbers = [-1, 0, 10, 5]
    /// numbers.publisher
    ///     .min()
    ///     .sink { print("\($0)") }
    /// // Prints: "-1"
    /// ```
    ///
    /// After this publisher receives a request for more than 0 items, it requests
    /// unlimited items from its upstream publisher.
    public func min() -> Publishers.Comparison<Self> {
        min(by: <)
    }

    /// Publishes the maximum value received from the upstream publisher, after it
    /// finishes — Combine's `max()`.
    ///
    /// ```swift
    /// let numbers = [0, 10, 5]
    /// cancellable = numbers.publisher
    ///     .max()
    ///     .sink { print("\($0)") }
    /// // Prints: "10"
    /// ```
    ///
    /// After this publisher receives a request for more than 0 items, it requests
    /// unlimited items from its upstream publisher.
    public func max() -> Publishers.Comparison<Self> {
        max(by: <)
    }
}

extension Publisher {
    /// Publishes the minimum value received from the upstream publisher, after it
    /// finishes — Combine's `min(by:)`.
    ///
    /// ```swift
    /// enum Rank: Int {
    ///     case ace = 1, two, three, four, five, six, seven, eight, nine, ten, jack, queen, king
    /// }
    ///
    /// let cards: [Rank] = [.five, .queen, .ace, .eight, .king]
    /// cancellable = cards.publisher
    ///     .min { $0.rawValue < $1.rawValue }
    ///     .sink { print("\($0)") }
    /// // Prints: "ace"
    /// ```
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }

    /// Publishes the minimum value received from the upstream publisher, using the
    /// provided error-throwing closure to order the items — Combine's `tryMin(by:)`.
    ///
    /// ```swift
    /// struct IllegalValueError: Error {}
    ///
    /// let numbers: [Int] = [0, 10, 6, 13, 22, 22]
    /// numbers.publisher
    ///     .tryMin { first, second -> Bool in
    ///         if first % 2 != 0 { throw IllegalValueError() }
    ///         return first < second
    ///     }
    ///     .sink(receiveCompletion: { print("completion: \($0)") },
    ///           receiveValue: { print("value: \($0)") })
    /// // Prints: "completion: failure(IllegalValueError())"
    /// ```
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
    }

    /// Publishes the maximum value received from the upstream publisher, using the
    /// provided ordering closure — Combine's `max(by:)`.
    ///
    /// ```swift
    /// let cards: [Rank] = [.five, .queen, .ace, .eight, .jack]
    /// cancellable = cards.publisher
    ///     .max { $0.rawValue < $1.rawValue }
    ///     .sink { print("\($0)") }
    /// // Prints: "queen"
    /// ```
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Publishes the maximum value received from the upstream publisher, using the
    /// provided error-throwing closure to order the items — Combine's `tryMax(by:)`.
    ///
    /// ```swift
    /// readings.publisher
    ///     .tryMax { try $0.celsius() < $1.celsius() }
    ///     .sink(receiveCompletion: { print("completion: \($0)") },
    ///           receiveValue: { print("value: \($0)") })
    /// ```
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}
