import Testing
import ViewEngineCore

/// `MovingBuffer`: the action queue's buffers, whose elements are moved out to run, in the
/// order they were appended, each exactly once (the engine's fenced raw memory for a pass's
/// actions).
@Suite("A moving buffer hands each element over once, in order")
struct MovingBufferTests {
    /// An element that counts its destructions.
    final class Counter { var destroyed = 0 }
    final class Element {
        let position: Int
        let counter: Counter
        init(_ position: Int, _ counter: Counter) {
            self.position = position
            self.counter = counter
        }
        deinit { counter.destroyed += 1 }
    }

    @Test func elementsAreDrainedInOrderPastItsFirstCapacity() {
        let counter = Counter()
        let buffer = MovingBuffer<Element>(capacity: 2)
        for position in 0..<5 { buffer.append(Element(position, counter)) }
        #expect(buffer.count == 5 && buffer.reservedCapacity >= 5)
        var drained: [Int] = []
        buffer.drain { element in drained.append(element.position) }
        #expect(drained == [0, 1, 2, 3, 4])
        #expect(buffer.isEmpty)
        // Each was destroyed once, when its turn ended; emptying destroyed nothing more.
        #expect(counter.destroyed == 5)
    }

    @Test func anotherBuffersElementsFollowAndLeaveItEmpty() {
        let counter = Counter()
        let first = MovingBuffer<Element>(), second = MovingBuffer<Element>()
        first.append(Element(0, counter))
        second.append(Element(1, counter))
        second.append(Element(2, counter))
        first.append(movingFrom: second)
        #expect(second.isEmpty && first.count == 3)
        var drained: [Int] = []
        first.drain { drained.append($0.position) }
        #expect(drained == [0, 1, 2])
        #expect(counter.destroyed == 3)
    }

    @Test func removingAllDestroysEachOnceAndTheBufferGoesOn() {
        let counter = Counter()
        let buffer = MovingBuffer<Element>(capacity: 1)
        for position in 0..<40 { buffer.append(Element(position, counter)) }
        buffer.removeAll(keepingCapacity: false)
        #expect(counter.destroyed == 40 && buffer.isEmpty && buffer.reservedCapacity == 16)
        buffer.append(Element(7, counter))
        var drained: [Int] = []
        buffer.drain { drained.append($0.position) }
        #expect(drained == [7] && counter.destroyed == 41)
    }

    @Test func aBufferThatGoesDestroysWhatItHolds() {
        let counter = Counter()
        do {
            let buffer = MovingBuffer<Element>()
            buffer.append(Element(0, counter))
            buffer.append(Element(1, counter))
        }
        #expect(counter.destroyed == 2)
    }
}
