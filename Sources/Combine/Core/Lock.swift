#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The mutual-exclusion lock of the module's publishers and subscribers: a
/// `pthread_mutex_t` (an `os_unfair_lock` on Darwin) in memory that never moves.
///
/// Combine's types are used from any thread; each guards its mutable state with one of
/// these, never calls out (to a subscriber, a closure, a scheduler) while holding it, and
/// so never takes it recursively.
///
/// invariant (`@unchecked Sendable`): the mutex is allocated once, never moves, and is
/// only touched through the C lock functions, which are thread-safe.
@usableFromInline
final class Lock: Locking, @unchecked Sendable {
    #if canImport(Darwin)
    private let mutex: UnsafeMutablePointer<os_unfair_lock_s>
    #else
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    @usableFromInline
    init() {
        #if canImport(Darwin)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: os_unfair_lock_s())
        #else
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @usableFromInline
    func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(mutex)
        #else
        pthread_mutex_lock(mutex)
        #endif
    }

    @usableFromInline
    func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(mutex)
        #else
        pthread_mutex_unlock(mutex)
        #endif
    }
}
