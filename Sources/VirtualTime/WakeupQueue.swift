import Foundation

/// The wakeups of one host's engine-driven work, delivered one at a time in the order
/// they were issued.
///
/// Swift resumes continuations through the global executor, so two tasks woken one
/// after the other may run in either order. The engine's own waits (``VirtualClock``
/// sleeps, ``PassthroughSubject`` subscribers, engine tasks starting) go through
/// ``WakeupGate``s instead: the queue opens a gate only when the previous woken work has
/// landed (run up to its next suspension), and runs the host's pending frame first. So
/// what tasks do, and the order in which they print, is reproducible.
///
/// On its own the queue pumps itself from the main actor. ``ViewHost/settle()`` holds
/// it and opens the gates itself, one per step.
/// Invariant (`@unchecked Sendable`): every field but `lock` is read and written only under
/// `lock`; each landing waiter is resumed once.
package final class WakeupQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [any Wakeup] = []
    private var inFlight = false
    private var holds = 0
    private var landingWaiters: [CheckedContinuation<Void, Never>] = []
    private var landingCount = 0
    private var beforeEachWakeup: (@MainActor () -> Void)?

    /// Sets what runs on the main actor before the queue opens a gate by itself: the
    /// host's pending frame.
    package func setBeforeEachWakeup(_ action: @escaping @MainActor () -> Void) {
        lock.withLock { beforeEachWakeup = action }
    }

    /// How many woken pieces of work have landed so far (progress, for ``ViewHost/settle()``).
    package var landings: Int { lock.withLock { landingCount } }

    /// Whether nothing is woken or waiting to be.
    package var isIdle: Bool { lock.withLock { !inFlight && pending.isEmpty } }

    /// Whether woken work has not landed yet.
    package var isInFlight: Bool { lock.withLock { inFlight } }

    /// Queues `wakeup`, behind those issued before it.
    package func issue(_ wakeup: any Wakeup) {
        let pump: Bool = lock.withLock {
            pending.append(wakeup)
            return !inFlight && holds == 0
        }
        if pump { schedulePump() }
    }

    /// Called by woken work when it runs again.
    package func landed() {
        let (waiters, pump): ([CheckedContinuation<Void, Never>], Bool) = lock.withLock {
            inFlight = false
            landingCount += 1
            defer { landingWaiters.removeAll() }
            return (landingWaiters, holds == 0 && !pending.isEmpty)
        }
        for waiter in waiters { waiter.resume() }
        if pump { schedulePump() }
    }

    /// Opens the next gate, if nothing is in flight; returns whether it did.
    package func openNext() -> Bool {
        let next: (any Wakeup)? = lock.withLock {
            guard !inFlight, !pending.isEmpty else { return nil }
            inFlight = true
            return pending.removeFirst()
        }
        next?.open()
        return next != nil
    }

    /// Waits until the woken work has landed.
    nonisolated(nonsending)
    package func untilLanded() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let landedAlready: Bool = lock.withLock {
                guard inFlight else { return true }
                landingWaiters.append(continuation)
                return false
            }
            if landedAlready { continuation.resume() }
        }
    }

    /// Stops the queue from pumping itself: the caller opens the gates.
    package func hold() {
        lock.withLock { holds += 1 }
    }

    /// Lets the queue pump itself again.
    package func release() {
        let pump: Bool = lock.withLock {
            holds -= 1
            return holds == 0 && !inFlight && !pending.isEmpty
        }
        if pump { schedulePump() }
    }

    private func schedulePump() {
        Task { @MainActor in self.pump() }
    }

    @MainActor private func pump() {
        let (held, before) = lock.withLock { (holds > 0, beforeEachWakeup) }
        guard !held else { return }
        before?()
        _ = openNext()
    }
}
