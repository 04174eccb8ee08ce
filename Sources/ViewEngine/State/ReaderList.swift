/// The nodes that read a piece of state, each with the evaluation in which it read.
///
/// A read recorded in an older evaluation of its node is stale: the node's latest
/// body did not read the value. A write invalidates the current readers and clears
/// the list (they record themselves again when they re-evaluate).
///
/// Readers are held weakly: a node keeps its own state alive (through its view value
/// and storage), so a strong reference back would make every node that reads its own
/// state immortal.
@MainActor
struct ReaderList {
    @MainActor private struct Reader {
        weak var node: Node?
        let epoch: UInt32

        var isCurrent: Bool {
            guard let node else { return false }
            return node.isMounted && node.epoch == epoch
        }
    }

    private var readers: [Reader] = []
    private var compactionThreshold = 8

    mutating func record(_ node: Node) {
        if let last = readers.last, last.node === node, last.epoch == node.epoch { return }
        readers.append(Reader(node: node, epoch: node.epoch))
        if readers.count > compactionThreshold {
            readers.removeAll { !$0.isCurrent }
            compactionThreshold = max(8, readers.count * 2)
        }
    }

    mutating func invalidateAll(in graph: ViewGraph) {
        guard !readers.isEmpty else { return }
        let current = readers
        readers.removeAll(keepingCapacity: true)
        for reader in current where reader.isCurrent {
            graph.invalidate(reader.node!)
        }
    }
}
