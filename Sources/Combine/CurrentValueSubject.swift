import Foundation

/// A subject that wraps a single value and publishes a new element whenever the value
/// changes — Combine's `CurrentValueSubject`, as an `AsyncSequence`.
///
/// ```swift
/// let volume = CurrentValueSubject<Int, Never>(5)
///
/// Text("\(shown)").onReceive(volume) { shown = $0 }   // 5 at once, then each new value
///
/// volume.value = 7         // publishes 7
/// volume.send(8)           // publishes 8
/// ```
///
/// A subscriber receives the current value when it subscribes, then every value sent.
public final class CurrentValueSubject<Output: Sendable, Failure: Error>: AsyncSequence, @unchecked Sendable {
    public typealias Element = Output

    private let lock = NSLock()
    private var current: Output
    private let subject = PassthroughSubject<Output, Failure>()

    /// Creates a subject with an initial value.
    ///
    /// ```swift
    /// let state = CurrentValueSubject<String, Never>("idle")
    /// ```
    public init(_ value: Output) { current = value }

    /// The value the subject holds; setting it publishes the new value.
    ///
    /// ```swift
    /// subject.value += 1
    /// ```
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    /// Stores `input` and publishes it to every subscriber.
    ///
    /// ```swift
    /// subject.send(42)
    /// ```
    public func send(_ input: Output) {
        lock.withLock { current = input }
        subject.send(input)
    }

    /// Ends the subject: subscribers finish (or throw) after what they buffered.
    ///
    /// ```swift
    /// subject.send(completion: .finished)
    /// ```
    public func send(completion: PassthroughSubject<Output, Failure>.Completion) {
        subject.send(completion: completion)
    }

    /// Subscribes: the iterator yields the current value, then every value sent.
    ///
    /// ```swift
    /// var values = subject.makeAsyncIterator()
    /// ```
    public func makeAsyncIterator() -> Iterator {
        lock.withLock { Iterator(first: current, rest: subject.makeAsyncIterator()) }
    }

    /// The iterator of one subscription.
    public struct Iterator: AsyncIteratorProtocol {
        private var first: Output?
        private var rest: PassthroughSubject<Output, Failure>.Iterator

        init(first: Output, rest: PassthroughSubject<Output, Failure>.Iterator) {
            self.first = first
            self.rest = rest
        }

        /// The value current at subscription, then each value sent.
        ///
        /// ```swift
        /// let current = try await iterator.next()
        /// ```
        public mutating func next() async throws(Failure) -> Output? {
            try await next(isolation: nil)
        }

        /// The next value, without leaving the caller's actor.
        ///
        /// ```swift
        /// for await value in subject { print(value) }
        /// ```
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Output? {
            if let value = first {
                first = nil
                return value
            }
            return try await rest.next(isolation: actor)
        }
    }
}
