#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The node whose body the current thread is evaluating, in a thread-local slot.
///
/// A state read asks it whether to record a dependency: one thread-local load, where
/// asking whether the caller is on the main queue first (the read may come from any
/// thread) costs a queue-specific look-up with reference counting, hundreds of
/// instructions at every `@State` read (Benchmarks/README.md).
///
/// invariant: the slot is set only by the main actor's evaluations (``ViewGraph`` sets it
/// when a body evaluation begins and restores the outer one when it ends), so it is
/// `nil` on every other thread, and a non-`nil` value is a node whose evaluation is on
/// this thread's stack, hence alive.
enum CurrentEvaluation {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        assert(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// The node being evaluated on this thread, if any (unretained: it is alive while its
    /// evaluation is on the stack).
    @inline(__always)
    static var node: Unmanaged<Node>? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Node>.fromOpaque(pointer)
    }

    /// Sets the node being evaluated on this thread (main actor only).
    /// (No closure here: a main-actor closure handed to the standard library, such as
    /// `Optional.map`'s, starts with a run-time check of its actor, hundreds of
    /// instructions.)
    @MainActor static func set(_ node: Node?) {
        let pointer: UnsafeMutableRawPointer? = if let node { Unmanaged.passUnretained(node).toOpaque() } else { nil }
        let status = pthread_setspecific(key, pointer)
        assert(status == 0, "pthread_setspecific failed: \(status)")
    }
}

/// Calls a main-actor function from code that has just established that it runs on the
/// main actor (a non-`nil` ``CurrentEvaluation/node``), without the runtime's executor
/// check.
///
/// invariant: the caller runs on the main actor's thread. `function` should be a global
/// function whose parameters are exactly `(Object, Node)`: its value then has no context
/// and needs no reabstraction, so calling it without its isolation allocates nothing.
@inline(__always)
func onMainActor<Object: AnyObject>(_ object: Object, _ node: Unmanaged<Node>,
                                     _ function: @escaping @MainActor (Object, Node) -> Void) {
    node._withUnsafeGuaranteedRef { node in
        unsafeBitCast(function, to: ((Object, Node) -> Void).self)(object, node)
    }
}
