#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// A lock that the thread holding it may take again: it serializes the calls a publisher
/// makes to one subscriber (Combine's rule: a subscriber's methods are called one at a
/// time), while a subscriber that sends to the same publisher from inside its own
/// `receive` (re-entrancy) is served at once, as Combine serves it.
///
/// invariant (`@unchecked Sendable`): as ``Lock``'s.
@usableFromInline
final class RecursiveLock: Locking, @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @usableFromInline
    func lock() { pthread_mutex_lock(mutex) }
    @usableFromInline
    func unlock() { pthread_mutex_unlock(mutex) }
}
