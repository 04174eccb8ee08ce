/// Where a provider's completion handlers put what they deliver, from any thread, until
/// the host takes it at its next call.
///
/// Invariant (`@unchecked Sendable`): `deliveries` and `waiters` are read and written only
/// under `lock`.
final class TimelineInbox: @unchecked Sendable {
    /// A timeline (or a snapshot's entry) a provider delivered.
    struct Delivery {
        /// The number of the request it answers.
        let request: Int
        let entries: [any TimelineEntry]
        let policy: TimelineReloadPolicy
    }

    private let lock = NSLock()
    private var deliveries: [Delivery] = []
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Keeps `delivery` until ``take()``, and wakes those waiting for one.
    func deliver(_ delivery: Delivery) {
        let waking = lock.withLock {
            deliveries.append(delivery)
            defer { waiters = [] }
            return waiters
        }
        for waiter in waking { waiter.resume() }
    }

    /// Returns when a delivery is there to take (at once if one is).
    func waitForDelivery() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let isReady = lock.withLock {
                if !deliveries.isEmpty { return true }
                waiters.append(waiter)
                return false
            }
            if isReady { waiter.resume() }
        }
    }

    /// What was delivered since the last call, in order.
    func take() -> [Delivery] {
        lock.withLock {
            defer { deliveries = [] }
            return deliveries
        }
    }
}
