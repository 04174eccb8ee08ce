/// The mutual-exclusion lock of the module's publishers and subscribers: a
/// `pthread_mutex_t` allocated inline in one object (``MutexStorage``), so a lock costs
/// one allocation and its mutex never moves.
///
/// Combine's types are used from any thread; each guards its mutable state with one of
/// these, never calls out (to a subscriber, a closure, a scheduler) while holding it, and
/// so never takes it recursively.
///
/// ```swift
/// private let lock = Lock()
/// let current = lock.withLock { demand }
/// ```
///
/// A copy of a `Lock` is the same lock (it shares the storage).
///
/// invariant (`@unchecked Sendable`): the storage is a constant, and its mutex is only
/// touched through the C lock functions, which are thread-safe.
@usableFromInline
struct Lock: Locking, @unchecked Sendable {
    @usableFromInline
    let storage: MutexStorage

    @inlinable
    init() {
        storage = .make(recursive: false)
    }
}
