/// The modifier behind `onChange`: the observed value and what to call when it changes.
public struct _OnChangeModifier<Value: Equatable>: ViewModifier {
    /// The action, in the shape of the API that created it.
    enum Action {
        /// `onChange(of:perform:)`: called with the new value; the closure of the
        /// *previous* evaluation runs (SPEC R4).
        case legacy((Value) -> Void)
        /// `onChange(of:initial:_:)`: called with the old and the new value; the closure of
        /// the *current* evaluation runs, and at every appearance when `initial` is true.
        case modern(initial: Bool, (Value, Value) -> Void)
    }

    let value: Value
    let action: Action

    public typealias Body = Never
}

extension _OnChangeModifier: PrimitiveModifier {
    static func makeNode<Content: View>(
        _ view: ModifiedContent<Content, Self>, graph: ViewGraph, parent: Node?, index: Int
    ) -> TypedNode<ModifiedContent<Content, Self>> {
        OnChangeNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of an `onChange`: the value stored at the previous evaluation, the previous
/// action, and the cycle detector.
///
/// SPEC R3: compared only when the view carrying it is re-evaluated, with `==`.
/// SPEC R6: the action gets the values of this pass, whatever earlier actions write.
/// SPEC R7: at most `limit` dispatches per frame; the stored value advances even when
/// a dispatch is dropped.
@MainActor
final class OnChangeNode<Content: View, Value: Equatable>: ModifierNode<Content, _OnChangeModifier<Value>> {
    private var storedValue: Value
    private var budget = UpdateBudget()

    override init(_ view: ModifiedContent<Content, _OnChangeModifier<Value>>, graph: ViewGraph, parent: Node?, index: Int) {
        storedValue = view.modifier.value
        super.init(view, graph: graph, parent: parent, index: index)
    }

    override func modifierDidUpdate(from old: _OnChangeModifier<Value>) {
        let newValue = modifier.value
        guard newValue != storedValue else { return }
        let oldValue = storedValue
        storedValue = newValue
        switch budget.spend(inFrame: graph.frameID, limit: graph.updateLimit) {
        case .run:
            switch (old.action, modifier.action) {
            case (.legacy(let previous), _):
                graph.enqueue({ previous(newValue) }, owner: self)
            case (_, .modern(_, let current)):
                graph.enqueue({ current(oldValue, newValue) }, owner: self)
            case (.modern, .legacy(let current)):
                graph.enqueue({ current(newValue) }, owner: self)
            }
        case .drop(let report):
            guard report else { return }
            graph.diagnose(.onChangeCycle,
                           "onChange(of: \(Value.self)) action tried to update multiple times per frame.",
                           viewType: "\(Value.self)")
        }
    }

    override func didAppear() {
        guard case .modern(initial: true, let action) = modifier.action else { return }
        let value = storedValue
        graph.enqueue({ action(value, value) }, owner: self)
    }
}
