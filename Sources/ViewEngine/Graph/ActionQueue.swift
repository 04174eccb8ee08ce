/// The actions collected during an update pass (SPEC R1): run after the pass, first in
/// first out. Disappearance actions are deferred behind all others (SPEC R13).
///
/// An action belongs to a node: if the node is unmounted before the action's turn (an
/// earlier action removed the view), it does not run (SPEC R18). Disappearance actions
/// belong to no node: they run because their view went.
@MainActor
struct ActionQueue {
    @MainActor struct Entry {
        /// The node whose action it is, or `nil` for one that runs whatever happens.
        let owner: Node?
        let action: () -> Void

        /// Runs the action unless its node is gone.
        func run() {
            if let owner, !owner.isMounted { return }
            action()
        }
    }

    private var actions: [Entry] = []
    private var deferred: [Entry] = []

    var isEmpty: Bool { actions.isEmpty && deferred.isEmpty }

    /// Queues an onChange or onAppear action of `owner`.
    mutating func enqueue(_ action: @escaping () -> Void, owner: Node) {
        actions.append(Entry(owner: owner, action: action))
    }

    /// Queues an onDisappear action to run after every other action of the pass.
    mutating func enqueueDeferred(_ action: @escaping () -> Void) {
        deferred.append(Entry(owner: nil, action: action))
    }

    /// Removes and returns the pass's actions in running order.
    mutating func drain() -> [Entry] {
        var batch = actions
        batch.append(contentsOf: deferred)
        actions.removeAll(keepingCapacity: true)
        deferred.removeAll(keepingCapacity: true)
        return batch
    }
}
