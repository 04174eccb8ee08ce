/// A protocol indicating that an activity or action supports cancellation — Combine's
/// `Cancellable`.
///
/// ```swift
/// let subscription: any Cancellable = subject.sink { print($0) }
/// subscription.cancel()   // nothing more is printed
/// ```
public protocol Cancellable {
    /// Cancels the activity. Calling it frees up any allocated resources and stops side
    /// effects such as timers and network access.
    func cancel()
}

extension Cancellable {
    /// Stores this cancellable instance in the specified collection.
    ///
    /// ```swift
    /// timer.connect().store(in: &cancellables)
    /// ```
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Stores this cancellable instance in the specified set.
    ///
    /// ```swift
    /// timer.connect().store(in: &cancellables)
    /// ```
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}
