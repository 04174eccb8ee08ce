/// A type-erasing cancellable object that executes a provided closure when canceled —
/// Combine's `AnyCancellable`.
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
/// An `AnyCancellable` instance automatically calls ``cancel()`` when deinitialized:
/// keep it (in a property or a set) for as long as the subscription should live.
/// Invariant (`@unchecked Sendable`): `action` is read and cleared only under `lock`, so it
/// runs at most once.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    /// invariant: read and cleared only under `lock`, so the action runs at most once,
    /// whichever of `cancel()` and `deinit` comes first.
    private var action: (() -> Void)?
    private let lock = Lock()

    /// Initializes the cancellable object with the given cancel-time closure.
    ///
    /// ```swift
    /// let cancellable = AnyCancellable { print("cancelled") }
    /// ```
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Constructs a type-erasing cancellable object that wraps the given instance.
    ///
    /// ```swift
    /// let erased = AnyCancellable(subscription)
    /// ```
    public init<C: Cancellable>(_ canceller: C) {
        action = canceller.cancel
    }

    deinit { cancel() }

    /// Cancel the activity; a second call does nothing.
    ///
    /// ```swift
    /// cancellable.cancel()
    /// ```
    public func cancel() {
        lock.lock()
        let action = self.action
        self.action = nil
        lock.unlock()
        action?()
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    ///
    /// ```swift
    /// subject.sink { print($0) }.store(in: &subscriptions)   // an array
    /// ```
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    ///
    /// ```swift
    /// subject.sink { print($0) }.store(in: &cancellables)
    /// ```
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Whether both are the same instance.
    ///
    /// ```swift
    /// cancellable == cancellable   // true
    /// ```
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the instance's identity.
    ///
    /// ```swift
    /// var set = Set<AnyCancellable>(); set.insert(cancellable)
    /// ```
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
