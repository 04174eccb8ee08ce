#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How much of the current thread's stack is left, so that mounting a view tree deeper
/// than the stack can hold is refused with a diagnostic instead of a crash.
///
/// Mounting and updating are recursive: every level of views costs some stack (measured in
/// Benchmarks/HISTORY.md, "Stack per level"). The main actor's
/// thread has the stack the process was given (`ulimit -s`, 8 MiB by default on Linux),
/// and the engine refuses to go deeper once less than ``reserve`` of it is left. A frame
/// records the floor of the thread it runs on; a walk between frames (a picture, a
/// render) checks the floor of the thread it runs on, which may be another
/// (`ViewGraph.walkStackFloor`).
@MainActor @usableFromInline
enum StackGuard {
    /// Stack kept free below the deepest mounted view: room for a body and for the
    /// walks that visit the whole depth (appearing, rendering, unmounting).
    static var reserve: Int { max(256 * 1024, threadStackSize / 4) }

    private static var cachedThread: pthread_t?
    private static var cachedBounds: (low: UInt, size: Int) = (0, 0)

    /// The lowest address the current thread may use for its stack, plus ``reserve``.
    static var floor: UInt {
        let bounds = currentBounds()
        return bounds.low + UInt(max(256 * 1024, bounds.size / 4))
    }

    /// The size of the current thread's stack in bytes.
    static var threadStackSize: Int { currentBounds().size }

    /// Whether the current thread's stack has more than ``reserve`` left.
    @inlinable
    static func hasRoom(above floor: UInt) -> Bool { stackAddress() > floor }

    /// An address in the caller's frame: where the stack is now.
    ///
    /// A temporary allocation of a size the optimizer cannot see lives on the thread's
    /// real stack even under AddressSanitizer, which moves ordinary locals to a "fake
    /// stack" on the heap.
    @inline(never) @usableFromInline
    nonisolated static func stackAddress() -> UInt {
        withUnsafeTemporaryAllocation(byteCount: probeSize, alignment: 1) { UInt(bitPattern: $0.baseAddress) }
    }

    /// One byte, in a variable so that the probe's allocation size is not a constant.
    /// Invariant: never written.
    nonisolated(unsafe) private static var probeSize = 1

    /// The bytes of stack between the current position and the floor (negative below it).
    static func bytesLeft(above floor: UInt) -> Int { Int(bitPattern: stackAddress() &- floor) }

    private static func currentBounds() -> (low: UInt, size: Int) {
        let thread = pthread_self()
        if let cachedThread, pthread_equal(cachedThread, thread) != 0 { return cachedBounds }
        cachedThread = thread
        cachedBounds = readBounds(of: thread)
        return cachedBounds
    }

    private static func readBounds(of thread: pthread_t) -> (low: UInt, size: Int) {
#if canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        let size = pthread_get_stacksize_np(thread)
        return (top - UInt(size), size)
#else
        // glibc declares pthread_getattr_np only for _GNU_SOURCE, which the Glibc module
        // is not built with: look it up by name.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let getAttributes = CFunctions.function(named: "pthread_getattr_np", as: GetAttributes.self) else {
            return fallbackBounds()
        }
        var attributes = pthread_attr_t()
        guard getAttributes(thread, &attributes) == 0 else { return fallbackBounds() }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return fallbackBounds() }
        return (UInt(bitPattern: address), size)
#endif
    }

    /// Without thread attributes: assume 1 MiB below the current position.
    private static func fallbackBounds() -> (low: UInt, size: Int) {
        let size = 1 << 20
        return (stackAddress() - UInt(size), size)
    }
}
