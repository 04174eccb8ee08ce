import Foundation

/// Changes handed over to the main actor from other threads that have not arrived yet:
/// ``ViewHost/settle()`` waits for them, so that a change another thread published shows
/// in the render that follows it.
///
/// A hand-over begins on the thread that publishes (``begin()``) and ends on the main
/// actor once the change has invalidated its views (``end()``); between the two the host
/// is not idle.
///
/// ```swift
/// link.handOvers.begin()                        // on the publishing thread
/// Task { @MainActor in invalidate(); link.handOvers.end() }
/// ```
///
/// invariant (`@unchecked Sendable`): `count` and `waiters` are read and written under
/// `lock` only; `count` never goes below zero.
final package class HandOvers: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    package init() {}

    /// Whether no hand-over is on its way.
    package var isEmpty: Bool { lock.withLock { count == 0 } }

    /// A hand-over starts (any thread).
    package func begin() {
        lock.withLock { count += 1 }
    }

    /// A hand-over arrived; wakes the waiters when it was the last one.
    package func end() {
        let woken: [CheckedContinuation<Void, Never>] = lock.withLock {
            assert(count > 0, "HandOvers.end() without a begin()")
            count = max(0, count - 1)
            guard count == 0 else { return [] }
            defer { waiters.removeAll() }
            return waiters
        }
        for waiter in woken { waiter.resume() }
    }

    /// Waits until every hand-over on its way has arrived.
    nonisolated(nonsending)
    package func untilArrived() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let arrived: Bool = lock.withLock {
                guard count > 0 else { return true }
                waiters.append(continuation)
                return false
            }
            if arrived { continuation.resume() }
        }
    }
}
