/// Where the engine makes the node of a view: the graph, the parent node and the
/// position among the parent's children (the view's structural identity).
///
/// The engine's side of ``View/_makeView(_:_:)``: apps never create or read it.
public struct _ViewInputs {
    @usableFromInline package let graph: ViewGraph
    @usableFromInline package let parent: Node?
    @usableFromInline package let index: Int

    @inlinable package init(graph: ViewGraph, parent: Node?, index: Int) {
        self.graph = graph
        self.parent = parent
        self.index = index
    }
}

/// The node the engine made for a view of type `V`.
///
/// The engine's side of ``View/_updateView(_:_:)``: apps never create or read it.
public struct _ViewOutputs<V: View> {
    @usableFromInline package let node: TypedNode<V>

    @inlinable package init(_ node: TypedNode<V>) { self.node = node }
}
