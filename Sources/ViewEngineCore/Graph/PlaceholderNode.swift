/// Stands where a view could not be mounted: the stack had no room left for a tree that
/// deep (see ``StackGuard``), or a body could not run because a dynamic property had
/// nothing to attach (a missing environment object). It has no state, runs nothing, and
/// renders one line saying why; the caller has diagnosed the cause.
@MainActor
final class PlaceholderNode<V: View>: TypedNode<V> {
    private let line: String

    init(_ line: String, _ inputs: _ViewInputs) {
        self.line = line
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index, variant: .placeholder)
    }

    override package func renderLines(into output: inout RenderOutput) { output.line(line) }
}

extension Node {
    /// How many ancestors this node has.
    package var depth: Int {
        var depth = 0
        var ancestor = parent
        while let each = ancestor {
            depth += 1
            ancestor = each.parent
        }
        return depth
    }
}
