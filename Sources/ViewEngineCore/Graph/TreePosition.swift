/// Orders nodes by their position in the tree: a parent before its children,
/// siblings in builder order (a pre-order walk).
package enum TreePosition {
    /// The child indices from the root down to `node`.
    @MainActor static package func path(of node: Node) -> [Int] {
        var path: [Int] = []
        var current: Node? = node
        while let each = current {
            path.append(each.indexInParent)
            current = each.parent
        }
        return path.reversed()
    }

    /// Whether `a` comes before `b` in tree order, without building either path: the
    /// deeper one walks up to the other's depth, then both walk up to their common
    /// ancestor, whose children they descend from decide.
    @MainActor static package func precedes(_ a: Node, _ b: Node) -> Bool {
        func depth(of node: Node) -> Int {
            var depth = 0
            var current = node
            while let parent = current.parent { depth += 1; current = parent }
            return depth
        }
        let (depthOfA, depthOfB) = (depth(of: a), depth(of: b))
        var (a, b) = (a, b)
        for _ in 0..<max(0, depthOfA - depthOfB) { a = a.parent! }
        for _ in 0..<max(0, depthOfB - depthOfA) { b = b.parent! }
        if a === b { return depthOfA < depthOfB }   // the same node, or `a` an ancestor of `b`
        while let parentOfA = a.parent, let parentOfB = b.parent, parentOfA !== parentOfB {
            (a, b) = (parentOfA, parentOfB)
        }
        return a.indexInParent < b.indexInParent
    }

    /// Sorts `nodes` into tree order.
    @MainActor static package func sort(_ nodes: inout [Node]) {
        let keyed = nodes.map { (path: path(of: $0), node: $0) }
        nodes = keyed.sorted { $0.path.lexicographicallyPrecedes($1.path) }.map(\.node)
    }
}
