/// A custom view's node: it keeps the view value, its state, and the node of its body.
///
/// The three requirements below are the defaults of every view with a `body`. They are
/// `@inlinable`, so each view type's module compiles them for that type: the body's
/// type is known there, and updating it calls the body's own (also compiled-for-the-type)
/// update directly, down to the next custom view.
extension View {
    /// Makes the node and mounts the body's node under it.
    @inlinable
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        let node = BodyNode(view, inputs)
        _reevaluateView(_ViewOutputs(node))
        return _ViewOutputs(node)
    }

    /// When the parent hands the node a new value that is the same input as the kept one
    /// (Rules R12) and none of its dependencies changed, the body is not evaluated and the
    /// kept value stays.
    @inlinable
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        guard let node = outputs.node(as: BodyNode<Self>.self), node.takes(view) else { return }
        evaluate(node)
    }

    /// Evaluates the body again with the kept value (its state changed).
    @inlinable
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {
        guard let node = outputs.node(as: BodyNode<Self>.self) else { return }
        evaluate(node)
    }

    /// Attaches the node's state, evaluates the body with the reads recorded, and hands
    /// the result to the body's node (or mounts it).
    @inlinable
    static package func evaluate(_ node: BodyNode<Self>) {
        guard node.prepare() else { return }
        if node._child?.isPlaceholder == false {
            // The body is made inside the call, where the child is not retained (not bound
            // to a name: a name keeps a reference for its whole scope).
            let child = KeptNode(unwrapping: node._child)
            return node.withKept(child) { child in
                child.update(node.evaluation.evaluate(&node.view, for: node, isFirst: false) { $0.body })
            }
        }
        let body = node.evaluation.evaluate(&node.view, for: node, isFirst: node.child == nil) { $0.body }
        node.child = node.mountBody(body, replacing: node.child)
    }
}

/// The node of a custom view.
@MainActor @usableFromInline
final package class BodyNode<V: View>: TypedNode<V> {
    /// The kept view value: the latest one that was not judged the same input (Rules R12).
    @inlinable final package var view: V {
        _read { yield _view }
        _modify { yield &_view }
    }
    /// The storage of ``view``: unchecked for exclusivity in release builds, which
    /// only code compiled in this module honours (ARCHITECTURE.md, "Unsafe constructs").
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _view: V
    @usableFromInline package let evaluation: BodyEvaluation<V>
    /// The body's node.
    @inlinable final package var child: TypedNode<V.Body>? {
        _read { yield _child }
        _modify { yield &_child }
    }
    /// The storage of ``child``: unchecked for exclusivity in release builds, which
    /// only code compiled in this module honours (ARCHITECTURE.md, "Unsafe constructs").
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _child: TypedNode<V.Body>?

    @usableFromInline init(_ view: V, _ inputs: _ViewInputs) {
        self._view = view
        self.evaluation = BodyEvaluation()
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
    }

    /// Takes `newView` unless it is the same input as the kept value; returns whether the
    /// body must be evaluated (a new input, or the node's own state changed).
    /// Always inlined: the comparison is the larger part of a row's update, and a row
    /// updated inside a closure (`ForEach`) otherwise makes it a call of its own.
    @inlinable @inline(__always) final package func takes(_ newView: consuming V) -> Bool {
        if evaluation.keeps(&view, over: newView, for: self) { return isDirty }
        view = newView
        return true
    }

    /// Starts an evaluation: attaches the view's dynamic properties. When one has nothing
    /// to attach (a missing environment object), the body is replaced by a placeholder
    /// saying why, and this returns `false`.
    @inlinable final package func prepare() -> Bool {
        guard let failure = evaluation.prepare(&view, for: self) else { return true }
        child = placeholderBody(failure, for: child)
        return false
    }

    override package var evaluatesBody: Bool { true }

    override package var dynamicStorage: NodeStorage? { evaluation.storage }

    override package var dynamicFieldNames: [String] { evaluation.plan.fieldNames }

    override package func reevaluate() { V._reevaluateView(_ViewOutputs(self)) }

    override package func didUnmount() { evaluation.storage?.detachSubscriptions() }

    override package func forEachChild(_ body: (Node) -> Void) { child.map(body) }
}
