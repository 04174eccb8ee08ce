/// The node of an ``AnyView``: a new wrapped type is a new view.
@MainActor
final class AnyViewNode: TypedNode<AnyView> {
    private var child: Node!
    private var type: ObjectIdentifier
    private let memberModifiers: MemberModifiers?

    init(_ view: AnyView, _ inputs: _ViewInputs) {
        type = view.type
        memberModifiers = inputs.parent?.modifiersForMembers
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        child = mountErased(view.storage)
    }

    override package var modifiersForMembers: MemberModifiers? { memberModifiers }

    private func mountErased(_ view: any View) -> Node {
        func mount<V: View>(_ view: V) -> Node { mountMember(view, at: 0) }
        return mount(view)
    }

    override package func apply(_ view: AnyView) {
        if view.type == type {
            func apply<V: View>(_ view: V) { updateMember(child, with: view) }
            apply(view.storage)
        } else {
            let old = child!
            type = view.type
            child = mountErased(view.storage)
            dismount(old)
        }
    }

    override package func forEachChild(_ body: (Node) -> Void) { body(child) }
}

extension AnyView: PrimitiveView {
    static package func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        AnyViewNode(view, inputs)
    }
}
