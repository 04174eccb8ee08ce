import VirtualTime

/// An asynchronous sequence that emits an output once, then finishes.
///
/// It stands in for Combine's `Just`, so code written for SwiftUI compiles without
/// Combine:
///
/// ```swift
/// Text("\(t)")
///     .onReceive(Just(t)) { value in print(value) }
/// ```
///
/// Each `Just` value is a new sequence, even with an equal output: `onReceive`
/// resubscribes to it at every body evaluation, so the action runs at appearance and
/// after every re-evaluation, whether `t` changed or not (SPEC R10).
public struct Just<Output>: AsyncSequence {
    /// The one element the sequence emits.
    public let output: Output
    /// Makes every `Just` value a sequence of its own (see ``View/onReceive(_:perform:)``).
    private let identity = JustIdentity()

    /// Creates a sequence that emits `output` once, then finishes.
    ///
    /// ```swift
    /// for await value in Just(42) { print(value) }   // 42
    /// ```
    public init(_ output: Output) {
        self.output = output
    }

    /// Creates the iterator that emits ``output``.
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
        /// for await value in Just(1) { print(value) }   // uses this on the caller's actor
        /// ```
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Output? { take() }

        private mutating func take() -> Output? {
            defer { output = nil }
            return output
        }
    }
}

extension Just: Sendable where Output: Sendable {}
extension Just.Iterator: Sendable where Output: Sendable {}

/// The identity of one ``Just`` value.
final class JustIdentity: Sendable {}
