/// The actions collected during an update pass (Rules R1): run after the pass, first in
/// first out. Disappearance actions are deferred behind all others (Rules R13).
///
/// An action belongs to a node: if the node is unmounted before the action's turn (an
/// earlier action removed the view), it does not run (Rules R18). Disappearance actions
/// belong to no node: they run because their view went.
@MainActor
struct ActionQueue {
    @MainActor struct Entry {
        /// The node whose action it is, or `nil` for one that runs whatever happens.
        package let owner: Node?
        package let action: () -> Void
        /// What the trace says about it, when tracing.
        package let traceDetail: String?

        /// Whether it still runs: its node, if it has one, is mounted.
        package var isLive: Bool { owner?.isMounted ?? true }
    }

    // Buffers whose entries are moved out to run (``MovingBuffer``): a batch that has run
    // is empty without destroying anything.
    private var actions = MovingBuffer<Entry>()
    private var deferred = MovingBuffer<Entry>()
    /// An emptied batch, kept with its capacity for the next pass (see ``recycle(_:)``).
    private var spare: MovingBuffer<Entry>?

    package var isEmpty: Bool { actions.isEmpty && deferred.isEmpty }

    /// Queues an onChange or onAppear action.
    mutating package func enqueue(_ entry: __owned Entry) { actions.append(entry) }

    /// Queues an onDisappear action to run after every other action of the pass.
    mutating func enqueueDeferred(_ entry: __owned Entry) { deferred.append(entry) }

    /// Removes and returns the pass's actions in running order, to be moved out of it with
    /// ``MovingBuffer/drain(_:)``; the queue goes on with the spare buffer, so that the
    /// actions queued meanwhile go to another one.
    mutating package func drain() -> MovingBuffer<Entry> {
        let batch = actions
        actions = spare ?? MovingBuffer()
        spare = nil
        batch.append(movingFrom: deferred)
        return batch
    }

    /// Drops every queued action (an update loop cut off).
    mutating func removeAll() {
        actions.removeAll(keepingCapacity: true)
        deferred.removeAll(keepingCapacity: true)
    }

    /// Takes back a batch that ``drain()`` returned and that has run, as the spare buffer.
    /// A batch of a pass that queued more than `spareLimit` actions (the appearance of
    /// thousands of views) gives its memory back.
    mutating func recycle(_ batch: MovingBuffer<Entry>) {
        assert(batch.isEmpty, "a batch was recycled before it ran")
        if batch.reservedCapacity > Self.spareLimit { batch.removeAll(keepingCapacity: false) }
        spare = batch
    }

    /// The most actions a kept spare buffer holds.
    static let spareLimit = 4096
}
