/// A growable buffer whose elements are appended and then moved out, first to last, to be
/// used: emptying it after its elements were moved out destroys nothing, where an array's
/// elements are each read in place (retaining what they hold for the use) or swapped for a
/// placeholder that the array then destroys (Benchmarks/HISTORY.md, "Issue 51, round six").
///
/// invariant: the positions `0..<count` of `base` hold initialized elements and no other
/// does; `count` never passes `capacity`; nothing is appended while ``drain(_:)`` runs
/// (asserted per operation).
package final class MovingBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements it holds.
    package var count: Int { held }
    /// The storage of ``count``: private, so that the optimizer sees every access to it
    /// and checks none at run time (a `package` stored property of a class is checked
    /// dynamically, `swift_beginAccess`, at every append).
    private var held = 0
    private var isDraining = false

    /// An empty buffer with room for `capacity` elements before it grows.
    package init(capacity: Int = 16) {
        self.capacity = Swift.max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: held)
        base.deallocate()
    }

    /// Whether it holds no element.
    package var isEmpty: Bool { held == 0 }

    /// How many elements it holds room for.
    package var reservedCapacity: Int { capacity }

    /// Adds `element` after the others.
    @inline(__always)
    package func append(_ element: consuming Element) {
        assert(!isDraining, "an element was appended to a buffer being drained")
        if held == capacity { grow(toHold: held + 1) }
        (base + held).initialize(to: element)
        held += 1
    }

    /// Moves every element of `other`, in order, after this buffer's; `other` is left empty.
    package func append(movingFrom other: MovingBuffer<Element>) {
        assert(other !== self && !isDraining && !other.isDraining, "a buffer was moved into itself or while drained")
        guard other.held > 0 else { return }
        if held + other.held > capacity { grow(toHold: held + other.held) }
        (base + held).moveInitialize(from: other.base, count: other.held)
        held += other.held
        other.held = 0
    }

    /// Moves each element out, first to last, and hands it to `body`; the buffer is empty
    /// afterwards and keeps its memory.
    @inline(__always)
    package func drain(_ body: (consuming Element) -> Void) {
        assert(!isDraining, "a buffer is drained inside its own drain")
        isDraining = true
        var index = 0
        while index < held {
            body((base + index).move())
            index += 1
        }
        held = 0
        isDraining = false
    }

    /// Destroys every element; with `keepingCapacity: false`, the memory goes back too and
    /// the buffer starts again with room for 16.
    package func removeAll(keepingCapacity: Bool) {
        assert(!isDraining, "a buffer was emptied while drained")
        base.deinitialize(count: held)
        held = 0
        guard !keepingCapacity else { return }
        base.deallocate()
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    private func grow(toHold needed: Int) {
        let newCapacity = Swift.max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: held)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
