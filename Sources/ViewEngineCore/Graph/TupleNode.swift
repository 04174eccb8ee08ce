extension TupleView: View {
    public typealias Body = Never

    /// Mounts each element at its position.
    @inlinable
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        let node = TupleNode<repeat each Content>(inputs)
        for element in repeat each view.value {
            node.children.append(node.mountMember(element, at: node.children.count))
        }
        return _ViewOutputs(node)
    }

    /// Hands each element's node its new value.
    @inlinable
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        guard let node = outputs.node(as: TupleNode<repeat each Content>.self) else { return }
        var position = 0
        for element in repeat each view.value {
            node.updateMember(node.children[position], with: element, modifiers: node.memberModifiers)
            position += 1
        }
    }

    /// A tuple has no body.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

/// The node of a ``TupleView``: one child per element, identified by position.
@MainActor @usableFromInline
final class TupleNode<each Content: View>: TypedNode<TupleView<repeat each Content>> {
    @inlinable final package var children: [Node] {
        _read { yield _children }
        _modify { yield &_children }
    }
    /// The storage of ``children``: unchecked for exclusivity in release builds, which
    /// only code compiled in this module honours (ARCHITECTURE.md, "Unsafe constructs").
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _children: [Node] = []
    @usableFromInline let memberModifiers: MemberModifiers?

    @usableFromInline init(_ inputs: _ViewInputs) {
        memberModifiers = inputs.parent?.modifiersForMembers
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
    }

    override package var modifiersForMembers: MemberModifiers? { memberModifiers }

    override package func forEachChild(_ body: (Node) -> Void) { children.forEach(body) }
}
