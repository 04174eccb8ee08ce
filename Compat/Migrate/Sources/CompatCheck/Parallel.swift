import Foundation

/// Work spread over a fixed number of threads (the check's `--jobs`): compiler processes
/// and parsing, which block.
enum Parallel {
    /// `transform` applied to each element, `jobs` at a time, results in order.
    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        if jobs <= 1 || elements.count <= 1 { return elements.map(transform) }
        let results = ResultSlots<Result>(count: elements.count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, elements.count)) { _ in
            while let index = next.take(below: elements.count) {
                results.set(index, transform(elements[index]))
            }
        }
        return results.values()
    }

    /// The next index to work on, shared by the workers.
    /// Invariant (`@unchecked Sendable`): `value` is read and written only under `lock`.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func take(below limit: Int) -> Int? {
            lock.withLock {
                guard value < limit else { return nil }
                defer { value += 1 }
                return value
            }
        }
    }

    /// Results written by the workers, each slot once.
    /// Invariant (`@unchecked Sendable`): `slots` is read and written only under `lock`, each
    /// slot once.
    private final class ResultSlots<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Value?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }
        func values() -> [Value] { lock.withLock { slots.map { $0! } } }
    }
}
