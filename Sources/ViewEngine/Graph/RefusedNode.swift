/// Stands where a view was not mounted because the stack had no room left for a tree
/// that deep (see ``StackGuard``). It has no state, runs nothing, and renders one line.
@MainActor
final class RefusedNode<V: View>: TypedNode<V> {
    override init(graph: ViewGraph, parent: Node?, index: Int) {
        super.init(graph: graph, parent: parent, index: index)
        var depth = 0
        var ancestor = parent
        while let each = ancestor {
            depth += 1
            ancestor = each.parent
        }
        graph.diagnoseTreeTooDeep(viewType: "\(V.self)", depth: depth)
    }

    override func render(into output: inout RenderOutput) {
        output.line("(not mounted: too deep)")
    }
}
