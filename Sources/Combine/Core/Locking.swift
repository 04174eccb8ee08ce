/// What the module's locks (``Lock``, ``RecursiveLock``) have in common: taking and
/// releasing, and ``withLock(_:)`` for running a closure while holding the lock.
@usableFromInline
protocol Locking: AnyObject {
    /// Takes the lock, waiting until it is free.
    func lock()
    /// Releases the lock.
    func unlock()
}

extension Locking {
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
