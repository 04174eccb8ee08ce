import Foundation

/// A protocol indicating that an activity or action supports cancellation — Combine's
/// `Cancellable`.
///
/// ```swift
/// let subscription: any Cancellable = subject.sink { print($0) }
/// subscription.cancel()
/// ```
public protocol Cancellable {
    /// Cancels the activity.
    func cancel()
}

/// A type-erasing cancellable object that cancels its activity when it is cancelled or
/// deinitialized — Combine's `AnyCancellable`.
///
/// ```swift
/// final class Search: ObservableObject {
///     @Published var query = ""
///     private var cancellables = Set<AnyCancellable>()
///
///     init() {
///         $query
///             .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
///             .sink { print("search \($0)") }
///             .store(in: &cancellables)
///     }
/// }
/// ```
///
/// Keep it (in a property or a set) for as long as the subscription should live: when
/// the last reference goes, the subscription is cancelled, as in Combine.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?

    /// Creates a cancellable that runs `cancel` once, when cancelled or deinitialized.
    ///
    /// ```swift
    /// let cancellable = AnyCancellable { task.cancel() }
    /// ```
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Creates a cancellable that cancels `canceller`.
    ///
    /// ```swift
    /// let erased = AnyCancellable(otherCancellable)
    /// ```
    public init<C: Cancellable>(_ canceller: C) {
        cancelAction = { canceller.cancel() }
    }

    deinit { cancel() }

    /// Cancels the activity; a second call does nothing.
    ///
    /// ```swift
    /// cancellable.cancel()
    /// ```
    public func cancel() {
        let action = lock.withLock {
            defer { cancelAction = nil }
            return cancelAction
        }
        action?()
    }

    /// Keeps this cancellable in a collection, such as an array of cancellables.
    ///
    /// ```swift
    /// subject.sink { print($0) }.store(in: &subscriptions)
    /// ```
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Keeps this cancellable in a set.
    ///
    /// ```swift
    /// subject.sink { print($0) }.store(in: &cancellables)
    /// ```
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Whether both are the same object.
    ///
    /// ```swift
    /// cancellable == cancellable   // true
    /// ```
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    ///
    /// ```swift
    /// var set = Set<AnyCancellable>(); set.insert(cancellable)
    /// ```
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A value that Swift's concurrency checking cannot see is used safely: the operators
/// hand elements and iterators to their tasks on the main actor, one owner at a time.
struct Unchecked<Value>: @unchecked Sendable {
    var value: Value
}
