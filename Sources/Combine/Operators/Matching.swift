extension Publishers {
    /// A publisher that emits a Boolean value when it receives a specific element from its
    /// upstream publisher — Combine's `Publishers.Contains`.
    ///
    /// ```swift
    /// [-1, 5, 10, 5].publisher.contains(5).sink { print($0) }   // true
    /// ```
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        /// Whether the element came.
        public typealias Output = Bool
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The element to scan for in the upstream publisher.
        public let output: Upstream.Output

        /// Creates a publisher that emits a Boolean value when it receives a specific
        /// element from its upstream publisher.
        ///
        /// ```swift
        /// Publishers.Contains(upstream: numbers, output: 5)
        /// ```
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes to the upstream; publishes `true` and finishes at the first equal
        /// element, `false` when the upstream finishes without one.
        ///
        /// ```swift
        /// numbers.contains(5).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
            let output = output
            upstream.subscribe(firstMatch(subscriber, description: "Contains") { $0 == output })
        }
    }

    /// A publisher that emits a Boolean value upon receiving an element that satisfies the
    /// predicate closure — Combine's `Publishers.ContainsWhere`.
    ///
    /// ```swift
    /// [-1, 0, 10, 5].publisher.contains { $0 > 7 }.sink { print($0) }   // true
    /// ```
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        /// Whether a matching element came.
        public typealias Output = Bool
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that determines whether the publisher should consider an element as
        /// a match.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that emits a Boolean value upon receiving an element that
        /// satisfies the predicate closure.
        ///
        /// ```swift
        /// Publishers.ContainsWhere(upstream: numbers) { $0 > 7 }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; publishes `true` and finishes at the first matching
        /// element, `false` when the upstream finishes without one.
        ///
        /// ```swift
        /// numbers.contains { $0 > 7 }.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
            upstream.subscribe(firstMatch(subscriber, description: "ContainsWhere", predicate))
        }
    }

    /// A publisher that emits a Boolean value upon receiving an element that satisfies the
    /// throwing predicate closure — Combine's `Publishers.TryContainsWhere`.
    ///
    /// ```swift
    /// numbers.tryContains { try isOutlier($0) }
    /// ```
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        /// Whether a matching element came.
        public typealias Output = Bool
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that determines whether this publisher should emit a
        /// `true` element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that emits a Boolean value upon receiving an element that
        /// satisfies the throwing predicate closure.
        ///
        /// ```swift
        /// Publishers.TryContainsWhere(upstream: numbers) { try isOutlier($0) }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; a thrown error ends the stream with it.
        ///
        /// ```swift
        /// numbers.tryContains(where: isOutlier).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == any Error {
            var found = false
            let predicate = predicate
            upstream.subscribe(Accumulator(subscriber, description: "TryContainsWhere", result: { found }) { (input) throws in
                guard try predicate(input) else { return .proceed }
                found = true
                return .finish
            })
        }
    }

    /// A publisher that publishes a single Boolean value that indicates whether all
    /// received elements pass a given predicate — Combine's `Publishers.AllSatisfy`.
    ///
    /// ```swift
    /// [-1, 0, 10, 5].publisher.allSatisfy { (-1...100).contains($0) }.sink { print($0) }   // true
    /// ```
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        /// Whether every element passed.
        public typealias Output = Bool
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that evaluates each received element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that publishes a single Boolean value that indicates
        /// whether all received elements pass a given predicate.
        ///
        /// ```swift
        /// Publishers.AllSatisfy(upstream: numbers) { $0 >= 0 }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; publishes `false` and finishes at the first element
        /// that fails the predicate, `true` when the upstream finishes.
        ///
        /// ```swift
        /// numbers.allSatisfy { $0 >= 0 }.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, S.Input == Bool {
            var satisfied = true
            let predicate = predicate
            upstream.subscribe(Accumulator(subscriber, description: "AllSatisfy", result: { satisfied }) { input in
                guard !predicate(input) else { return .proceed }
                satisfied = false
                return .finish
            })
        }
    }

    /// A publisher that publishes a single Boolean value that indicates whether all
    /// received elements pass a given error-throwing predicate — Combine's
    /// `Publishers.TryAllSatisfy`.
    ///
    /// ```swift
    /// numbers.tryAllSatisfy { try isValid($0) }
    /// ```
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        /// Whether every element passed.
        public typealias Output = Bool
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that evaluates each received element, and may throw.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Returns a publisher that publishes a single Boolean value that indicates
        /// whether all received elements pass a given error-throwing predicate.
        ///
        /// ```swift
        /// Publishers.TryAllSatisfy(upstream: numbers) { try isValid($0) }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; a thrown error ends the stream with it.
        ///
        /// ```swift
        /// numbers.tryAllSatisfy(isValid).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == any Error {
            var satisfied = true
            let predicate = predicate
            upstream.subscribe(Accumulator(subscriber, description: "TryAllSatisfy", result: { satisfied }) { (input) throws in
                guard try !predicate(input) else { return .proceed }
                satisfied = false
                return .finish
            })
        }
    }
}

