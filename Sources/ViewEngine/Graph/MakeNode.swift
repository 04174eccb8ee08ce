/// A view that the engine implements directly, with its own node type.
///
/// Every view with `Body == Never` in this module conforms.
@MainActor
protocol PrimitiveView: View {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self>
}

/// Creates (mounts) the node for `view`: a primitive's own node, or a body node for a custom view.
///
/// When the stack has less than ``StackGuard/reserve`` left, the view is not mounted: a
/// ``PlaceholderNode`` takes its place and a diagnostic says so, instead of a crash.
@MainActor
func makeNode<V: View>(_ view: V, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<V> {
    guard StackGuard.hasRoom(above: graph.stackFloor) else {
        graph.diagnoseTreeTooDeep(viewType: "\(V.self)", depth: (parent?.depth ?? -1) + 1)
        return PlaceholderNode("(not mounted: too deep)", graph: graph, parent: parent, index: index)
    }
    if let primitive = V.self as? any PrimitiveView.Type {
        func make<P: PrimitiveView>(_: P.Type) -> Node {
            P.makeNode(unsafeBitCast(view, to: P.self), graph: graph, parent: parent, index: index)
        }
        return unsafeDowncast(make(primitive), to: TypedNode<V>.self)
    }
    return BodyNode<V>(view, graph: graph, parent: parent, index: index)
}

extension Node {
    /// Creates the node for `view` as a child of `parent`.
    func makeNode<V: View>(_ view: V, parent: Node, index: Int) -> TypedNode<V> {
        ViewEngine.makeNode(view, graph: graph, parent: parent, index: index)
    }
}

/// Hands `view` to `node`, which was made for views of type `V`.
@MainActor @inline(__always)
func update<V: View>(_ node: Node, with view: V) {
    unsafeDowncast(node, to: TypedNode<V>.self).update(view)
}
