/// The node of an optional view: the wrapped view's subtree while it is non-`nil`.
@MainActor
final class OptionalNode<Wrapped: View>: TypedNode<Wrapped?> {
    private var child: Node?
    private let memberModifiers: MemberModifiers?

    init(_ view: Wrapped?, graph: ViewGraph, parent: Node?, index: Int) {
        memberModifiers = parent?.modifiersForMembers
        super.init(graph: graph, parent: parent, index: index)
        child = view.map { mountMember($0, at: 0) }
    }

    override var modifiersForMembers: MemberModifiers? { memberModifiers }

    override func update(_ view: Wrapped?) {
        switch (child, view) {
        case (let node?, let view?): updateMember(node, with: view)
        case (nil, let view?): child = mountMember(view, at: 0)
        case (let node?, nil):
            child = nil
            dismount(node)
        case (nil, nil): break
        }
    }

    override func forEachChild(_ body: (Node) -> Void) { child.map(body) }
}

extension Optional: PrimitiveView where Wrapped: View {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        OptionalNode(view, graph: graph, parent: parent, index: index)
    }
}

