/// A subject that broadcasts elements to downstream subscribers — Combine's
/// `PassthroughSubject`.
///
/// ```swift
/// let subject = PassthroughSubject<String, Never>()
/// let cancellable = subject.sink { print($0) }
/// subject.send("hello")   // prints "hello" before `send` returns
/// ```
///
/// Unlike a ``CurrentValueSubject``, a passthrough subject has no initial value or
/// buffer of the most recently-published element: a subscriber receives what is sent
/// after it subscribed, and drops values sent while it has no demand. `send` delivers
/// to every subscriber with demand, in the order they subscribed, before it returns;
/// it may be called from any thread.
///
/// invariant (`@unchecked Sendable`): its only property is a constant whose state is under
/// that object's lock.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    @usableFromInline let core = SubjectCore<Output, Failure>()

    /// Creates a subject without subscribers.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// ```
    public init() {}

    /// Sends a value to every subscriber that has demand.
    ///
    /// ```swift
    /// subject.send(1)
    /// ```
    ///
    /// After ``send(completion:)`` it does nothing.
    @inlinable
    public func send(_ input: Output) { core.send(input) }

    /// Sends a completion signal to every subscriber; later values and subscribers get
    /// nothing but the completion.
    ///
    /// ```swift
    /// subject.send(completion: .finished)
    /// ```
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    /// Provides this subject with an upstream subscription, and requests every value of
    /// it (``Publisher/subscribe(_:)-3fk20``).
    ///
    /// ```swift
    /// [1, 2].publisher.subscribe(subject)
    /// ```
    public func send(subscription: any Subscription) { core.send(subscription: subscription) }

    /// Attaches the subscriber: it receives what is sent from now on.
    ///
    /// ```swift
    /// subject.subscribe(subscriber)
    /// ```
    @inlinable @inline(__always)
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        core.attach(subscriber)
    }
}
