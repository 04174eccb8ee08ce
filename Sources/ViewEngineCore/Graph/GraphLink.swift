/// A way back to a graph that may be gone.
///
/// What can outlive its host — a state box behind a binding, an object subscription, a
/// closure the clock keeps — holds the graph's link instead of a weak reference to the
/// graph. A weak reference would give the graph a side table, and every retain of it, a
/// few per updated view, would take the slow path (Benchmarks/HISTORY.md).
///
/// invariant: ``graph`` is the live graph or `nil`: the graph sets it when it is made and
/// clears it in its `deinit`. It is read and written on the main thread only (the graph
/// is main-actor isolated; the readers check the main queue first).
final package class GraphLink: @unchecked Sendable {
    /// The graph, while it lives.
    /// Invariant (`unowned(unsafe)`, `nonisolated(unsafe)`): the class's, above: the live graph
    /// or `nil`, read and written on the main thread only.
    nonisolated(unsafe) unowned(unsafe) package var graph: ViewGraph?
    /// Changes published on other threads and not yet arrived on the main actor.
    package let handOvers = HandOvers()

    package init() {}
}
