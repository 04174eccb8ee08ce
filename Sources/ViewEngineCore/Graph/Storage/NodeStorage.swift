/// The state of one node: a slot per `@State` property, created at first attachment
/// from the property's initial value and kept for the node's lifetime.
///
/// One word: the object of the only slot, for a view with one `@State` (the common case),
/// or a box of all the slots for a view with more. 24 bytes, the size class of 32: each
/// view with state pays no more (Benchmarks/HISTORY.md, "Memory per `Button` row").
@MainActor
final public class NodeStorage {
    /// The only slot's object (`nil` before its first attachment), or, for a node with
    /// more than one slot, the ``Slots`` that hold them all (made in `init`, never
    /// replaced: the subscripts write into it).
    var contents: AnyObject?

    /// The slots of a node with more than one.
    final class Slots {
        var objects: [AnyObject?]
        init(count: Int) { objects = Array(repeating: nil, count: count) }
    }

    /// The storage of a node with `count` slots.
    package init(count: Int) {
        if count > 1 { contents = Slots(count: count) }
    }

    /// The slots of a node with more than one; `nil` for a node with one (a checked cast:
    /// for the paths that do not know the node's count, off the update path).
    private var slots: Slots? { contents as? Slots }

    /// Calls `body` with each slot's object.
    private func forEachObject(_ body: (AnyObject?) -> Void) {
        if let slots {
            for object in slots.objects { body(object) }
        } else {
            body(contents)
        }
    }

    /// The slot that holds `object`, directly or inside what the slot holds (the state
    /// box of a `@FocusState`), if any.
    package func slot(of object: AnyObject) -> Int? {
        func holds(_ slot: AnyObject?) -> Bool {
            guard let slot else { return false }
            return slot === object || (slot as? any SlotContents)?.wrappedState === object
        }
        if let slots { return slots.objects.firstIndex(where: holds) }
        return holds(contents) ? 0 : nil
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
        forEachObject(detach)
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
        forEachObject(release)
    }

    /// A storage that goes with its node lets go of it as an unmount does: a node freed
    /// without being unmounted leaves no state pointing at it. Nodes go on the main thread;
    /// elsewhere there is nothing safe to do, and nothing is done.
    deinit {
        guard MainQueue.isCurrent else { return }
        MainActor.assumeIsolated { ownerDidUnmount() }
    }

    /// The storage of the `index`th property of a node with `count` slots (its plan's:
    /// ``AttachContext/slotCount``), `nil` before its first attachment. What attaching
    /// reads at each evaluation: no cast to tell one slot from several.
    package subscript(index: Int, count count: Int) -> AnyObject? {
        get { count == 1 ? contents : manySlots.objects[index] }
        set {
            if count == 1 { contents = newValue } else { manySlots.objects[index] = newValue }
        }
    }

    /// The storage of the `index`th property, `nil` before its first attachment.
    package subscript(index: Int) -> AnyObject? {
        get {
            if let slots { return slots.objects[index] }
            assert(index == 0, "slot \(index) of a storage with one")
            return contents
        }
        set {
            if let slots {
                slots.objects[index] = newValue
                return
            }
            assert(index == 0, "slot \(index) of a storage with one")
            contents = newValue
        }
    }
}

/// What a storage slot holds when it wraps other storage: a `@FocusState`'s storage wraps
/// the state box that holds its value.
package protocol SlotContents: AnyObject {
    /// The state it wraps.
    @MainActor var wrappedState: TrackedState { get }
}
