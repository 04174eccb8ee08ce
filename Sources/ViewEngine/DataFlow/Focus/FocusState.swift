/// A property wrapper type that can read and write a value that the engine updates as
/// the placement of focus changes.
///
/// ```swift
/// enum Field { case email, password }
///
/// struct SignIn: View {
///     @FocusState var focused: Field?
///     @State var email = ""
///     var body: some View {
///         TextField("Email", text: $email)
///             .focused($focused, equals: .email)
///             .onChange(of: focused) { print("focus: \(String(describing: $0))") }
///     }
/// }
///
/// try host.focus("Email")   // focus: Optional(Field.email)
/// ```
///
/// It changes when the user moves focus (``ViewHost/focus(_:)``, typing into a field,
/// ``ViewHost/unfocus()``) and when the view writes it, which moves focus to the field
/// bound to the written value. Like `@State`, it belongs to the view's identity.
import ViewEngineCore

@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let resetValue: Value
    var storage: FocusStorage<Value>?

    /// Creates a focus state that binds to a Boolean: `true` while its field is focused.
    ///
    /// ```swift
    /// @FocusState var isFocused: Bool
    /// ```
    public init() where Value == Bool {
        resetValue = false
    }

    /// Creates a focus state that binds to an optional type: the value of the focused
    /// field's `.focused(_:equals:)`, `nil` when none of them is focused.
    ///
    /// ```swift
    /// @FocusState var focused: Field?
    /// ```
    public init<T: Hashable>() where Value == T? {
        resetValue = nil
    }

    /// The current state value, taking into account where focus is. Writing it moves
    /// focus to the field bound to the new value (or removes it).
    public var wrappedValue: Value {
        get { storage?.state.read() ?? resetValue }
        nonmutating set { storage?.writeFromView(newValue) }
    }

    /// A projection of the focus state value that returns a binding, for `.focused(_:)`.
    ///
    /// ```swift
    /// TextField("Email", text: $email).focused($isFocused)
    /// ```
    public var projectedValue: Binding {
        Binding(storage: storage, resetValue: resetValue)
    }

    /// A property wrapper type that can read and write a focus state value, passed to
    /// `.focused(_:equals:)` and to child views.
    @propertyWrapper
    public struct Binding {
        let storage: FocusStorage<Value>?
        let resetValue: Value

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { storage?.state.read() ?? resetValue }
            nonmutating set { storage?.writeFromView(newValue) }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        let reset = property.resetValue
        property.storage = context.slotObject { FocusStorage(reset, graph: context.graph, owner: context.node) }
        return nil
    }
}

extension FocusState: ViewInputComparable {
    /// Focus state belongs to the node, not to the view value: never a change.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

extension FocusState.Binding: ViewInputComparable {
    /// Two focus bindings are the same input when they point at the same focus state.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs.storage
            === rhs.storage
    }
}

/// The storage of one `@FocusState`: its value (a `@State`-like box, so readers update)
/// and the way back to the host's focus when a view writes it.
/// Invariant (`@unchecked Sendable`): `state`, `resetValue` and `link` are `let`s; the state
/// box keeps its value on the main actor.
final class FocusStorage<Value: Hashable>: @unchecked Sendable {
    let state: StateBox<Value>
    let resetValue: Value
    /// The way to the host's graph (the storage can outlive it).
    private let link: GraphLink

    @MainActor init(_ resetValue: Value, graph: ViewGraph, owner: Node) {
        self.resetValue = resetValue
        state = StateBox(resetValue, graph: graph, owner: owner)
        self.link = graph.link
    }

    /// A write by the view's code: stores the value and moves the host's focus to match.
    func writeFromView(_ value: Value) {
        state.write(value)
        guard MainQueue.isCurrent else { return }
        // Invariant: on the main thread (checked above); the value is handed to the main
        // actor's closure, which runs now, and not used here again.
        nonisolated(unsafe) let written = AnyHashable(value)
        MainActor.assumeIsolated { link.graph?.focus.stateWasWritten(self, value: written) }
    }
}

extension FocusStorage: SlotContents {
    var wrappedState: TrackedState { state }
}
