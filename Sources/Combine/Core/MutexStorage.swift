#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The memory of a ``Lock`` or a ``RecursiveLock``: one object whose only element is a
/// `pthread_mutex_t`, allocated with it — one allocation per lock, and a mutex that never
/// moves (a mutex must not be copied or moved once initialized).
///
/// ```swift
/// let storage = MutexStorage.make(recursive: false)
/// storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_lock($0) }
/// ```
///
/// invariant: made only by ``make(recursive:)``, which initializes the mutex; the mutex is
/// touched only through the C lock functions, which are thread-safe, and destroyed in
/// `deinit`.
@usableFromInline
final class MutexStorage: ManagedBuffer<Void, pthread_mutex_t> {
    /// A storage with an initialized mutex: recursive (the thread holding it may take it
    /// again) or not.
    @usableFromInline
    static func make(recursive: Bool) -> MutexStorage {
        let buffer = create(minimumCapacity: 1) { _ in () }
        // `create` called on this final class makes an instance of it (ManagedBuffer's
        // documented pattern for subclasses); debug builds check the dynamic type.
        let storage = unsafeDowncast(buffer, to: MutexStorage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            if recursive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE)) }
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_destroy(mutex)
            _ = mutex.deinitialize(count: 1)
        }
    }
}
