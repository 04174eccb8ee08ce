extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers — Combine's `Publishers.CombineLatest`.
    ///
    /// ```swift
    /// Publishers.CombineLatest(numbers, letters).sink { print($0) }
    /// ```
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// A tuple of a value of each upstream.
        public typealias Output = (A.Output, B.Output)
        /// The kind of errors this publisher might publish: the upstreams'.
        public typealias Failure = A.Failure

        /// A publisher to combine.
        public let a: A
        /// Another publisher to combine.
        public let b: B

        /// Creates a publisher that receives and combines the latest elements of 2 publishers.
        ///
        /// ```swift
        /// Publishers.CombineLatest(numbers, letters)
        /// ```
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to every upstream and publishes tuples as the rule of `combineLatest` says.
        ///
        /// ```swift
        /// Publishers.CombineLatest(numbers, letters).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            TupleRule.combineLatest.subscribe(subscriber, to: a, b)
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers — Combine's `Publishers.CombineLatest3`.
    ///
    /// ```swift
    /// Publishers.CombineLatest3(numbers, letters, flags).sink { print($0) }
    /// ```
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        /// A tuple of a value of each upstream.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The kind of errors this publisher might publish: the upstreams'.
        public typealias Failure = A.Failure

        /// A publisher to combine.
        public let a: A
        /// Another publisher to combine.
        public let b: B
        /// Another publisher to combine.
        public let c: C

        /// Creates a publisher that receives and combines the latest elements of 3 publishers.
        ///
        /// ```swift
        /// Publishers.CombineLatest3(numbers, letters, flags)
        /// ```
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes to every upstream and publishes tuples as the rule of `combineLatest` says.
        ///
        /// ```swift
        /// Publishers.CombineLatest3(numbers, letters, flags).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            TupleRule.combineLatest.subscribe(subscriber, to: a, b, c)
        }
    }

    /// A publisher that receives and combines the latest elements from four publishers — Combine's `Publishers.CombineLatest4`.
    ///
    /// ```swift
    /// Publishers.CombineLatest4(numbers, letters, flags, dates).sink { print($0) }
    /// ```
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// A tuple of a value of each upstream.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The kind of errors this publisher might publish: the upstreams'.
        public typealias Failure = A.Failure

        /// A publisher to combine.
        public let a: A
        /// Another publisher to combine.
        public let b: B
        /// Another publisher to combine.
        public let c: C
        /// Another publisher to combine.
        public let d: D

        /// Creates a publisher that receives and combines the latest elements of 4 publishers.
        ///
        /// ```swift
        /// Publishers.CombineLatest4(numbers, letters, flags, dates)
        /// ```
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes to every upstream and publishes tuples as the rule of `combineLatest` says.
        ///
        /// ```swift
        /// Publishers.CombineLatest4(numbers, letters, flags, dates).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            TupleRule.combineLatest.subscribe(subscriber, to: a, b, c, d)
        }
    }

}

extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon receiving output
    /// from either publisher — Combine's `combineLatest(_:)`.
    ///
    /// ```swift
    /// let pub1 = PassthroughSubject<Int, Never>()
    /// let pub2 = PassthroughSubject<Int, Never>()
    ///
    /// cancellable = pub1
    ///     .combineLatest(pub2)
    ///     .sink { print("Result: \($0).") }
    ///
    /// pub1.send(1)
    /// pub1.send(2)
    /// pub2.send(2)
    /// pub1.send(3)
    /// pub1.send(45)
    /// pub2.send(22)
    ///
    /// // Prints:
    /// //    Result: (2, 2).    // pub1 latest = 2, pub2 latest = 2
    /// //    Result: (3, 2).    // pub1 latest = 3, pub2 latest = 2
    /// //    Result: (45, 2).   // pub1 latest = 45, pub2 latest = 2
    /// //    Result: (45, 22).  // pub1 latest = 45, pub2 latest = 22
    /// ```
    ///
    /// All upstream publishers need to finish for this publisher to finish. If an upstream
    /// publisher never publishes a value, this publisher never finishes. If any of the
    /// combined publishers terminates with a failure, this publisher also fails.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to an additional publisher and invokes a closure upon receiving output
    /// from either publisher — Combine's `combineLatest(_:_:)`.
    ///
    /// ```swift
    /// pub1.combineLatest(pub2) { first, second in first * second }.sink { print($0) }
    /// ```
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Subscribes to two additional publishers and publishes a tuple upon receiving output
    /// from any of the publishers — Combine's `combineLatest(_:_:)`.
    ///
    /// ```swift
    /// pub1.combineLatest(pub2, pub3).sink { print($0) }
    /// ```
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Subscribes to two additional publishers and invokes a closure upon receiving output
    /// from any of the publishers — Combine's `combineLatest(_:_:_:)`.
    ///
    /// ```swift
    /// pub1.combineLatest(pub2, pub3) { $0 + $1 + $2 }.sink { print($0) }
    /// ```
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// Subscribes to three additional publishers and publishes a tuple upon receiving
    /// output from any of the publishers — Combine's `combineLatest(_:_:_:)`.
    ///
    /// ```swift
    /// pub1.combineLatest(pub2, pub3, pub4).sink { print($0) }
    /// ```
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R) -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Subscribes to three additional publishers and invokes a closure upon receiving
    /// output from any of the publishers — Combine's `combineLatest(_:_:_:_:)`.
    ///
    /// ```swift
    /// pub1.combineLatest(pub2, pub3, pub4) { $0 + $1 + $2 + $3 }.sink { print($0) }
    /// ```
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
