/// A value handed across a concurrency boundary that the checker cannot see is crossed
/// safely: Combine's values are not required to be `Sendable`, and each one handed over
/// this way has a single owner at a time (the publisher gives it to its subscriber, a
/// scheduler to the action it runs).
/// Invariant (`@unchecked Sendable`): each value it carries has one owner at a time: the sender
/// hands it over and keeps no use of it.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline let value: Value
    @inlinable init(_ value: Value) { self.value = value }
}
