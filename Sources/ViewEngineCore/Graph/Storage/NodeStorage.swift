/// The state of one node: a slot per `@State` property, created at first attachment
/// from the property's initial value and kept for the node's lifetime.
///
/// The first slot is stored inline: most views have one `@State` or none, and an array
/// would cost each of them one more allocation (see the memory benchmark).
@MainActor
final public class NodeStorage {
    /// The node's graph (`unowned(unsafe)` for the reason and invariant of ``Node/graph``).
    unowned(unsafe) package let graph: ViewGraph
    private var first: AnyObject?
    private var others: [AnyObject?]

    package init(graph: ViewGraph, count: Int) {
        self.graph = graph
        self.others = count > 1 ? Array(repeating: nil, count: count - 1) : []
    }

    /// The slot that holds `object`, directly or inside what the slot holds (the state
    /// box of a `@FocusState`), if any.
    package func slot(of object: AnyObject) -> Int? {
        func holds(_ slot: AnyObject?) -> Bool {
            guard let slot else { return false }
            return slot === object || (slot as? any SlotContents)?.wrappedState === object
        }
        if holds(first) { return 0 }
        return others.firstIndex(where: holds).map { $0 + 1 }
    }

    /// Detaches the object subscriptions of the node's properties (`@StateObject`,
    /// `@ObservedObject`, `@EnvironmentObject`) from the node, which is being unmounted.
    package func detachSubscriptions() {
        func detach(_ slot: AnyObject?) {
            guard let slot, !(slot is TrackedState) else { return }   // a state box: the common case, cheap to tell
            if let subscription = slot as? ObjectSubscription {
                subscription.detach()
            } else if let holder = slot as? any ObjectSubscriptionHolder {
                holder.subscription.detach()
            }
        }
        detach(first)
        for slot in others { detach(slot) }
    }

    /// The node that owns this storage is unmounted, or the storage goes: the state it
    /// holds no longer reaches the node (``TrackedState/owner``).
    package func ownerDidUnmount() {
        func release(_ slot: AnyObject?) {
            if let state = slot as? TrackedState {
                state.owner = nil
            } else if let contents = slot as? any SlotContents {
                contents.wrappedState.owner = nil
            }
        }
        release(first)
        for slot in others { release(slot) }
    }

    /// A storage that goes with its node lets go of it as an unmount does: a node freed
    /// without being unmounted leaves no state pointing at it. Nodes go on the main thread;
    /// elsewhere there is nothing safe to do, and nothing is done.
    deinit {
        guard MainQueue.isCurrent else { return }
        MainActor.assumeIsolated { ownerDidUnmount() }
    }

    /// The storage of the `index`th `@State` property, `nil` before its first attachment.
    package subscript(index: Int) -> AnyObject? {
        get { index == 0 ? first : others[index - 1] }
        set {
            if index == 0 { first = newValue } else { others[index - 1] = newValue }
        }
    }
}

/// What a storage slot holds when it wraps other storage: a `@FocusState`'s storage wraps
/// the state box that holds its value.
package protocol SlotContents: AnyObject {
    /// The state it wraps.
    @MainActor var wrappedState: TrackedState { get }
}
