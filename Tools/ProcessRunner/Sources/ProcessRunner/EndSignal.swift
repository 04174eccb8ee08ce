// A child's end, which blocking threads and tasks both wait for.

import Foundation

/// Set once, when the child ends; waited for by threads (blocking) and by tasks.
///
/// Invariant (`@unchecked Sendable`): `termination` and `waiters` are read and written only
/// while `condition` is locked; each waiter is resumed once, by whoever takes it out.
final class EndSignal: @unchecked Sendable {
    // The lock guards `termination` and `waiters`; the condition wakes blocked threads.
    private let condition = NSCondition()
    private var termination: Termination?
    private var waiters: [UUID: CheckedContinuation<Termination?, Never>] = [:]

    /// Records the end and wakes every waiter.
    func fire(_ value: Termination) {
        condition.lock()
        termination = value
        let woken = waiters
        waiters = [:]
        condition.broadcast()
        condition.unlock()
        for waiter in woken.values { waiter.resume(returning: value) }
    }

    /// The end, if it came.
    var value: Termination? {
        condition.lock()
        defer { condition.unlock() }
        return termination
    }

    /// Blocks the thread until the end.
    func waitBlocking() -> Termination {
        condition.lock()
        defer { condition.unlock() }
        while termination == nil { condition.wait() }
        return termination!
    }

    /// The end, or `nil` at once when the waiting task is cancelled.
    func wait() async -> Termination? {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                condition.lock()
                if let termination {
                    condition.unlock()
                    continuation.resume(returning: termination)
                } else if Task.isCancelled {
                    condition.unlock()
                    continuation.resume(returning: nil)
                } else {
                    waiters[id] = continuation
                    condition.unlock()
                }
            }
        } onCancel: {
            condition.lock()
            let waiter = waiters.removeValue(forKey: id)
            condition.unlock()
            waiter?.resume(returning: nil)
        }
    }
}
