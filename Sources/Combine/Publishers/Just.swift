/// A publisher that emits an output to each subscriber just once, and then finishes —
/// Combine's `Just`.
///
/// ```swift
/// let cancellable = Just(42).sink { print($0) }   // 42
/// ```
///
/// It is also a one-element `AsyncSequence`, so SwiftUI code that writes
/// `onReceive(Just(value))` and code that iterates it with `for await` both compile:
///
/// ```swift
/// Text("\(t)").onReceive(Just(t)) { print($0) }   // at every re-evaluation (Rules R10)
/// for await value in Just(1) { print(value) }     // 1
/// ```
///
/// A `Just` completes right after its value, so `onReceive` subscribes again at every
/// evaluation of the view, equal value or not.
public struct Just<Output>: Publisher {
    /// The kind of errors this publisher might publish: it cannot fail.
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    ///
    /// ```swift
    /// Just("hello")
    /// ```
    public init(_ output: Output) {
        self.output = output
    }

    /// Delivers the output at the subscriber's first demand, then finishes.
    ///
    /// ```swift
    /// Just(1).subscribe(subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
        SingleValueSubscription.subscribe(subscriber, to: .success(output), description: "Just")
    }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}

extension Just: AsyncSequence {
    /// Creates the iterator that emits ``output`` once.
    ///
    /// ```swift
    /// var iterator = Just("hi").makeAsyncIterator()
    /// ```
    public func makeAsyncIterator() -> Iterator { Iterator(output: output) }

    /// The iterator of a ``Just``: the output, then `nil`.
    public struct Iterator: AsyncIteratorProtocol {
        private var output: Output?

        init(output: Output) { self.output = output }

        /// The output the first time, `nil` after.
        ///
        /// ```swift
        /// var iterator = Just(1).makeAsyncIterator()
        /// await iterator.next()   // 1, then nil
        /// ```
        public mutating func next() async -> Output? { take() }

        /// The output the first time, `nil` after, without leaving the caller's actor.
        ///
        /// ```swift
        /// for await value in Just(1) { print(value) }
        /// ```
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Output? { take() }

        private mutating func take() -> Output? {
            defer { output = nil }
            return output
        }
    }
}

extension Just.Iterator: Sendable where Output: Sendable {}
