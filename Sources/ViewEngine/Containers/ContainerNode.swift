/// A primitive view that lays out one content view: stacks, `Group`, `Form`...
import ViewEngineCore

@MainActor @usableFromInline
protocol ContainerView: View where Body == Never {
    associatedtype Content: View
    var content: Content { get }
    /// The heading ``ViewHost/render()`` writes above the content, or `nil` to stay transparent.
    var renderedTitle: String? { get }
}

extension ContainerView {
    /// Makes the container's node and mounts its content.
    @inlinable
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        let node = ContainerNode<Self>(title: view.renderedTitle, inputs)
        node.child = node.mountChild(view.content, at: 0)
        return _ViewOutputs(node)
    }

    /// Takes the new title and hands the content its new value.
    @inlinable
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        guard let node = outputs.node(as: ContainerNode<Self>.self) else { return }
        node.title = view.renderedTitle
        node.child.update(view.content)
    }

    /// A container has no body.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

/// The node of a ``ContainerView``.
@MainActor @usableFromInline
final class ContainerNode<V: ContainerView>: TypedNode<V> {
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline var title: String?
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline var child: TypedNode<V.Content>!

    @usableFromInline init(title: String?, _ inputs: _ViewInputs) {
        self.title = title
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
    }

    override func forEachChild(_ body: (Node) -> Void) { body(child) }

    override func render(into output: inout RenderOutput) {
        guard let title else { return child.render(into: &output) }
        output.nested(title) { child.render(into: &$0) }
    }
}
