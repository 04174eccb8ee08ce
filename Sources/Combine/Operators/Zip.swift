extension Publishers {
    /// A publisher created by applying the zip function to two upstream publishers — Combine's `Publishers.Zip`.
    ///
    /// ```swift
    /// Publishers.Zip(numbers, letters).sink { print($0) }
    /// ```
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// A tuple of a value of each upstream.
        public typealias Output = (A.Output, B.Output)
        /// The kind of errors this publisher might publish: the upstreams'.
        public typealias Failure = A.Failure

        /// A publisher to combine.
        public let a: A
        /// Another publisher to combine.
        public let b: B

        /// Creates a publisher that pairs the elements of 2 publishers.
        ///
        /// ```swift
        /// Publishers.Zip(numbers, letters)
        /// ```
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to every upstream and publishes tuples as the rule of `zip` says.
        ///
        /// ```swift
        /// Publishers.Zip(numbers, letters).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            TupleRule.zip.subscribe(subscriber, to: a, b)
        }
    }

    /// A publisher created by applying the zip function to three upstream publishers — Combine's `Publishers.Zip3`.
    ///
    /// ```swift
    /// Publishers.Zip3(numbers, letters, flags).sink { print($0) }
    /// ```
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
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

        /// Creates a publisher that pairs the elements of 3 publishers.
        ///
        /// ```swift
        /// Publishers.Zip3(numbers, letters, flags)
        /// ```
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes to every upstream and publishes tuples as the rule of `zip` says.
        ///
        /// ```swift
        /// Publishers.Zip3(numbers, letters, flags).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            TupleRule.zip.subscribe(subscriber, to: a, b, c)
        }
    }

    /// A publisher created by applying the zip function to four upstream publishers — Combine's `Publishers.Zip4`.
    ///
    /// ```swift
    /// Publishers.Zip4(numbers, letters, flags, dates).sink { print($0) }
    /// ```
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
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

        /// Creates a publisher that pairs the elements of 4 publishers.
        ///
        /// ```swift
        /// Publishers.Zip4(numbers, letters, flags, dates)
        /// ```
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes to every upstream and publishes tuples as the rule of `zip` says.
        ///
        /// ```swift
        /// Publishers.Zip4(numbers, letters, flags, dates).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            TupleRule.zip.subscribe(subscriber, to: a, b, c, d)
        }
    }

}

extension Publisher {
    /// Combines elements from another publisher and deliver pairs of elements as tuples —
    /// Combine's `zip(_:)`.
    ///
    /// ```swift
    /// let numbersPub = PassthroughSubject<Int, Never>()
    /// let lettersPub = PassthroughSubject<String, Never>()
    ///
    /// cancellable = numbersPub
    ///     .zip(lettersPub)
    ///     .sink { print("\($0)") }
    /// numbersPub.send(1)    // numbersPub: 1      lettersPub:          zip output: <none>
    /// numbersPub.send(2)    // numbersPub: 1,2    lettersPub:          zip output: <none>
    /// lettersPub.send("A")  // numbersPub: 1,2    lettersPub: "A"      zip output: (1, "A")
    /// numbersPub.send(3)    // numbersPub: 2,3    lettersPub:          zip output: <none>
    /// lettersPub.send("B")  // numbersPub: 3      lettersPub: "B"      zip output: (2, "B")
    /// ```
    ///
    /// The returned publisher waits until both publishers have emitted an event, then
    /// delivers the oldest unconsumed event from each publisher together as a tuple. If
    /// either upstream publisher finishes successfully or fails with an error, so too
    /// does the zipped publisher (a finished upstream's values still waiting to be paired
    /// are paired first).
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
        Publishers.Zip(self, other)
    }

    /// Combines elements from another publisher and delivers a transformed output —
    /// Combine's `zip(_:_:)`.
    ///
    /// ```swift
    /// numbers.zip(letters) { "\($0)\($1)" }.sink { print($0) }
    /// ```
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// Combines elements from two other publishers and delivers groups of elements as
    /// tuples — Combine's `zip(_:_:)`.
    ///
    /// ```swift
    /// numbers.zip(letters, emoji).sink { print($0) }
    /// ```
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// Combines elements from two other publishers and delivers a transformed output —
    /// Combine's `zip(_:_:_:)`.
    ///
    /// ```swift
    /// numbers.zip(letters, emoji) { "\($0)\($1)\($2)" }.sink { print($0) }
    /// ```
    public func zip<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2).map(transform)
    }

    /// Combines elements from three other publishers and delivers groups of elements as
    /// tuples — Combine's `zip(_:_:_:)`.
    ///
    /// ```swift
    /// numbers.zip(letters, emoji, fractions).sink { print($0) }
    /// ```
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R) -> Publishers.Zip4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// Combines elements from three other publishers and delivers a transformed output —
    /// Combine's `zip(_:_:_:_:)`.
    ///
    /// ```swift
    /// numbers.zip(letters, emoji, fractions) { "\($0)\($1)\($2)\($3)" }.sink { print($0) }
    /// ```
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
