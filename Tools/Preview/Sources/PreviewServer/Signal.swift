// Something that happens once, which any number of tasks wait for.

import Foundation

/// Something that happens once (the server listens), which any number of tasks wait for.
///
/// Invariant (`@unchecked Sendable`): `hasFired` and `waiters` are read and written only
/// under `lock`; each waiter is resumed once, by whoever takes it out.
final class Signal: @unchecked Sendable {
    // The lock guards `hasFired` and `waiters`.
    private let lock = NSLock()
    private var hasFired = false
    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]

    /// Wakes the waiters, and every later one at once.
    func fire() {
        let woken: [CheckedContinuation<Void, Never>] = lock.withLock {
            hasFired = true
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        for waiter in woken { waiter.resume() }
    }

    /// Returns once ``fire()`` was called, or when the task waiting is cancelled.
    func wait() async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow: Bool = lock.withLock {
                    if hasFired || Task.isCancelled { return true }
                    waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.resume()
        }
    }

    /// Whether ``fire()`` was called.
    var isFired: Bool { lock.withLock { hasFired } }
}
