/// A node that shows a leaf view (a `Text`, a `Color`, a shape, an image): its latest
/// value, which what draws the window (``ViewHost/snapshot()``) reads as it reads the rest
/// of the tree. The leaf node's own class stays the core's.
@MainActor
package protocol LeafShowing: Node {
    /// The leaf view the node shows now.
    var shownLeaf: any LeafView { get }
}

extension LeafNode: LeafShowing {
    package var shownLeaf: any LeafView { view }
}
