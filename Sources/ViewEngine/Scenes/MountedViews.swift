/// Views mounted side by side as children of one node, each identified by its position
/// (a toolbar's items, a menu's commands): a new list updates the ones in place, mounts
/// the new ones and dismounts the ones past its end.
import ViewEngineCore

@MainActor
struct MountedViews {
    private(set) var nodes: [Node] = []

    /// Shows `views` as children of `parent`, at the child indices from `firstIndex` on.
    mutating func show(_ views: [AnyView], in parent: Node, from firstIndex: Int) {
        for (position, view) in views.enumerated() {
            if position < nodes.count {
                ViewEngineCore.update(nodes[position], with: view)
            } else {
                nodes.append(parent.mountChild(view, at: firstIndex + position))
            }
        }
        while nodes.count > views.count { parent.dismount(nodes.removeLast()) }
    }

    /// Dismounts them all.
    mutating func removeAll(from parent: Node) {
        while let last = nodes.popLast() { parent.dismount(last) }
    }
}
