/// A type-erasing subscriber — Combine's `AnySubscriber`.
///
/// ```swift
/// let subscriber = AnySubscriber<Int, Never>(
///     receiveSubscription: { $0.request(.unlimited) },
///     receiveValue: { print($0); return .none },
///     receiveCompletion: { print($0) })
/// [1, 2].publisher.subscribe(subscriber)
/// ```
///
/// Use it to hide the type of a subscriber from the publisher, or to make a subscriber
/// from closures.
@frozen
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    @usableFromInline let box: AnySubscriberBox<Input, Failure>

    /// A unique identifier for identifying publisher streams.
    public let combineIdentifier: CombineIdentifier

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    ///
    /// ```swift
    /// let erased = AnySubscriber(Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { print($0) }))
    /// ```
    public init<S: Subscriber>(_ s: S) where Input == S.Input, Failure == S.Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        box = AnySubscriberBox(receiveSubscription: s.receive(subscription:),
                               receiveValue: s.receive(_:),
                               receiveCompletion: s.receive(completion:),
                               description: { String(describing: s) })
        combineIdentifier = s.combineIdentifier
    }

    /// Creates a type-erasing subscriber that forwards to a subject: values to `send(_:)`,
    /// the completion to `send(completion:)`, the subscription to `send(subscription:)`.
    ///
    /// ```swift
    /// let subscriber = AnySubscriber(subject)
    /// ```
    public init<S: Subject>(_ s: S) where Input == S.Output, Failure == S.Failure {
        box = AnySubscriberBox(receiveSubscription: { s.send(subscription: $0) },
                               receiveValue: { s.send($0); return .none },
                               receiveCompletion: { s.send(completion: $0) },
                               description: { String(describing: s) })
        combineIdentifier = CombineIdentifier(s)
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    ///
    /// ```swift
    /// AnySubscriber<Int, Never>(receiveValue: { print($0); return .unlimited })
    /// ```
    ///
    /// A `nil` `receiveSubscription` requests nothing; a `nil` `receiveValue` asks for no
    /// more values.
    public init(receiveSubscription: ((any Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        box = AnySubscriberBox(receiveSubscription: receiveSubscription ?? { _ in },
                               receiveValue: receiveValue ?? { _ in .none },
                               receiveCompletion: receiveCompletion ?? { _ in },
                               description: { "Anonymous AnySubscriber" })
        combineIdentifier = CombineIdentifier()
    }

    /// The wrapped subscriber's description.
    public var description: String { box.description() }

    /// Forwards the subscription to the wrapped subscriber.
    ///
    /// ```swift
    /// subscriber.receive(subscription: Subscriptions.empty)
    /// ```
    public func receive(subscription: any Subscription) { box.receiveSubscription(subscription) }

    /// Forwards the value to the wrapped subscriber and returns its additional demand.
    ///
    /// ```swift
    /// let more = subscriber.receive(1)
    /// ```
    @inlinable
    public func receive(_ value: Input) -> Subscribers.Demand { box.receiveValue(value) }

    /// Forwards the completion to the wrapped subscriber.
    ///
    /// ```swift
    /// subscriber.receive(completion: .finished)
    /// ```
    public func receive(completion: Subscribers.Completion<Failure>) { box.receiveCompletion(completion) }
}

/// The closures of an ``AnySubscriber``.
@usableFromInline
final class AnySubscriberBox<Input, Failure: Error> {
    let receiveSubscription: (any Subscription) -> Void
    @usableFromInline let receiveValue: (Input) -> Subscribers.Demand
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    let description: () -> String

    init(receiveSubscription: @escaping (any Subscription) -> Void,
         receiveValue: @escaping (Input) -> Subscribers.Demand,
         receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
         description: @escaping () -> String) {
        self.receiveSubscription = receiveSubscription
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
        self.description = description
    }
}
