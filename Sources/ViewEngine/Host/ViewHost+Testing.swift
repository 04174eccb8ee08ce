/// Test hooks: what the engine's own tests check invariants against. `package` access,
/// so they are not part of the public API.
extension ViewHost {
    /// The controls in the driver registry, as `Kind "title"`, in tree order.
    package var registeredControls: [String] {
        graph.controls.entriesInTreeOrder.map { "\($0.kind.rawValue) \"\($0.title)\"" }
    }

    /// The controls found by walking the visible tree, as `Kind "title"`, in tree order:
    /// the registry must hold exactly these.
    package var visibleControls: [String] {
        var found: [String] = []
        func visit(_ node: Node) {
            if let control = node as? any RegisteredControl, node.isVisible {
                found.append("\(control.kind.rawValue) \"\(control.title)\"")
            }
            node.forEachChild(visit)
        }
        if let rootNode { visit(rootNode) }
        return found
    }

    /// How many nodes are mounted (shown or kept hidden, like a hidden tab's content).
    package var mountedNodeCount: Int {
        var count = 0
        func visit(_ node: Node) {
            count += 1
            node.forEachMountedChild(visit)
        }
        if let rootNode { visit(rootNode) }
        return count
    }
}
