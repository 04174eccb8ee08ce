/// The nodes that read a piece of state, each with the evaluation in which it read.
///
/// A read recorded in an older evaluation of its node is stale: the node's latest
/// body did not read the value. A write invalidates the current readers and clears
/// the list (they record themselves again when they re-evaluate).
@MainActor
struct ReaderList {
    private var readers: [(node: Node, epoch: UInt32)] = []
    private var compactionThreshold = 8

    mutating func record(_ node: Node) {
        if let last = readers.last, last.node === node, last.epoch == node.epoch { return }
        readers.append((node, node.epoch))
        if readers.count > compactionThreshold {
            readers.removeAll { !$0.node.isMounted || $0.node.epoch != $0.epoch }
            compactionThreshold = max(8, readers.count * 2)
        }
    }

    mutating func invalidateAll(in graph: ViewGraph) {
        guard !readers.isEmpty else { return }
        let current = readers
        readers.removeAll(keepingCapacity: true)
        for reader in current where reader.node.epoch == reader.epoch {
            graph.invalidate(reader.node)
        }
    }
}
