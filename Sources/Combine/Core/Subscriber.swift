/// A protocol that declares a type that can receive input from a publisher — Combine's
/// `Subscriber`.
///
/// ```swift
/// final class FirstTwo: Subscriber {
///     typealias Input = Int
///     typealias Failure = Never
///     func receive(subscription: any Subscription) { subscription.request(.max(2)) }
///     func receive(_ input: Int) -> Subscribers.Demand { print(input); return .none }
///     func receive(completion: Subscribers.Completion<Never>) { print(completion) }
/// }
///
/// [1, 2, 3].publisher.subscribe(FirstTwo())   // 1, 2
/// ```
///
/// A subscriber asks for values with the ``Subscription`` it receives; the publisher
/// sends no more values than it asked for in total, counting the additional demand that
/// each `receive(_:)` returns.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive; `Never` if it cannot fail.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the publisher and may
    /// request items.
    ///
    /// ```swift
    /// func receive(subscription: any Subscription) { subscription.request(.unlimited) }
    /// ```
    func receive(subscription: any Subscription)

    /// Tells the subscriber that the publisher has produced an element, and returns how
    /// many more elements it wants, added to its outstanding demand.
    ///
    /// ```swift
    /// func receive(_ input: Int) -> Subscribers.Demand { print(input); return .max(1) }
    /// ```
    func receive(_ input: Input) -> Subscribers.Demand

    /// Tells the subscriber that the publisher has completed publishing, either normally
    /// or with an error.
    ///
    /// ```swift
    /// func receive(completion: Subscribers.Completion<Never>) { print("done") }
    /// ```
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of void elements is ready to receive further
    /// requests.
    ///
    /// ```swift
    /// _ = subscriber.receive()
    /// ```
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// A protocol representing the connection of a subscriber to a publisher — Combine's
/// `Subscription`.
///
/// ```swift
/// func receive(subscription: any Subscription) {
///     self.subscription = subscription
///     subscription.request(.max(1))
/// }
/// ```
///
/// Cancelling a subscription frees the resources it holds; after `cancel()` the
/// publisher delivers nothing more to the subscriber.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber, in addition to
    /// those already requested.
    ///
    /// ```swift
    /// subscription.request(.max(3))
    /// ```
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions — Combine's `Subscriptions`.
public enum Subscriptions {
    /// Returns the “empty” subscription: requests and cancellation do nothing.
    ///
    /// ```swift
    /// subscriber.receive(subscription: Subscriptions.empty)
    /// subscriber.receive(completion: .finished)
    /// ```
    public static var empty: any Subscription { EmptySubscription.shared }
}

/// The subscription of ``Subscriptions/empty``.
final class EmptySubscription: Subscription, CustomStringConvertible, Sendable {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
    var description: String { "Empty" }
}
