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

        /// An entry that does nothing and holds nothing: what a batch keeps in place of an
        /// entry moved out of it to run.
        static var empty: Entry { Entry(owner: nil, action: {}, traceDetail: nil) }
    }

    private var actions: [Entry] = []
    private var deferred: [Entry] = []
    /// An emptied batch, kept with its capacity for the next pass (see ``recycle(_:)``).
    private var spare: [Entry] = []

    package var isEmpty: Bool { actions.isEmpty && deferred.isEmpty }

    /// Queues an onChange or onAppear action.
    mutating package func enqueue(_ entry: Entry) { actions.append(entry) }

    /// Queues an onDisappear action to run after every other action of the pass.
    mutating func enqueueDeferred(_ entry: Entry) { deferred.append(entry) }

    /// Removes and returns the pass's actions in running order; the queue goes on with
    /// the spare buffer, so that queuing the next pass's actions copies nothing.
    mutating package func drain() -> [Entry] {
        var batch = actions
        actions = spare
        spare = []
        if !deferred.isEmpty {
            batch.append(contentsOf: deferred)
            deferred.removeAll(keepingCapacity: true)
        }
        return batch
    }

    /// Takes back a batch that ``drain()`` returned and that has run, as the spare buffer.
    /// `inout`, so that the batch is uniquely referenced: emptying it keeps its buffer
    /// (emptying a shared array allocates a new one of the same capacity).
    /// A batch of a pass that queued more than `spareLimit` actions (the appearance of
    /// thousands of views) is not kept: its memory goes back.
    mutating func recycle(_ batch: inout [Entry]) {
        guard batch.capacity <= Self.spareLimit else { return batch = [] }
        batch.removeAll(keepingCapacity: true)
        swap(&spare, &batch)
    }

    /// The most actions a kept spare buffer holds.
    static let spareLimit = 4096
}
