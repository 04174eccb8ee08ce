/// A reference to a node that counts no references: reading it, or asking whether it is
/// a given node, retains and releases nothing.
///
/// A `TrackedState`'s owner is one: each read of the state by its own view (the common
/// read) asks whether the reader is the owner, and an `unowned(unsafe)` reference loaded
/// for `===` is retained and released (about 45 instructions a read; Benchmarks/HISTORY.md,
/// "Issue 51, round four"). The comparison here is of addresses.
///
/// invariant: whoever stores a node here clears it (stores `nil`) before the node goes:
/// a state's owner is cleared when the node is unmounted (``Node/unmount()``) and when
/// its storage goes (``NodeStorage``), so ``node`` never returns a freed node. The address
/// comparison needs no live node: a node that is compared is the caller's, alive.
@usableFromInline struct UnretainedNode: Sendable {
    @usableFromInline var reference: Unmanaged<Node>?

    init(_ node: Node?) {
        reference = node.map { Unmanaged.passUnretained($0) }
    }

    /// A reference to `node` (inlinable, for a firing's record).
    @inlinable init(referring node: Node) {
        reference = Unmanaged.passUnretained(node)
    }

    /// The node, while it is stored (see the invariant).
    var node: Node? { reference?.takeUnretainedValue() }

    /// Whether `other` is the stored node, by address.
    @inline(__always) func refers(to other: Node) -> Bool {
        reference?.toOpaque() == Unmanaged.passUnretained(other).toOpaque()
    }
}
