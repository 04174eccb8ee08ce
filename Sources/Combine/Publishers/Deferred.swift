/// A publisher that awaits subscription before running the supplied closure to create a
/// publisher for the new subscriber — Combine's `Deferred`.
///
/// ```swift
/// let now = Deferred { Just(Date()) }   // the date of each subscription, not of this line
/// ```
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = DeferredPublisher.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = DeferredPublisher.Failure

    /// The closure to execute when this deferred publisher receives a subscription.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a deferred publisher.
    ///
    /// ```swift
    /// Deferred { Future { promise in promise(.success(load())) } }
    /// ```
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Creates a publisher with the closure and subscribes the subscriber to it.
    ///
    /// ```swift
    /// deferred.subscribe(subscriber)   // runs createPublisher
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        createPublisher().subscribe(subscriber)
    }
}
