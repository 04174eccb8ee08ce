extension Optional: View where Wrapped: View {
    public typealias Body = Never

    /// Mounts the wrapped view, if any.
    @inlinable
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        let node = OptionalNode<Wrapped>(inputs)
        if let view { node.child = node.mountMember(view, at: 0) }
        return _ViewOutputs(node)
    }

    /// Updates, mounts or dismounts the wrapped view.
    @inlinable
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        guard let node = outputs.node(as: OptionalNode<Wrapped>.self) else { return }
        switch (node.child, view) {
        case (let child?, let view?): node.updateMember(child, with: view, modifiers: node.memberModifiers)
        case (nil, let view?): node.child = node.mountMember(view, at: 0)
        case (let child?, nil):
            node.child = nil
            node.dismount(child)
        case (nil, nil): break
        }
    }

    /// An optional view has no body.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

/// The node of an optional view: the wrapped view's subtree while it is non-`nil`.
@MainActor @usableFromInline
final class OptionalNode<Wrapped: View>: TypedNode<Wrapped?> {
    @inlinable final package var child: Node? {
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
    @usableFromInline final var _child: Node?
    @usableFromInline let memberModifiers: MemberModifiers?

    @usableFromInline init(_ inputs: _ViewInputs) {
        memberModifiers = inputs.parent?.modifiersForMembers
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
    }

    override package var modifiersForMembers: MemberModifiers? { memberModifiers }

    override package func forEachChild(_ body: (Node) -> Void) { child.map(body) }
}
