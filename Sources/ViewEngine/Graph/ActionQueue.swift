/// The actions collected during an update pass (SPEC R1): run after the pass, first in
/// first out. Disappearance actions are deferred behind all others (SPEC R13).
@MainActor
struct ActionQueue {
    private var actions: [() -> Void] = []
    private var deferred: [() -> Void] = []

    var isEmpty: Bool { actions.isEmpty && deferred.isEmpty }

    /// Queues an onChange or onAppear action.
    mutating func enqueue(_ action: @escaping () -> Void) { actions.append(action) }

    /// Queues an onDisappear action to run after every other action of the pass.
    mutating func enqueueDeferred(_ action: @escaping () -> Void) { deferred.append(action) }

    /// Removes and returns the pass's actions in running order.
    mutating func drain() -> [() -> Void] {
        var batch = actions
        batch.append(contentsOf: deferred)
        actions.removeAll(keepingCapacity: true)
        deferred.removeAll(keepingCapacity: true)
        return batch
    }
}
