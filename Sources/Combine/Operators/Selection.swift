extension Publishers {
    /// A publisher that publishes the first element of a stream, then finishes — Combine's
    /// `Publishers.First`.
    ///
    /// ```swift
    /// (-10...10).publisher.first().sink { print($0) }   // -10
    /// ```
    public struct First<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher of the upstream's first element.
        ///
        /// ```swift
        /// Publishers.First(upstream: numbers)
        /// ```
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes to the upstream; publishes its first element and finishes.
        ///
        /// ```swift
        /// numbers.first().subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(StepInner(subscriber, description: "First") { .emitAndFinish($0) })
        }
    }

    /// A publisher that only publishes the first element of a stream to satisfy a
    /// predicate closure — Combine's `Publishers.FirstWhere`.
    ///
    /// ```swift
    /// (-10...10).publisher.first { $0 > 0 }.sink { print($0) }   // 1
    /// ```
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher of the first element that satisfies the predicate.
        ///
        /// ```swift
        /// Publishers.FirstWhere(upstream: numbers) { $0 > 0 }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; publishes the first match and finishes.
        ///
        /// ```swift
        /// numbers.first { $0 > 0 }.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            let predicate = predicate
            upstream.subscribe(StepInner(subscriber, description: "FirstWhere") { predicate($0) ? .emitAndFinish($0) : .skip })
        }
    }

    /// A publisher that only publishes the first element of a stream to satisfy a
    /// throwing predicate closure — Combine's `Publishers.TryFirstWhere`.
    ///
    /// ```swift
    /// numbers.tryFirst { try isPrime($0) }
    /// ```
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher of the first element that satisfies the predicate.
        ///
        /// ```swift
        /// Publishers.TryFirstWhere(upstream: numbers) { try isPrime($0) }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; a thrown error ends the stream with it.
        ///
        /// ```swift
        /// numbers.tryFirst(where: isPrime).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            upstream.subscribe(TryStepInner(subscriber, description: "TryFirstWhere") { try predicate($0) ? .emitAndFinish($0) : .skip })
        }
    }

    /// A publisher that waits until after the stream finishes, and then publishes the last
    /// element of the stream — Combine's `Publishers.Last`.
    ///
    /// ```swift
    /// (-10...10).publisher.last().sink { print($0) }   // 10
    /// ```
    public struct Last<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher of the upstream's last element.
        ///
        /// ```swift
        /// Publishers.Last(upstream: numbers)
        /// ```
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes to the upstream; publishes its last element when it finishes.
        ///
        /// ```swift
        /// numbers.last().subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            var last: Upstream.Output?
            upstream.subscribe(Accumulator(subscriber, description: "Last", result: { last }) {
                last = $0
                return .proceed
            })
        }
    }

    /// A publisher that waits until after the stream finishes and then publishes the last
    /// element of the stream that satisfies a predicate closure — Combine's
    /// `Publishers.LastWhere`.
    ///
    /// ```swift
    /// (-10...10).publisher.last { $0 < 6 }.sink { print($0) }   // 5
    /// ```
    public struct LastWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher of the last element that satisfies the predicate.
        ///
        /// ```swift
        /// Publishers.LastWhere(upstream: numbers) { $0 < 6 }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; publishes the last match when it finishes.
        ///
        /// ```swift
        /// numbers.last { $0 < 6 }.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            var last: Upstream.Output?
            let predicate = predicate
            upstream.subscribe(Accumulator(subscriber, description: "LastWhere", result: { last }) {
                if predicate($0) { last = $0 }
                return .proceed
            })
        }
    }

    /// A publisher that waits until after the stream finishes and then publishes the last
    /// element of the stream that satisfies an error-throwing predicate closure — Combine's
    /// `Publishers.TryLastWhere`.
    ///
    /// ```swift
    /// numbers.tryLast { try isPrime($0) }
    /// ```
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that determines whether to publish an element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher of the last element that satisfies the predicate.
        ///
        /// ```swift
        /// Publishers.TryLastWhere(upstream: numbers) { try isPrime($0) }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; a thrown error ends the stream with it.
        ///
        /// ```swift
        /// numbers.tryLast(where: isPrime).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
            var last: Upstream.Output?
            let predicate = predicate
            upstream.subscribe(Accumulator(subscriber, description: "TryLastWhere", result: { last }) { (input) throws in
                if try predicate(input) { last = input }
                return .proceed
            })
        }
    }

    /// A publisher that omits a specified number of elements before republishing later
    /// elements — Combine's `Publishers.Drop`.
    ///
    /// ```swift
    /// (1...5).publisher.dropFirst(2).sink { print($0) }   // 3, 4, 5
    /// ```
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// The number of elements to drop.
        public let count: Int

        /// Creates a publisher that drops the first `count` elements.
        ///
        /// ```swift
        /// Publishers.Drop(upstream: numbers, count: 2)
        /// ```
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Subscribes to the upstream, dropping its first `count` elements.
        ///
        /// ```swift
        /// numbers.dropFirst(2).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            var remaining = count
            upstream.subscribe(StepInner(subscriber, description: "Drop") { input in
                guard remaining <= 0 else {
                    remaining -= 1
                    return .skip
                }
                return .emit(input)
            })
        }
    }

    /// A publisher that omits elements from an upstream publisher until a given closure
    /// returns false — Combine's `Publishers.DropWhile`.
    ///
    /// ```swift
    /// [-40, -10, 0, 10, 0, 100].publisher.drop { $0 <= 0 }.sink { print($0) }   // 10 0 100
    /// ```
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that indicates whether to drop the element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that drops elements while the predicate holds.
        ///
        /// ```swift
        /// Publishers.DropWhile(upstream: numbers) { $0 <= 0 }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream, dropping elements until the predicate first fails.
        ///
        /// ```swift
        /// numbers.drop { $0 <= 0 }.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            var dropping = true
            let predicate = predicate
            upstream.subscribe(StepInner(subscriber, description: "DropWhile") { input in
                if dropping, predicate(input) { return .skip }
                dropping = false
                return .emit(input)
            })
        }
    }

    /// A publisher that omits elements from an upstream publisher until a given
    /// error-throwing closure returns false — Combine's `Publishers.TryDropWhile`.
    ///
    /// ```swift
    /// numbers.tryDrop { try isSmall($0) }
    /// ```
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that indicates whether to drop the element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that drops elements while the predicate holds.
        ///
        /// ```swift
        /// Publishers.TryDropWhile(upstream: numbers) { try isSmall($0) }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; a thrown error ends the stream with it.
        ///
        /// ```swift
        /// numbers.tryDrop(while: isSmall).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
            var dropping = true
            let predicate = predicate
            upstream.subscribe(TryStepInner(subscriber, description: "TryDropWhile") { input in
                if dropping, try predicate(input) { return .skip }
                dropping = false
                return .emit(input)
            })
        }
    }

    /// A publisher that publishes elements specified by a range in the sequence of
    /// published elements — Combine's `Publishers.Output` (`prefix(_:)`, `output(at:)`,
    /// `output(in:)`).
    ///
    /// ```swift
    /// (0...10).publisher.output(in: 3...5).sink { print($0) }   // 3, 4, 5
    /// ```
    public struct Output<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// The range of elements to publish.
        public let range: CountableRange<Int>

        /// Creates a publisher that publishes elements specified by a range.
        ///
        /// ```swift
        /// Publishers.Output(upstream: numbers, range: 3..<6)
        /// ```
        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        /// Subscribes to the upstream; publishes the elements in the range, then finishes.
        ///
        /// ```swift
        /// numbers.output(at: 2).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            let range = range
            var index = 0
            let inner = StepInner<S, Upstream.Output>(subscriber, description: "Output") { input in
                defer { index += 1 }
                if index < range.lowerBound { return .skip }
                return index + 1 >= range.upperBound ? .emitAndFinish(input) : .emit(input)
            }
            guard !range.isEmpty else {
                // Nothing to publish: finish as soon as the subscription is made.
                upstream.subscribe(inner)
                inner.cancel()
                subscriber.receive(completion: .finished)
                return
            }
            upstream.subscribe(inner)
        }
    }

    /// A publisher that republishes elements while a predicate closure indicates
    /// publishing should continue — Combine's `Publishers.PrefixWhile`.
    ///
    /// ```swift
    /// (0...10).publisher.prefix { $0 < 5 }.sink { print($0) }   // 0 1 2 3 4
    /// ```
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher of the elements before the predicate first fails.
        ///
        /// ```swift
        /// Publishers.PrefixWhile(upstream: numbers) { $0 < 5 }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; finishes at the first element that fails the
        /// predicate.
        ///
        /// ```swift
        /// numbers.prefix { $0 < 5 }.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            let predicate = predicate
            upstream.subscribe(StepInner(subscriber, description: "PrefixWhile") { predicate($0) ? .emit($0) : .finish })
        }
    }

    /// A publisher that republishes elements while an error-throwing predicate closure
    /// indicates publishing should continue — Combine's `Publishers.TryPrefixWhile`.
    ///
    /// ```swift
    /// numbers.tryPrefix { try isSmall($0) }
    /// ```
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output
        /// Any error: the upstream's or a thrown one.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher of the elements before the predicate first fails.
        ///
        /// ```swift
        /// Publishers.TryPrefixWhile(upstream: numbers) { try isSmall($0) }
        /// ```
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Subscribes to the upstream; a thrown error ends the stream with it.
        ///
        /// ```swift
        /// numbers.tryPrefix(while: isSmall).subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            upstream.subscribe(TryStepInner(subscriber, description: "TryPrefixWhile") { try predicate($0) ? .emit($0) : .finish })
        }
    }
}

