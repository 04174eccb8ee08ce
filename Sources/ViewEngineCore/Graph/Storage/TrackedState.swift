/// A piece of state whose readers the engine tracks: the part of a ``StateBox`` that does
/// not depend on its value's type, so that recording a read needs no type metadata.
/// Invariant (`@unchecked Sendable`): `readers` and `owner` are touched on the main actor
/// only: reads are recorded while a body is evaluated, readers invalidated in frames, and
/// the owner cleared when it is unmounted or its storage goes (nodes go on the main
/// thread).
@usableFromInline
package class TrackedState: @unchecked Sendable {
    /// The nodes that read the state in their latest evaluation. Touched on the main
    /// thread only (``StateBox`` checks at every access).
    @inlinable final package var readers: ReaderList {
        _read { yield _readers }
        _modify { yield &_readers }
    }
    /// The storage of ``readers``: unchecked for exclusivity in release builds, which
    /// only code compiled in this module honours (ARCHITECTURE.md, "Unsafe constructs").
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _readers: ReaderList = ReaderList()

    /// The node whose storage holds this state (the view that declares it), while it is
    /// mounted; `nil` for state no view declares.
    ///
    /// Kept as an ``UnretainedNode``, not `weak`: a node's first weak reference allocates
    /// its side table, 48 bytes for each view with state, and the owner's reads of its own
    /// state, the common case, are recorded by comparing it with the reader, which counts
    /// no references (``ReaderList``). A node clears it when it is unmounted
    /// (``Node/unmount()``), and its storage when it goes (``NodeStorage``), so it never
    /// points at a freed node; a box can outlive its owner (a binding to it), and then
    /// reads `nil`. The address sanitizer in CI runs the suites that unmount views whose
    /// state outlives them.
    @MainActor package final var owner: Node? {
        get { ownerReference.node }
        set { ownerReference = UnretainedNode(newValue) }
    }
    /// The storage of ``owner``.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @MainActor final var ownerReference = UnretainedNode(nil)

    /// Records the node being evaluated on this thread, if any, as a reader: a read from
    /// another thread, or outside a body, records nothing.
    @inline(__always) @usableFromInline
    final func noteRead() {
        guard let reader = CurrentEvaluation.node else { return }
        onMainActor(self, reader, recordReader)
    }
}

/// Records `reader` as a reader of `state` (a global function: its value has no context,
/// so ``onMainActor(_:_:)`` allocates nothing to call it).
@MainActor private func recordReader(_ state: TrackedState, _ reader: Node) {
    state.readers.record(reader, isOwner: state.ownerReference.refers(to: reader))
}
