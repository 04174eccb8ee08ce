/// The modifier behind `.focused(_:equals:)` and `.focused(_:)`.
import ViewEngineCore

public struct _FocusedModifier<Value: Hashable>: ViewModifier {
    let binding: FocusState<Value>.Binding
    /// The value the focus state takes while a field in the content has focus.
    let value: Value
    public typealias Body = Never
}

extension _FocusedModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        FocusedNode(modifier, inputs)
    }
}

/// Binds the focus of the fields in its content to a focus state: registered with the
/// host's ``FocusSystem`` while mounted.
@MainActor
final class FocusedNode<Content: View, Value: Hashable>: ModifierNode<Content, _FocusedModifier<Value>>, FocusBinding {
    override func didMountContent() { graph.focus.register(self) }

    override func didUnmount() { graph.focus.unregister(self) }

    var focusStorage: AnyObject? { modifier.binding.storage }

    func isBound(to storage: AnyObject, value: AnyHashable) -> Bool {
        modifier.binding.storage === storage && AnyHashable(modifier.value) == value
    }

    func followFocus(_ focused: Node?) {
        guard let storage = modifier.binding.storage else { return }
        if let focused, contains(focused) {
            storage.state.write(modifier.value)
        } else if storage.state.read() == modifier.value {
            storage.state.write(storage.resetValue)
        }
    }

    func contains(_ node: Node) -> Bool {
        var ancestor: Node? = node
        while let each = ancestor {
            if each === self { return true }
            ancestor = each.parent
        }
        return false
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given state value: while a
    /// field in this view has focus, `binding` holds `value`.
    ///
    /// ```swift
    /// TextField("Email", text: $email)
    ///     .focused($focused, equals: .email)
    /// ```
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedContent<Self, _FocusedModifier<Value>> {
        modifier(_FocusedModifier(binding: binding, value: value))
    }

    /// Modifies this view by binding its focus state to the given Boolean state value:
    /// `true` while a field in this view has focus.
    ///
    /// ```swift
    /// TextField("Search", text: $query)
    ///     .focused($isSearching)
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _FocusedModifier<Bool>> {
        modifier(_FocusedModifier(binding: condition, value: true))
    }
}
