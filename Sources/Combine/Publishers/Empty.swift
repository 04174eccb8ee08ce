/// A publisher that never publishes any values, and optionally finishes immediately —
/// Combine's `Empty`.
///
/// ```swift
/// let cancellable = Empty<Int, Never>().sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
/// // finished
/// ```
///
/// `Empty(completeImmediately: false)` never finishes: a publisher that does nothing.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether the publisher immediately sends a completion.
    public let completeImmediately: Bool

    /// Creates an empty publisher.
    ///
    /// ```swift
    /// Empty<String, Error>()
    /// ```
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// Creates an empty publisher with the given completion behavior and output and
    /// failure types.
    ///
    /// ```swift
    /// Empty(completeImmediately: true, outputType: Int.self, failureType: Never.self)
    /// ```
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.init(completeImmediately: completeImmediately)
    }

    /// Subscribes, and finishes at once if ``completeImmediately``.
    ///
    /// ```swift
    /// Empty<Int, Never>().subscribe(subscriber)
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }

    /// Whether both complete the same way.
    ///
    /// ```swift
    /// Empty<Int, Never>() == Empty<Int, Never>()   // true
    /// ```
    public static func == (lhs: Empty, rhs: Empty) -> Bool { lhs.completeImmediately == rhs.completeImmediately }
}

extension Empty: Sendable {}
