/// Where focus is in one host, and the focus states bound to it.
///
/// Focus moves when the user focuses a field (the host's drivers) or when a view writes
/// a `@FocusState`. After each move every `.focused` binding follows: the bindings around
/// the focused field take their value, the others that held theirs are reset. A focused
/// field that leaves the screen takes focus with it, after the pass.
@MainActor
final package class FocusSystem {
    private unowned let graph: ViewGraph
    private(set) weak package var focusedField: Node?
    private var bindings: [WeakBinding] = []

    package init(graph: ViewGraph) { self.graph = graph }

    package func register(_ binding: any FocusBinding) {
        bindings.removeAll { $0.binding == nil }
        bindings.append(WeakBinding(binding: binding))
    }

    package func unregister(_ binding: any FocusBinding) {
        bindings.removeAll { $0.binding == nil || $0.binding === binding }
    }

    /// Gives focus to `field` (or takes it away with `nil`) and updates every binding.
    package func move(to field: Node?) {
        let previous = focusedField
        focusedField = field
        if previous !== field {
            (previous as? any FocusableField)?.focusDidChange(isFocused: false)
            (field as? any FocusableField)?.focusDidChange(isFocused: true)
        }
        for binding in bindings.compactMap(\.binding) where binding.isMounted {
            binding.followFocus(field)
        }
    }

    /// A view wrote `value` to a focus state: focus goes to the first field bound to it,
    /// or, for a reset value, leaves the field the state held.
    package func stateWasWritten(_ storage: AnyObject, value: AnyHashable) {
        let live = bindings.compactMap(\.binding).filter(\.isMounted)
        if let target = live.first(where: { $0.isBound(to: storage, value: value) }) {
            move(to: target.firstFocusableField ?? target)
        } else if let focusedField, live.contains(where: { $0.focusStorage === storage && $0.contains(focusedField) }) {
            move(to: nil)
        }
    }

    /// The focused field left the screen: focus goes with it. The bindings around it
    /// (which may be leaving too) reset their states after the pass.
    package func fieldDisappeared(_ field: Node) {
        guard field === focusedField else { return }
        focusedField = nil
        let holders = bindings.compactMap(\.binding).filter { $0.isMounted && $0.contains(field) }
        graph.enqueueEngineAction {
            for holder in holders { holder.followFocus(nil) }
        }
    }

    private struct WeakBinding {
        weak var binding: (any FocusBinding)?
    }
}

/// A `.focused` modifier's node, as the focus system sees it.
@MainActor
package protocol FocusBinding: Node {
    /// The storage of the focus state it binds.
    var focusStorage: AnyObject? { get }
    /// Whether it binds `storage` with `value`.
    func isBound(to storage: AnyObject, value: AnyHashable) -> Bool
    /// Takes its value when `focused` is inside it; resets its state when it held its value.
    func followFocus(_ focused: Node?)
    /// Whether `node` is inside it.
    func contains(_ node: Node) -> Bool
}

extension FocusBinding {
    /// The first field inside it that can take focus.
    var firstFocusableField: Node? {
        var found: Node?
        func visit(_ node: Node) {
            guard found == nil else { return }
            if node is any FocusableField { found = node; return }
            node.forEachChild(visit)
        }
        visit(self)
        return found
    }
}

/// A control that can take focus (a text field).
@MainActor
package protocol FocusableField: Node {
    /// Called when the field gains or loses focus (a text field's `onEditingChanged`).
    func focusDidChange(isFocused: Bool)
}

extension FocusableField {
    package func focusDidChange(isFocused: Bool) {}
}
