/// A publisher that publishes changes from observable objects — Combine's
/// `ObservableObjectPublisher`.
///
/// ```swift
/// final class Model: ObservableObject {
///     var level = 0 { willSet { objectWillChange.send() } }
/// }
/// ```
///
/// An ``ObservableObject`` gets one without writing it; its `@Published` properties send
/// it before they change. ``send()`` delivers to every subscriber before it returns.
///
/// invariant (`@unchecked Sendable`): its only property is a constant whose state is under
/// that object's lock.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// The kind of values published by this publisher: a signal without a value.
    public typealias Output = Void
    /// The publisher cannot fail.
    public typealias Failure = Never

    private let core = SubjectCore<Void, Never>()

    /// Creates an observable object publisher instance.
    ///
    /// ```swift
    /// let objectWillChange = ObservableObjectPublisher()
    /// ```
    public init() {}

    /// Sends the changed value to the downstream subscribers.
    ///
    /// ```swift
    /// model.objectWillChange.send()   // views holding `model` update
    /// ```
    public func send() { core.send(()) }

    /// Attaches the subscriber: it receives a signal for every ``send()`` from now on.
    ///
    /// ```swift
    /// model.objectWillChange.sink { print("will change") }
    /// ```
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        core.attach(subscriber)
    }
}
