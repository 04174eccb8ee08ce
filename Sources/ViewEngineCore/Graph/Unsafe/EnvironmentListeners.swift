/// The nodes that read their environment box for themselves (a control's style read),
/// which the box tells when its values change (``Node/environmentDidChange(_:)``), each in
/// a slot of its own that the node keeps.
///
/// The box holds them `unowned(unsafe)`, not weakly: a node's first weak reference
/// allocates its side table (32 bytes) and makes every retain and release of it take the
/// runtime's slow path; and a reader record per read, as the box keeps for properties,
/// costs a closure and a share of an array at every evaluation (Benchmarks/HISTORY.md,
/// "Memory per `Button` row"). A slot is a word; an emptied slot is given to the next node.
///
/// invariant: a slot holds a node only while that node is mounted and alive: a node takes
/// a slot (``add(_:)``) while it is mounted and empties it (``remove(_:from:)``) when it is
/// unmounted, or when it goes if it was never unmounted, on the main actor; so the list
/// never reaches a freed node. Each operation asserts what it can check in debug builds: a
/// node that takes a slot is mounted, a slot given again is empty, a slot emptied holds the
/// node that empties it, and a node told of a change is mounted. The address sanitizer in
/// CI runs the suites that unmount controls whose environment changes later
/// (`DanglingReferenceTests`).
@MainActor
struct EnvironmentListeners {
    private struct Slot {
        /// The node in this slot, `nil` when it is empty.
        /// Invariant (`unowned(unsafe)`): as stated on ``EnvironmentListeners``.
        unowned(unsafe) var node: Node?
    }

    private var slots: [Slot] = []
    /// The emptied slots, given again before the list grows.
    private var vacant: [Int32] = []

    /// Lists `node` (mounted) and returns its slot, which it keeps to leave the list.
    mutating func add(_ node: Node) -> Int32 {
        assert(node.isMounted, "an unmounted \(type(of: node)) listens to its environment")
        if let slot = vacant.popLast() {
            assert(slots[Int(slot)].node == nil, "slot \(slot) is given again while it holds a node")
            slots[Int(slot)].node = node
            return slot
        }
        slots.append(Slot(node: node))
        return Int32(slots.count - 1)
    }

    /// Takes `node` off the list: it leaves `slot`, which ``add(_:)`` gave it.
    mutating func remove(_ node: Node, from slot: Int32) {
        assert(slot >= 0 && Int(slot) < slots.count && slots[Int(slot)].node === node,
               "\(type(of: node)) leaves slot \(slot), which is not its own")
        slots[Int(slot)].node = nil
        if vacant.count + 1 == slots.count {
            // Every slot is empty: the list starts over, and keeps no memory.
            slots = []
            vacant = []
        } else {
            vacant.append(slot)
        }
    }

    /// How many nodes are listed.
    var count: Int { slots.count - vacant.count }

    /// Calls `body` with each listed node, in the order of their slots.
    func forEach(_ body: (Node) -> Void) {
        // By index: a `for slot in slots` loop over these slots never ends in a debug build
        // (Swift 6.3.1 at -Onone: the array's iterator over a struct that holds an
        // `unowned(unsafe)` optional spins, even over an empty array).
        for index in slots.indices {
            guard let node = slots[index].node else { continue }
            assert(node.isMounted, "a listed \(type(of: node)) was unmounted without leaving its slot")
            body(node)
        }
    }
}
