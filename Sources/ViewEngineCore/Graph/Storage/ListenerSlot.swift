/// A node's slot among the listeners of its environment box (``EnvironmentBox/listen(_:)``),
/// kept by a node that reads the environment for itself (a button's style): the node
/// listens from its first read on and must stop when it is unmounted, and when it goes if
/// it was never unmounted. Four bytes, and `Sendable`, so that a node's `deinit` can tell
/// whether it still listens before it asks whether it runs on the main thread.
package struct ListenerSlot: Sendable {
    /// The slot, -1 when the node does not listen.
    private var slot: Int32 = -1

    /// A node that does not listen yet.
    package init() {}

    /// Whether the node listens to its environment box.
    package var isListening: Bool { slot >= 0 }

    /// `node` listens to its environment box, if it does not already and is mounted: a
    /// node given a value after it was unmounted must not take a slot, which nothing would
    /// empty.
    @MainActor
    package mutating func listen(_ node: Node) {
        if slot < 0, node.isMounted { slot = node.environment.listen(node) }
    }

    /// `node`, unmounted or going, stops listening to its environment box.
    @MainActor
    package mutating func stopListening(_ node: Node) {
        guard slot >= 0 else { return }
        node.environment.stopListening(node, slot: slot)
        slot = -1
    }
}
