import Foundation

/// A point where engine-driven work waits to be woken: a task sleeping on the virtual
/// clock, a subscriber waiting for an element, an engine task waiting to start.
///
/// The waker decides the outcome (``schedule(_:)``); the host's ``WakeupQueue`` opens
/// the gate in its turn; the waiter, running again, reports that it landed. Without a
/// queue (work outside any host) the gate opens at once.
/// Invariant (`@unchecked Sendable`): `queue` is a `let`; `outcome`, `isOpen` and
/// `continuation` are read and written only under `lock`, and the continuation is resumed once,
/// by whoever takes it out.
package final class WakeupGate<Outcome: Sendable>: Wakeup, @unchecked Sendable {
    private let lock = NSLock()
    private let queue: WakeupQueue?
    private var outcome: Outcome?
    private var isOpen = false
    private var continuation: CheckedContinuation<Outcome, Never>?

    package init(queue: WakeupQueue?) {
        self.queue = queue
    }

    /// Decides the outcome and queues the opening; the first decision wins.
    package func schedule(_ outcome: Outcome) {
        decide(outcome, overriding: false)
    }

    /// Decides `outcome` even if another one is queued but not delivered yet: a
    /// cancellation wins over a wakeup that has not happened.
    package func cancel(_ outcome: Outcome) {
        decide(outcome, overriding: true)
    }

    private func decide(_ outcome: Outcome, overriding: Bool) {
        let isFirst: Bool = lock.withLock {
            guard !isOpen, overriding || self.outcome == nil else { return false }
            defer { self.outcome = outcome }
            return self.outcome == nil
        }
        guard isFirst else { return }
        if let queue { queue.issue(self) } else { open() }
    }

    /// Lets the waiter through with the decided outcome (called by the queue in its turn).
    package func open() {
        let resume: (CheckedContinuation<Outcome, Never>, Outcome)? = lock.withLock {
            isOpen = true
            guard let continuation, let outcome else { return nil }
            self.continuation = nil
            return (continuation, outcome)
        }
        if let (continuation, outcome) = resume { continuation.resume(returning: outcome) }
    }

    /// Waits, on the caller's actor, until the gate opens; then reports the landing.
    nonisolated(nonsending)
    package func pass() async -> Outcome {
        let delivered = await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
            let ready: Outcome? = lock.withLock {
                guard isOpen, let outcome = self.outcome else {
                    self.continuation = continuation
                    return nil
                }
                return outcome
            }
            if let ready { continuation.resume(returning: ready) }
        }
        queue?.landed()
        return delivered
    }

    /// Waits like ``pass()``; if the task is cancelled before the gate opens, it opens
    /// with `cancelled` (after `onCancel` ran).
    package func pass(cancellingWith cancelled: Outcome, onCancel: @escaping @Sendable () -> Void = {},
              isolation: isolated (any Actor)?) async -> Outcome {
        await withTaskCancellationHandler {
            // Naming `isolation` makes this closure run on the caller's actor, also after
            // it was resumed; without it, the landing would be reported from elsewhere.
            _ = isolation
            return await pass()
        } onCancel: {
            onCancel()
            self.cancel(cancelled)
        }
    }
}

/// What a ``WakeupQueue`` opens.
package protocol Wakeup: AnyObject, Sendable {
    func open()
}
