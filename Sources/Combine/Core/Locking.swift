#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// What the module's locks (``Lock``, ``RecursiveLock``) have in common: a mutex in a
/// ``MutexStorage``, taken and released with ``lock()`` and ``unlock()``, and
/// ``withLock(_:)`` for running a closure while holding it.
@usableFromInline
protocol Locking {
    /// The mutex, allocated once with its object.
    var storage: MutexStorage { get }
}

extension Locking {
    /// Takes the lock, waiting until it is free.
    ///
    /// ```swift
    /// lock.lock()
    /// ```
    @inlinable
    func lock() {
        storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_lock($0) }
    }

    /// Releases the lock.
    ///
    /// ```swift
    /// lock.unlock()
    /// ```
    @inlinable
    func unlock() {
        storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_unlock($0) }
    }

    /// Runs `body` while holding the lock, and returns what it returns.
    ///
    /// ```swift
    /// let current = lock.withLock { demand }
    /// ```
    @inlinable
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
