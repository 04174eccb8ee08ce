/// A node's graph, borrowed for the length of a call: reaching it counts no references.
///
/// ``Node/graph`` is an `unowned(unsafe)` reference (its environment box's); a caller that
/// keeps it in a local, or calls the graph several times, retains it and releases it
/// after: about 40 instructions at every body evaluation and every `onChange` firing
/// (Benchmarks/HISTORY.md, "Issue 51, round four").
extension Node {
    /// Calls `body` with this node's graph, not retained.
    ///
    /// invariant: the graph outlives every node of its tree while the node is reachable
    /// (the host owns the graph and unmounts its tree before it releases it; see
    /// `EnvironmentBox.graph`), and `body` runs while this node is alive (the caller holds
    /// it), so the graph is alive for the whole call. Asserted: the graph has not begun
    /// to go (its `deinit` clears its link's reference to it first).
    @inlinable @inline(__always)
    package func withGraph<Result>(_ body: (ViewGraph) -> Result) -> Result {
        let unretained = Unmanaged.passUnretained(graph)
        assert(unretained.takeUnretainedValue().isLive, "a node borrowed a graph that is going")
        return unretained._withUnsafeGuaranteedRef(body)
    }
}

extension ViewGraph {
    /// Whether the graph has not begun to go: its `deinit` clears its link first.
    @usableFromInline var isLive: Bool { link.graph === self }
}
