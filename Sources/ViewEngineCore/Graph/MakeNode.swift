/// A view that the engine implements directly, with a node class of its own that
/// receives each new value in ``TypedNode/apply(_:)``.
///
/// Most of the engine's views are primitives of this kind; the ones on every update's
/// path (stacks, leaves, conditionals, `ForEach`, `TupleView`, modifiers) implement the
/// static requirements of ``View`` themselves, so that they are compiled for the types of
/// the module that uses them.
@MainActor
package protocol PrimitiveView: View where Body == Never {
    static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self>
}

extension PrimitiveView {
    /// Makes the primitive's own node.
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        _ViewOutputs(makeNode(view, inputs))
    }

    /// Hands the new value to the primitive's node.
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        outputs.node.apply(view)
    }

    /// A primitive has no body to re-evaluate.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

extension View where Body == Never {
    /// A view of your own that declares no body (`typealias Body = Never`) is not shown:
    /// a placeholder says why, instead of a crash.
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        inputs.graph.diagnose(.viewHasNoBody, "\(Self.self) declares no body (its Body is Never), so it shows nothing; give it a body.",
                              viewType: "\(Self.self)")
        return _ViewOutputs(PlaceholderNode("(\(Self.self) not shown: it has no body)", inputs))
    }

    /// A view without a body has nothing to update.
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {}

    /// A view without a body has nothing to re-evaluate.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

/// Creates (mounts) the node for `view` where `inputs` says: its type's
/// ``View/_makeView(_:_:)``, compiled for `V` where `V` is known.
///
/// When the stack has less than ``StackGuard/reserve`` left, the view is not mounted: a
/// ``PlaceholderNode`` takes its place and a diagnostic says so, instead of a crash.
@MainActor @inlinable @inline(__always)
package func makeNode<V: View>(_ view: V, _ inputs: _ViewInputs) -> TypedNode<V> {
    guard StackGuard.hasRoom(above: inputs.graph.stackFloor) else { return refuseTooDeep(V.self, inputs) }
    return V._makeView(view, inputs).node
}

/// The placeholder that stands for a view the stack has no room for, diagnosed.
@MainActor @usableFromInline
func refuseTooDeep<V: View>(_: V.Type, _ inputs: _ViewInputs) -> TypedNode<V> {
    inputs.graph.diagnoseTreeTooDeep(viewType: "\(V.self)", depth: (inputs.parent?.depth ?? -1) + 1)
    return PlaceholderNode("(not mounted: too deep)", inputs)
}

extension Node {
    /// Creates the node for `view` as a child of `parent`, without making it appear.
    @inlinable package func makeNode<V: View>(_ view: V, parent: Node, index: Int) -> TypedNode<V> {
        ViewEngineCore.makeNode(view, parent.inputs(forChildAt: index))
    }
}

/// Hands `view` to `node`, which was made for views of type `V` (through a list's
/// member modifiers or as a member without them).
@MainActor @inlinable
package func update<V: View>(_ node: Node, with view: consuming V) {
    V._updateView(view, _ViewOutputs(member: node))
}
