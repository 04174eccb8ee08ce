/// A protocol for identifier types used when publishing and observing focused values.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey {
///     typealias Value = Binding<Note>
/// }
///
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
///
/// Unlike ``EnvironmentKey``, a key has no default value: a focused value is `nil` when
/// nothing around the focused view publishes it.
public protocol FocusedValueKey {
    /// The type of the value the key identifies.
    associatedtype Value
}

/// A collection of state exported by the focused scene or view and its ancestors.
///
/// Extend it with a property per ``FocusedValueKey``; views publish values with
/// `focusedValue(_:_:)` and `focusedSceneValue(_:_:)`, and read them with
/// ``FocusedValue`` and ``FocusedBinding``.
public struct FocusedValues {
    /// The values, by the identifier of their key's type (or of an object's type).
    private var values: [ObjectIdentifier: Any] = [:]
    /// Where the keys read are recorded, while a reader reads (see ``FocusedValuesCenter``).
    var readKeys: KeyRecorder?

    init() {}

    /// Reads and writes the value associated with the key.
    ///
    /// ```swift
    /// self[SelectedNoteKey.self] = $note
    /// ```
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { value(for: ObjectIdentifier(key)) as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `T` published with `focusedValue(_:)` or `focusedObject(_:)`.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        value(for: ObjectIdentifier(type)) as? T
    }

    /// Sets the object of type `T` (`nil` leaves the value unset).
    mutating func setObject<T: AnyObject>(_ object: T?, of type: T.Type) {
        if let object { values[ObjectIdentifier(type)] = object }
    }

    /// The keys set.
    var keys: Dictionary<ObjectIdentifier, Any>.Keys { values.keys }

    /// Sets here every value `other` sets.
    mutating func merge(_ other: FocusedValues) {
        values.merge(other.values) { _, new in new }
    }

    private func value(for key: ObjectIdentifier) -> Any? {
        readKeys?.keys.insert(key)
        return values[key]
    }

    /// The keys a reader read.
    final class KeyRecorder {
        var keys: Set<ObjectIdentifier> = []
    }
}
