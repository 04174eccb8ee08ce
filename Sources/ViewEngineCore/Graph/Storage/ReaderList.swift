/// The nodes that read a piece of state, each with the evaluation in which it read.
///
/// A read recorded in an older evaluation of its node is stale: the node's latest
/// body did not read the value. A write invalidates the current readers and clears
/// the list (they record themselves again when they re-evaluate).
///
/// Readers are held weakly: a node keeps its own state alive (through its view value
/// and storage), so a strong reference back would make every node that reads its own
/// state immortal. The state's owner is the exception: its reads, the common case, are
/// kept as a stamp alone, and the state's ``TrackedState/owner`` reaches the node, so it
/// needs no weak reference (whose side table would cost each view with state 48 bytes).
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

    // Declared in this order so that the list packs into 24 bytes, and a state box of an
    // `Int` into 72, the size class of 80 (the memory benchmark counts a state box's size
    // class; Benchmarks/HISTORY.md, "Memory per `Button` row").

    /// The readers other than the owner, in the order they read. Most state has none (its
    /// own view reads it, kept as ``ownerEpoch``): the array is made at the first other
    /// reader.
    private var others: [Reader] = []
    /// The stamp of the owner's evaluation that read the state, 0 when it has not read it
    /// since the last write (stamps start at 1, ``EvaluationStamp``).
    private var ownerEpoch: UInt64 = 0
    private var compactionThreshold: Int32 = 8

    /// Records that `node` read the state in its current evaluation; `isOwner` says that
    /// it is the state's owner, whose reads are kept as a stamp.
    mutating package func record(_ node: Node, isOwner: Bool) {
        // A body reads the same state many times: the latest reader is the common case.
        // An evaluation's stamp is unique among all nodes (``EvaluationStamp``), so the
        // stamp alone says it is the same reading, without loading the weak reference.
        let epoch = node.epoch
        if isOwner {
            ownerEpoch = epoch
            return
        }
        let count = others.count
        if count > 0, others[count - 1].epoch == epoch { return }
        if count == 1 {
            // The common case: the one reader reads again, in a new evaluation. Its
            // stamp is updated in place; a new weak reference (and the old one's
            // release) costs several times more. A reader that no longer reads gives its
            // place to the new one.
            if others[0].node === node {
                others[0].epoch = epoch
                return
            }
            if !others[0].isCurrent {
                others[0] = Reader(node: node, epoch: epoch)
                return
            }
        }
        others.append(Reader(node: node, epoch: epoch))
        if others.count > Int(compactionThreshold) {
            others.removeAll { !$0.isCurrent }
            compactionThreshold = Int32(clamping: max(8, others.count * 2))
        }
    }

    /// Invalidates the readers whose latest evaluation read the state, `owner` (the
    /// state's owner, if it has one) first, and clears the list.
    mutating func invalidateAll(in graph: ViewGraph, owner: Node?, cause: InvalidationCause) {
        let rest = others
        let ownerRead = ownerEpoch
        ownerEpoch = 0
        others.removeAll(keepingCapacity: true)
        if let owner, ownerRead != 0, owner.isMounted, owner.epoch == ownerRead { graph.invalidate(owner, cause: cause) }
        for reader in rest where reader.isCurrent {
            graph.invalidate(reader.node!, cause: cause)
        }
    }
}
