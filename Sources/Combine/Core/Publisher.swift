/// Declares that a type can transmit a sequence of values over time — Combine's
/// `Publisher`.
///
/// ```swift
/// let cancellable = [1, 2, 3].publisher
///     .map { $0 * 10 }
///     .sink { print($0) }      // 10, 20, 30, before `sink` returns
/// ```
///
/// A publisher delivers elements to one or more ``Subscriber`` instances. The
/// subscriber's `Input` and `Failure` must match the publisher's `Output` and `Failure`.
/// A publisher calls the subscriber's methods in this order: `receive(subscription:)`
/// once, then `receive(_:)` at most as many times as the subscriber asked for
/// (``Subscribers/Demand``), then `receive(completion:)` at most once. Delivery is
/// synchronous: a subject's `send` returns after every subscriber with demand ran.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish; `Never` if it cannot fail.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    ///
    /// Implementations of ``Publisher`` must implement this method; call
    /// ``subscribe(_:)-4u8kn`` to attach a subscriber:
    ///
    /// ```swift
    /// func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    ///     Just(42).receive(subscriber: subscriber)
    /// }
    /// ```
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    ///
    /// ```swift
    /// Just(1).subscribe(Subscribers.Sink(receiveCompletion: { _ in }, receiveValue: { print($0) }))
    /// ```
    ///
    /// Always call this function instead of ``receive(subscriber:)``.
    @inlinable @inline(__always)
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// A namespace for types that serve as publishers — Combine's `Publishers`.
///
/// Each operator returns one of these types, so a chain's type says what it does:
///
/// ```swift
/// let chain: Publishers.Map<PassthroughSubject<Int, Never>, String> = subject.map(String.init)
/// ```
public enum Publishers {}
