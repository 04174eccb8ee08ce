/// The modifier behind `onChange`: the observed value and what to call when it changes.
///
/// Its members are `@usableFromInline` so that the `onChange` functions can be
/// `@inlinable`: built in the caller's module, for the caller's types, with no runtime
/// type lookups (the engine's main cost per re-evaluated view, see Benchmarks/README.md).
public struct _OnChangeModifier<Value: Equatable>: ViewModifier {
    /// The action, in the shape of the API that created it.
    @usableFromInline
    enum Action {
        /// `onChange(of:perform:)`: called with the new value; the closure of the
        /// *previous* evaluation runs (SPEC R4).
        case legacy((Value) -> Void)
        /// `onChange(of:initial:_:)`: called with the old and the new value; the closure of
        /// the *current* evaluation runs, and at every appearance when `initial` is true.
        case modern(initial: Bool, (Value, Value) -> Void)
    }

    @usableFromInline let value: Value
    @usableFromInline let action: Action
    /// Where the `onChange` was written (`#fileID`, `#line` of the call).
    @usableFromInline let location: Diagnostic.Location

    @usableFromInline
    init(value: Value, action: Action, location: Diagnostic.Location) {
        self.value = value
        self.action = action
        self.location = location
    }

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
/// a dispatch is dropped, and the one diagnostic says which observer, what it wrote and
/// the firings of the frame.
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
            // One closure per firing: it runs the action and records the firing in the
            // frame's chain (what a cut-off diagnostic explains itself with).
            let record = FiringRecord(observer: self, location: modifier.location, oldValue: oldValue, newValue: newValue)
            let action: () -> Void
            switch (old.action, modifier.action) {
            case (.legacy(let previous), _): action = { self.graph.runFiring(record) { previous(newValue) } }
            case (_, .modern(_, let current)): action = { self.graph.runFiring(record) { current(oldValue, newValue) } }
            case (.modern, .legacy(let current)): action = { self.graph.runFiring(record) { current(newValue) } }
            }
            graph.enqueue(action, owner: self, trace: "onChange(of: \(Value.self)) at \(self.modifier.location), \(String(reflecting: oldValue)) → \(String(reflecting: newValue))")
        case .drop(let report):
            guard report else { return }
            diagnoseCutOff(dropping: oldValue, newValue)
        }
    }

    override func didAppear() {
        guard case .modern(initial: true, let action) = modifier.action else { return }
        let value = storedValue
        let record = FiringRecord(observer: self, location: modifier.location, oldValue: value, newValue: value)
        graph.enqueue({ self.graph.runFiring(record) { action(value, value) } }, owner: self,
                      trace: "onChange(of: \(Value.self), initial: true) at \(self.modifier.location), \(String(reflecting: value)) → \(String(reflecting: value))")
    }

    /// The view whose body applied the modifier.
    private var viewName: String { Tracer.viewName(self) }

    /// SPEC R7's diagnostic, with SwiftUI's text and the chain that led to it.
    private func diagnoseCutOff(dropping oldValue: Value, _ newValue: Value) {
        let firings = graph.explain.firings
        let own = firings.filter { $0.observer === self }
        let wrote = own.flatMap(\.wrote).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let dropped = FiringRecord(observer: self, location: modifier.location, oldValue: oldValue, newValue: newValue).firing
        let explanation = Diagnostic.Explanation(
            wrote: wrote, firings: firings.map(\.firing), dropped: dropped,
            subject: "observer: onChange(of: \(Value.self)) at \(modifier.location), on \(viewName), ran \(own.count) times in frame \(graph.frameID) (the limit)")
        graph.record(Diagnostic(kind: .onChangeCycle,
                                message: "onChange(of: \(Value.self)) action tried to update multiple times per frame.",
                                viewType: viewName, valueType: "\(Value.self)", location: modifier.location,
                                explanation: explanation, frame: graph.frameID))
    }
}
