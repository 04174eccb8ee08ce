/// A node's graph, borrowed for the length of a call: reaching it counts no references.
///
/// ``Node/graph`` is an `unowned(unsafe)` reference (its environment box's); a caller that
/// keeps it in a local, or calls the graph several times, retains it and releases it
/// after: about 40 instructions at every body evaluation and every `onChange` firing
/// (Benchmarks/README.md, "Issue 51, round four").
extension Node {
    /// Calls `body` with this node's graph, not retained.
    ///
    /// invariant: the graph outlives every node of its tree while the node is reachable
    /// (the host owns the graph and unmounts its tree before it releases it; see
    /// `EnvironmentBox.graph`), and `body` runs while this node is alive (the caller holds
    /// it), so the graph is alive for the whole call. Asserted: the borrowed reference is
    /// the graph a retaining read finds.
    @inlinable @inline(__always)
    package func withGraph<Result>(_ body: (ViewGraph) -> Result) -> Result {
        let unretained = Unmanaged.passUnretained(graph)
        assert(unretained.takeUnretainedValue() === environment.graph, "a node's borrowed graph is not its graph")
        return unretained._withUnsafeGuaranteedRef(body)
    }
}
