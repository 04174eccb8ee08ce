/// A convenience property wrapper for observing and automatically unwrapping state
/// bindings from the focused view or one of its ancestors.
///
/// ```swift
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? { get { self[SelectedNoteKey.self] } set { self[SelectedNoteKey.self] = newValue } }
/// }
///
/// struct NoteCommands: Commands {
///     @FocusedBinding(\.selectedNote) private var note
///     var body: some Commands {
///         CommandMenu("Note") {
///             Button("Pin") { note?.isPinned.toggle() }   // writes through the binding
///         }
///     }
/// }
/// ```
///
/// It sees what ``FocusedValue`` sees for the key, unwrapped: `nil` when no view around
/// focus (or in the scene) publishes a binding; a write goes through the binding, and
/// writing `nil` does nothing.
import ViewEngineCore

@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    private var binding: Binding<Value>?

    /// A new property wrapper for the given key path.
    ///
    /// ```swift
    /// @FocusedBinding(\.selectedNote) var note
    /// ```
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    /// The unwrapped value for the focus key given the current scope and state of the
    /// focused view hierarchy.
    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set { if let newValue { binding?.wrappedValue = newValue } }
    }

    /// A binding to the optional value of ``wrappedValue``.
    ///
    /// ```swift
    /// Toggle("Pinned", isOn: Binding($note)?.isPinned ?? .constant(false))
    /// ```
    public var projectedValue: Binding<Value?> {
        let binding = self.binding
        return Binding(get: { binding?.wrappedValue }, set: { if let value = $0 { binding?.wrappedValue = value } })
    }
}

extension FocusedBinding: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        guard let center = context.node.environment.values.focusedValuesCenter else { return nil }
        let keyPath = property.keyPath
        property.binding = center.read({ $0[keyPath: keyPath] }, by: context.node, slot: context.slot)
        return nil
    }
}

extension FocusedBinding: ViewInputComparable {
    /// The binding belongs to where focus is, not to the view value: never a change.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}