extension Publisher {
    /// Publishes the first element of a stream, then finishes — Combine's `first()`.
    ///
    /// ```swift
    /// let numbers = (-10...10)
    /// cancellable = numbers.publisher
    ///     .first()
    ///     .sink { print("\($0)") }
    /// // Print: "-10"
    /// ```
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

    /// Publishes the first element of a stream to satisfy a predicate closure, then
    /// finishes normally — Combine's `first(where:)`.
    ///
    /// ```swift
    /// let numbers = (-10...10)
    /// cancellable = numbers.publisher
    ///     .first { $0 > 0 }
    ///     .sink { print("\($0)") }
    /// // Prints: "1"
    /// ```
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the first element of a stream to satisfy a throwing predicate closure,
    /// then finishes normally — Combine's `tryFirst(where:)`.
    ///
    /// ```swift
    /// numbers.publisher.tryFirst { try isPrime($0) }
    /// ```
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the last element of a stream, after the stream finishes — Combine's
    /// `last()`.
    ///
    /// ```swift
    /// let numbers = (-10...10)
    /// cancellable = numbers.publisher
    ///     .last()
    ///     .sink { print("\($0)") }
    /// // Prints: "10"
    /// ```
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }

    /// Publishes the last element of a stream that satisfies a predicate closure, after
    /// upstream finishes — Combine's `last(where:)`.
    ///
    /// ```swift
    /// let numbers = (-10...10)
    /// cancellable = numbers.publisher
    ///     .last { $0 < 6 }
    ///     .sink { print("\($0)") }
    /// // Prints: "5"
    /// ```
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the last element of a stream that satisfies an error-throwing predicate
    /// closure, after the stream finishes — Combine's `tryLast(where:)`.
    ///
    /// ```swift
    /// numbers.publisher.tryLast { try isPrime($0) }
    /// ```
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }

    /// Omits the specified number of elements before republishing subsequent elements —
    /// Combine's `dropFirst(_:)`.
    ///
    /// ```swift
    /// let numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    /// cancellable = numbers.publisher
    ///     .dropFirst(5)
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "6 7 8 9 10 "
    /// ```
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// Omits elements from the upstream publisher until a given closure returns false,
    /// before republishing all remaining elements — Combine's `drop(while:)`.
    ///
    /// ```swift
    /// let numbers = [-62, -1, 0, 10, 0, 22, 41, -1, 5]
    /// cancellable = numbers.publisher
    ///     .drop { $0 <= 0 }
    ///     .sink { print("\($0)") }
    /// // Prints: "10 0, 22 41 -1 5"
    /// ```
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// Omits elements from the upstream publisher until an error-throwing closure returns
    /// false, before republishing all remaining elements — Combine's `tryDrop(while:)`.
    ///
    /// ```swift
    /// numbers.publisher.tryDrop { try isSmall($0) }
    /// ```
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }

    /// Republishes elements up to the specified maximum count — Combine's `prefix(_:)`.
    ///
    /// ```swift
    /// let numbers = (0...10)
    /// cancellable = numbers.publisher
    ///     .prefix(2)
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "0 1"
    /// ```
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: 0..<Swift.max(0, maxLength))
    }

    /// Republishes elements while a predicate closure indicates publishing should
    /// continue — Combine's `prefix(while:)`.
    ///
    /// ```swift
    /// let numbers = (0...10)
    /// numbers.publisher
    ///     .prefix { $0 < 5 }
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "0 1 2 3 4"
    /// ```
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Republishes elements while an error-throwing predicate closure indicates
    /// publishing should continue — Combine's `tryPrefix(while:)`.
    ///
    /// ```swift
    /// numbers.publisher.tryPrefix { try isSmall($0) }
    /// ```
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }

    /// Publishes a specific element, indicated by its index in the sequence of published
    /// elements — Combine's `output(at:)`.
    ///
    /// ```swift
    /// let numbers = [1, 1, 2, 2, 2, 3, 4, 5, 6]
    /// numbers.publisher
    ///     .output(at: 5)
    ///     .sink { print("\($0)") }
    /// // Prints: "3"
    /// ```
    public func output(at index: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: index..<(index + 1))
    }

    /// Publishes elements specified by their range in the sequence of published elements —
    /// Combine's `output(in:)`.
    ///
    /// ```swift
    /// let numbers = [1, 1, 2, 2, 2, 3, 4, 5, 6]
    /// numbers.publisher
    ///     .output(in: (3...5))
    ///     .sink { print("\($0)", terminator: " ") }
    /// // Prints: "2 2 3"
    /// ```
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}
