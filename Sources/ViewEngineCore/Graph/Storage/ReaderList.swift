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
@usableFromInline package struct ReaderList {
    @MainActor private struct Reader {
        weak var node: Node?
        var epoch: UInt64

        var isCurrent: Bool {
            guard let node else { return false }
            return node.isMounted && node.epoch == epoch
        }
    }

    /// The first reader is stored inline: most state has one reader (its own view), and
    /// an array would cost every piece of state one more allocation.
    private var first: Reader?
    private var others: [Reader] = []
    private var compactionThreshold = 8

    mutating package func record(_ node: Node) {
        // A body reads the same state many times: the latest reader is the common case.
        // An evaluation's stamp is unique among all nodes (``EvaluationStamp``), so the
        // stamp alone says it is the same reading, without loading the weak reference.
        let epoch = node.epoch
        if others.isEmpty {
            if first?.epoch == epoch { return }
            // The common case: the one reader reads again, in a new evaluation. Its
            // stamp is updated in place; a new weak reference (and the old one's
            // release) costs several times more.
            if first?.node === node {
                first!.epoch = epoch
                return
            }
        } else if others[others.count - 1].epoch == epoch {
            return
        }
        let reader = Reader(node: node, epoch: node.epoch)
        guard let current = first, current.isCurrent else {
            if others.isEmpty { first = reader } else { others.append(reader) }
            return
        }
        others.append(reader)
        if others.count > compactionThreshold {
            others.removeAll { !$0.isCurrent }
            compactionThreshold = max(8, others.count * 2)
        }
    }

    mutating func invalidateAll(in graph: ViewGraph, cause: InvalidationCause) {
        let head = first
        let rest = others
        first = nil
        others.removeAll(keepingCapacity: true)
        if let head, head.isCurrent { graph.invalidate(head.node!, cause: cause) }
        for reader in rest where reader.isCurrent {
            graph.invalidate(reader.node!, cause: cause)
        }
    }
}
