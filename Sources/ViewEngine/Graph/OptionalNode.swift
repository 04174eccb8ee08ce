/// The node of an optional view: the wrapped view's subtree while it is non-`nil`.
@MainActor
final class OptionalNode<Wrapped: View>: TypedNode<Wrapped?> {
    private var child: TypedNode<Wrapped>?

    init(_ view: Wrapped?, graph: ViewGraph, parent: Node?, index: Int) {
        super.init(graph: graph, parent: parent, index: index)
        child = view.map { mountChild($0, at: 0) }
    }

    override func update(_ view: Wrapped?) {
        switch (child, view) {
        case (let node?, let view?): node.update(view)
        case (nil, let view?): child = mountChild(view, at: 0)
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

