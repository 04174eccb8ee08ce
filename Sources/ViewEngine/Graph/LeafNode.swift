/// A primitive view without children, described by one line of text.
@MainActor
protocol LeafView: PrimitiveView {
    /// The line ``ViewHost/render()`` writes for this view.
    var renderedLine: String { get }
}

extension LeafView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        LeafNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of a ``LeafView``: it keeps the latest value to render it.
@MainActor
final class LeafNode<V: LeafView>: TypedNode<V> {
    private(set) var view: V

    init(_ view: V, graph: ViewGraph, parent: Node?, index: Int) {
        self.view = view
        super.init(graph: graph, parent: parent, index: index)
    }

    override func update(_ view: V) { self.view = view }

    override func render(into output: inout RenderOutput) {
        let line = view.renderedLine
        if !line.isEmpty { output.line(line) }
    }
}

extension EmptyView: LeafView {
    var renderedLine: String { "" }
}
