/// Orders nodes by their position in the tree: a parent before its children,
/// siblings in builder order (a pre-order walk).
enum TreePosition {
    /// The child indices from the root down to `node`.
    @MainActor static func path(of node: Node) -> [Int] {
        var path: [Int] = []
        var current: Node? = node
        while let each = current {
            path.append(each.indexInParent)
            current = each.parent
        }
        return path.reversed()
    }

    /// Sorts `nodes` into tree order.
    @MainActor static func sort(_ nodes: inout [Node]) {
        let keyed = nodes.map { (path: path(of: $0), node: $0) }
        nodes = keyed.sorted { $0.path.lexicographicallyPrecedes($1.path) }.map(\.node)
    }
}
