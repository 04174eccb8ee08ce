/// A primitive view made of two child views it mounts side by side (a label and a
/// value): `LabeledContent`, `ProgressView`. It writes its own line from them.
@MainActor
package protocol TwoPartView: PrimitiveView {
    associatedtype First: View
    associatedtype Second: View
    var firstPart: First { get }
    var secondPart: Second { get }
    /// Writes the view, given the nodes of its two parts.
    func render(first: Node, second: Node, into output: inout RenderOutput)
}

extension TwoPartView {
    static package func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        TwoPartNode(view, inputs)
    }
}

/// The node of a ``TwoPartView``: its latest value and the nodes of its two parts.
@MainActor
final class TwoPartNode<V: TwoPartView>: TypedNode<V> {
    private var view: V
    private var first: TypedNode<V.First>!
    private var second: TypedNode<V.Second>!

    init(_ view: V, _ inputs: _ViewInputs) {
        self.view = view
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        first = mountChild(view.firstPart, at: 0)
        second = mountChild(view.secondPart, at: 1)
    }

    override package func apply(_ view: V) {
        self.view = view
        first.update(view.firstPart)
        second.update(view.secondPart)
    }

    override package func forEachChild(_ body: (Node) -> Void) {
        body(first)
        body(second)
    }

    override package func renderLines(into output: inout RenderOutput) {
        view.render(first: first, second: second, into: &output)
    }
}
