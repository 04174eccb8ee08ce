/// A collection of environment values propagated through a view hierarchy.
///
/// Extend it with your own values, each backed by an ``EnvironmentKey``:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
///
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
///
/// Palette().environment(\.accent, .red)
/// ```
///
/// A view reads a value with ``Environment``; `.environment(_:_:)` sets it for a subtree
/// (Rules R16).
public struct EnvironmentValues {
    /// The values set so far, latest first: a setting shadows the ones set before it.
    @usableFromInline var latest: EnvironmentEntry?

    /// Creates an environment with every value at its default.
    ///
    /// ```swift
    /// EnvironmentValues().colorScheme   // .light
    /// ```
    public init() {}

    /// The value for `key`: the latest one set, or the key's default.
    ///
    /// ```swift
    /// self[AccentKey.self] = .red
    /// ```
    ///
    /// The getter is inlinable, so that a read is compiled for its key in the module that
    /// reads: `Key.Value` is then a known type, not one the runtime looks up through the
    /// key's conformance at each read (Benchmarks/HISTORY.md, "The leaf's frame since the
    /// behaviour merge").
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        @inlinable get {
            // Unwrapped first: a missing entry cast to an optional `Value` would be `.some(nil)`.
            guard let entry = entry(for: ObjectIdentifier(key)) else { return Key.defaultValue }
            return (entry.value as? Key.Value) ?? Key.defaultValue
        }
        set { latest = EnvironmentEntry(key: ObjectIdentifier(key), value: newValue, next: latest) }
    }

    /// The object of type `T` set with `.environmentObject(_:)` or `.environment(_:)`.
    package func object<T: AnyObject>(of type: T.Type) -> T? {
        entry(for: ObjectIdentifier(type))?.value as? T
    }

    /// Sets the object of type `T` (`nil` removes it).
    mutating package func setObject<T: AnyObject>(_ object: T?, of type: T.Type) {
        latest = EnvironmentEntry(key: ObjectIdentifier(type), value: object as Any, next: latest)
    }

    @inlinable func entry(for key: ObjectIdentifier) -> EnvironmentEntry? {
        EnvironmentEntry.first(key, from: latest)
    }
}

/// One setting of an environment value; settings share their tails, so setting a value
/// for a subtree does not copy the ones above it.
@usableFromInline final class EnvironmentEntry {
    @usableFromInline let key: ObjectIdentifier
    @usableFromInline let value: Any
    @usableFromInline let next: EnvironmentEntry?

    init(key: ObjectIdentifier, value: Any, next: EnvironmentEntry?) {
        self.key = key
        self.value = value
        self.next = next
    }
}

/// A key for accessing values in the environment.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// ```
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value

    /// The default value for the environment key.
    static var defaultValue: Value { get }
}
