/// Values made a chunk at a time into a buffer on the stack and taken out in the order
/// they were made, in one place: a container that makes its members' values (a
/// `ForEach`'s rows) hands them over without an array of all of them, whose allocation
/// at every update was a large one (Benchmarks/HISTORY.md, "Issue 51, round four").
@usableFromInline
package enum StackChunks {
    /// The bytes of a chunk: the standard library keeps a temporary allocation of this
    /// size on the stack.
    @inlinable static var bytes: Int { 1024 }

    /// For `count` values, calls `make` with each chunk's positions (a range of
    /// `0..<count`, in order) and a buffer to ``ChunkBuffer/append(_:)`` the values of those
    /// positions to, then `take` with each position, in order, before the next chunk is
    /// made. `take` gets the buffer and ``ChunkBuffer/removeFirst()``s the position's value
    /// where it hands the value on: inside a closure of its own, which could only copy a
    /// value it captured.
    ///
    /// precondition: `make` appends one value per position of its range, and `take`
    /// removes one (asserted).
    @inlinable @inline(__always)
    package static func forEach<Value>(_ count: Int, of _: Value.Type = Value.self,
                                       make: (Range<Int>, inout ChunkBuffer<Value>) -> Void,
                                       take: (Int, inout ChunkBuffer<Value>) -> Void) {
        let capacity = Swift.max(1, bytes / Swift.max(1, MemoryLayout<Value>.stride))
        withUnsafeTemporaryAllocation(of: Value.self, capacity: capacity) { memory in
            var first = 0
            while first < count {
                let end = Swift.min(first + capacity, count)
                var buffer = ChunkBuffer(base: memory.baseAddress!, capacity: end - first)
                make(first..<end, &buffer)
                assert(buffer.count == end - first, "a chunk of \(end - first) values was given \(buffer.count)")
                for position in first..<end {
                    take(position, &buffer)
                    assert(buffer.taken == position - first + 1, "a chunk's value \(position) was not taken once")
                }
                first = end
            }
        }
    }
}

/// A chunk's buffer: values appended, then removed from the front, each exactly once.
///
/// invariant: the positions `taken..<count` hold initialized values and no other does;
/// `count` never passes `capacity` (asserted per operation). A chunk whose values are not
/// all taken leaks them (``StackChunks/forEach(_:of:make:take:)`` takes them all).
@usableFromInline
package struct ChunkBuffer<Value>: ~Copyable {
    @usableFromInline let base: UnsafeMutablePointer<Value>
    @usableFromInline let capacity: Int
    @usableFromInline var count = 0
    @usableFromInline var taken = 0

    @inlinable init(base: UnsafeMutablePointer<Value>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Adds `value` after the others.
    @inlinable @inline(__always)
    package mutating func append(_ value: consuming Value) {
        assert(count < capacity, "a chunk of \(capacity) values is full")
        (base + count).initialize(to: value)
        count += 1
    }

    /// Moves the first value not taken yet out.
    @inlinable @inline(__always)
    package mutating func removeFirst() -> Value {
        assert(taken < count, "a chunk's \(count) values are all taken")
        defer { taken += 1 }
        return (base + taken).move()
    }
}
