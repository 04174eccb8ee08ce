/// The node of an ``AnyView``: a new wrapped type is a new view.
@MainActor
final class AnyViewNode: TypedNode<AnyView> {
    private var child: Node!
    private var type: ObjectIdentifier
    private let memberModifiers: MemberModifiers?

    init(_ view: AnyView, graph: ViewGraph, parent: Node?, index: Int) {
        type = view.type
        memberModifiers = parent?.modifiersForMembers
        super.init(graph: graph, parent: parent, index: index)
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
    static package func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        AnyViewNode(view, graph: graph, parent: parent, index: index)
    }
}
