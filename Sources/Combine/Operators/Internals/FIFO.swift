/// A first-in, first-out queue whose dequeues are O(1) (amortized): the values taken
/// from the front are skipped by an index, and the array is compacted only when they
/// make up half of it, so no dequeue moves the values behind it one by one.
///
/// ```swift
/// var kept = FIFO<Int>()
/// kept.append(1)
/// kept.append(2)
/// kept.popFirst()   // 1
/// ```
struct FIFO<Element> {
    private var storage: [Element] = []
    /// invariant: `0 <= head <= storage.count`; the elements before it were taken.
    private var head = 0

    /// Whether no value is waiting.
    var isEmpty: Bool { head == storage.count }

    /// How many values are waiting.
    var count: Int { storage.count - head }

    /// The oldest waiting value.
    var first: Element? { isEmpty ? nil : storage[head] }

    /// Adds `element` at the back.
    mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// Takes the oldest waiting value.
    mutating func popFirst() -> Element? {
        guard !isEmpty else { return nil }
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 16, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    /// Forgets every waiting value.
    mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}
