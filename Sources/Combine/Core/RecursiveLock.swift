/// A lock that the thread holding it may take again: it serializes the calls a publisher
/// makes to one subscriber (Combine's rule: a subscriber's methods are called one at a
/// time), while a subscriber that sends to the same publisher from inside its own
/// `receive` (re-entrancy) is served at once, as Combine serves it.
///
/// ```swift
/// let downstreamLock = RecursiveLock()
/// downstreamLock.withLock { receiveValue?(value) }
/// ```
///
/// One allocation, as ``Lock``: a recursive `pthread_mutex_t` in a ``MutexStorage``.
///
/// invariant (`@unchecked Sendable`): as ``Lock``'s.
@usableFromInline
struct RecursiveLock: Locking, @unchecked Sendable {
    @usableFromInline
    let storage: MutexStorage

    @inlinable
    init() {
        storage = .make(recursive: true)
    }
}
