/// A primitive view that lays out one content view: stacks, `Group`, `Form`...
@MainActor
protocol ContainerView: PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    /// The heading ``ViewHost/render()`` writes above the content, or `nil` to stay transparent.
    var renderedTitle: String? { get }
}

extension ContainerView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        ContainerNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of a ``ContainerView``.
@MainActor
final class ContainerNode<V: ContainerView>: TypedNode<V> {
    private var title: String?
    private var child: TypedNode<V.Content>!

    init(_ view: V, graph: ViewGraph, parent: Node?, index: Int) {
        title = view.renderedTitle
        super.init(graph: graph, parent: parent, index: index)
        child = mountChild(view.content, at: 0)
    }

    override func update(_ view: V) {
        title = view.renderedTitle
        child.update(view.content)
    }

    override func forEachChild(_ body: (Node) -> Void) { body(child) }

    override func render(into output: inout RenderOutput) {
        guard let title else { return child.render(into: &output) }
        output.nested(title) { child.render(into: &$0) }
    }
}
