import ViewEngineCore
import Observation

/// A property wrapper for observing values from the focused view or one of its ancestors.
///
/// ```swift
/// struct NoteCommands: Commands {
///     @FocusedValue(\.selectedNote) private var note
///     var body: some Commands {
///         CommandMenu("Note") {
///             Button("Pin") { note?.wrappedValue.isPinned.toggle() }
///                 .disabled(note == nil)
///         }
///     }
/// }
/// ```
///
/// As Apple's documentation says, "if multiple views publish values using the same key,
/// the wrapped property will reflect the value from the view closest to focus"; it is
/// `nil` when nothing in the focused view hierarchy (or the scene, with
/// `focusedSceneValue`) publishes one. The view (or commands) reading it evaluates its
/// body again when the value it read changes: focus moves, or the publisher publishes
/// another value (``ViewHost/focus(_:)``, ``ViewHost/unfocus()``).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<FocusedValues, Value?>)
        case object((FocusedValues) -> Value?)
    }

    private let source: Source
    private var resolved: Value?

    /// A new property wrapper for the given key path.
    ///
    /// ```swift
    /// @FocusedValue(\.selectedNote) var note
    /// ```
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        source = .keyPath(keyPath)
    }

    /// A new property wrapper for the given object type, published with
    /// `focusedValue(_:)` or `focusedSceneValue(_:)`.
    ///
    /// ```swift
    /// @FocusedValue(EditorModel.self) var editor
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object { $0.object(of: Value.self) }
    }

    /// The value for the focus key given the current scope and state of the focused view
    /// hierarchy; `nil` when nothing publishes one (and outside a mounted view).
    public var wrappedValue: Value? { resolved }
}

extension FocusedValue: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        guard let center = context.node.environment.values.focusedValuesCenter else { return nil }
        switch property.source {
        case .keyPath(let keyPath): property.resolved = center.read({ $0[keyPath: keyPath] }, by: context.node, slot: context.slot)
        case .object(let read): property.resolved = center.read(read, by: context.node, slot: context.slot)
        }
        return nil
    }
}

extension FocusedValue: ViewInputComparable {
    /// The value belongs to where focus is, not to the view value: never a change.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}
