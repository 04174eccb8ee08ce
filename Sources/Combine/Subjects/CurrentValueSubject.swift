/// A subject that wraps a single value and publishes a new element whenever the value
/// changes — Combine's `CurrentValueSubject`.
///
/// ```swift
/// let volume = CurrentValueSubject<Int, Never>(5)
/// let cancellable = volume.sink { print($0) }   // 5, at once
/// volume.value = 7                              // 7
/// volume.send(8)                                // 8
/// ```
///
/// Unlike a ``PassthroughSubject``, a current value subject maintains a buffer of the
/// most recently published element: a subscriber receives it when it first asks for a
/// value, and again when it asks after missing a value for lack of demand.
///
/// invariant (`@unchecked Sendable`): its only property is a constant whose state is under
/// that object's lock.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    @usableFromInline let core: SubjectCore<Output, Failure>

    /// Creates a current value subject with the given initial value.
    ///
    /// ```swift
    /// let state = CurrentValueSubject<String, Never>("idle")
    /// ```
    public init(_ value: Output) {
        core = SubjectCore(current: value)
    }

    /// The value wrapped by this subject, published as a new element whenever it changes.
    ///
    /// ```swift
    /// subject.value += 1
    /// ```
    public var value: Output {
        get { core.currentValue! }
        set { send(newValue) }
    }

    /// Stores the value and sends it to every subscriber that has demand.
    ///
    /// ```swift
    /// subject.send(42)
    /// ```
    ///
    /// After ``send(completion:)`` it does nothing.
    @inlinable
    public func send(_ input: Output) { core.send(input) }

    /// Sends a completion signal to every subscriber.
    ///
    /// ```swift
    /// subject.send(completion: .finished)
    /// ```
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    /// Provides this subject with an upstream subscription, and requests every value of it.
    ///
    /// ```swift
    /// [1, 2].publisher.subscribe(subject)   // value becomes 2
    /// ```
    public func send(subscription: any Subscription) { core.send(subscription: subscription) }

    /// Attaches the subscriber: it receives the current value at its first demand, then
    /// each new one.
    ///
    /// ```swift
    /// subject.subscribe(subscriber)
    /// ```
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        core.attach(subscriber)
    }
}