/// The accumulator of `contains` and `contains(where:)`: `true` and finished at the first
/// element that `matches`, `false` at the upstream's end.
private func firstMatch<S: Subscriber, Input>(_ subscriber: S, description: String,
                                              _ matches: @escaping (Input) -> Bool) -> Accumulator<S, Input, S.Failure>
where S.Input == Bool {
    var found = false
    return Accumulator(subscriber, description: description, result: { found }) { input in
        guard matches(input) else { return .proceed }
        found = true
        return .finish
    }
}

extension Publisher where Output: Equatable {
    /// Publishes a Boolean value upon receiving an element equal to the argument —
    /// Combine's `contains(_:)`.
    ///
    /// ```swift
    /// let numbers = [-1, 5, 10, 5]
    /// numbers.publisher
    ///     .contains(5)
    ///     .sink { print("\($0)") }
    /// // Prints: "true"
    /// ```
    ///
    /// At the first matching element it publishes `true`, cancels the upstream and
    /// finishes; if the upstream finishes without one, it publishes `false`.
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}

extension Publisher {
    /// Publishes a Boolean value upon receiving an element that satisfies the predicate
    /// closure — Combine's `contains(where:)`.
    ///
    /// ```swift
    /// let numbers = [-1, 0, 10, 5]
    /// numbers.publisher
    ///     .contains { $0 > 7 }
    ///     .sink { print("\($0)") }
    /// // Prints: "true"
    /// ```
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// Publishes a Boolean value upon receiving an element that satisfies the throwing
    /// predicate closure — Combine's `tryContains(where:)`.
    ///
    /// ```swift
    /// struct IllegalValueError: Error {}
    ///
    /// let numbers = [3, 2, 10, 5, 0, 9]
    /// numbers.publisher
    ///     .tryContains {
    ///         if $0 == 0 { throw IllegalValueError() }
    ///         return $0 > 7
    ///     }
    ///     .sink(receiveCompletion: { print("completion: \($0)") },
    ///           receiveValue: { print("value: \($0)") })
    /// // Prints: "value: true", "completion: finished"
    /// ```
    ///
    /// A thrown error cancels the upstream and ends the stream with it.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }

    /// Publishes a single Boolean value that indicates whether all received elements pass
    /// a given predicate — Combine's `allSatisfy(_:)`.
    ///
    /// ```swift
    /// let targetRange = (-1...100)
    /// let numbers = [-1, 0, 10, 5]
    /// numbers.publisher
    ///     .allSatisfy { targetRange.contains($0) }
    ///     .sink { print("\($0)") }
    /// // Prints: "true"
    /// ```
    ///
    /// At the first element that fails the predicate it publishes `false`, cancels the
    /// upstream and finishes; if the upstream finishes, it publishes `true`.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Publishes a single Boolean value that indicates whether all received elements pass
    /// a given error-throwing predicate — Combine's `tryAllSatisfy(_:)`.
    ///
    /// ```swift
    /// struct IllegalValueError: Error {}
    ///
    /// let targetRange = (-1...7)
    /// let numbers = [-1, 0, 10, 5]
    /// numbers.publisher
    ///     .tryAllSatisfy { anInt in
    ///         guard anInt != 7 else { throw IllegalValueError() }
    ///         return targetRange.contains(anInt)
    ///     }
    ///     .sink(receiveCompletion: { print("completion: \($0)") },
    ///           receiveValue: { print("value: \($0)") })
    /// // Prints: "value: false", "completion: finished"
    /// ```
    ///
    /// A thrown error cancels the upstream and ends the stream with it.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}
