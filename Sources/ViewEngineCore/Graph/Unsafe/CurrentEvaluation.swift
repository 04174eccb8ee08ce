#if canImport(Glibc)
import Glibc
import Synchronization
#elseif canImport(Musl)
import Musl
import Synchronization
#elseif canImport(Darwin)
import Darwin
#endif

/// The node whose body the current thread is evaluating, reached through a thread-local
/// slot.
///
/// A state read asks it whether to record a dependency: one thread-local load, where
/// asking whether the caller is on the main queue first (the read may come from any
/// thread) costs a queue-specific look-up with reference counting, hundreds of
/// instructions at every `@State` read (Benchmarks/HISTORY.md).
///
/// The thread-local slot holds the graph's ``EvaluationSlot``, installed for the length of
/// a frame (and, outside frames, of an evaluation); beginning and ending an evaluation
/// only writes the node into it. (Setting a thread-local value costs more than reading
/// one: twice per evaluation, it was a tenth of an update's cost.)
///
/// invariant: the thread-local slot is set only on the main actor's thread, to the slot of
/// a live graph (the graph installs it while it runs a frame or an evaluation and restores
/// the previous one after), so it is `nil` on every other thread; a non-`nil` node in it
/// is a node whose evaluation is on this thread's stack, hence alive.
package enum CurrentEvaluation {
#if canImport(Darwin)
    private static let madeKey: pthread_key_t = makeKey()

    /// The thread-local key, made at its first use.
    @inline(__always) private static var key: pthread_key_t? { madeKey }

    /// The thread-local key (made at the first install, which comes before any read can
    /// find a slot).
    private static func keyForInstalling() -> pthread_key_t { madeKey }
#else
    /// The thread-local key plus one, 0 until the first install makes it: an atomic word
    /// with a constant initial value is read with one load, where a lazily made global is
    /// read through a `swift_once` call at every `@State` read (Benchmarks/HISTORY.md,
    /// "Issue 51, round six"). A read that finds 0 finds no slot, as none was ever
    /// installed.
    private static let keyPlusOne = Atomic<UInt32>(0)

    @inline(__always) private static var key: pthread_key_t? {
        let word = keyPlusOne.load(ordering: .acquiring)
        return word == 0 ? nil : pthread_key_t(word - 1)
    }

    /// The key, made at the first install (main actor only, so made once).
    @MainActor private static func keyForInstalling() -> pthread_key_t {
        if let key { return key }
        let key = makeKey()
        keyPlusOne.store(UInt32(key) + 1, ordering: .releasing)
        return key
    }
#endif

    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        assert(status == 0, "pthread_key_create failed: \(status)")
        return key
    }

    /// The node being evaluated on this thread, if any (unretained: it is alive while its
    /// evaluation is on the stack).
    @inline(__always)
    static package var node: Unmanaged<Node>? {
        guard let key, let slot = pthread_getspecific(key),
              let node = slot.load(as: UnsafeMutableRawPointer?.self) else { return nil }
        return Unmanaged<Node>.fromOpaque(node)
    }

    /// The slot installed on this thread, if any. (No closures here: a main-actor closure
    /// handed to the standard library, such as `Optional.map`'s, starts with a run-time
    /// check of its actor, hundreds of instructions.)
    @MainActor static var installed: EvaluationSlot? {
        guard let key, let word = pthread_getspecific(key) else { return nil }
        return EvaluationSlot(word: word.assumingMemoryBound(to: UnsafeMutableRawPointer?.self))
    }

    /// Installs `slot` on this thread (main actor only).
    @MainActor static func install(_ slot: EvaluationSlot?) {
        let pointer: UnsafeMutableRawPointer? = if let slot { UnsafeMutableRawPointer(slot.word) } else { nil }
        let status = pthread_setspecific(keyForInstalling(), pointer)
        assert(status == 0, "pthread_setspecific failed: \(status)")
    }
}

/// The word where a graph writes the node it is evaluating, for ``CurrentEvaluation``: a
/// raw word, so that reading it from the thread-local slot counts no references.
///
/// invariant: allocated by its graph when the graph is made and freed in its `deinit`
/// (the graph installs it on the thread only while it runs); written on the main actor
/// only; it holds `nil` or a node whose evaluation is on the stack (the graph sets it when
/// an evaluation begins and restores the outer one when it ends).
struct EvaluationSlot: Equatable, @unchecked Sendable {
    package let word: UnsafeMutablePointer<UnsafeMutableRawPointer?>

    static package func make() -> EvaluationSlot {
        let word = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 1)
        word.initialize(to: nil)
        return EvaluationSlot(word: word)
    }

    package func free() { word.deallocate() }

    /// The node being evaluated.
    /// The slot's contents as they are, kept to be put back by ``restore(_:)`` when an
    /// inner evaluation ends: a copy of the word, with no reference counting (reading
    /// ``node`` and setting it back would retain and release the node).
    ///
    /// invariant: restored while the node it names is alive (the outer evaluation whose
    /// node it is runs further up the call stack), into this slot.
    package struct Saved {
        fileprivate let word: UnsafeMutableRawPointer?
    }

    /// What the slot holds now, for ``restore(_:)``.
    package var saved: Saved { Saved(word: word.pointee) }

    /// Puts back what ``saved`` read.
    package func restore(_ saved: Saved) {
        assert(word.pointee != nil, "an evaluation is restored that no inner evaluation stands in front of")
        word.pointee = saved.word
    }

    package var node: Node? {
        get {
            guard let node = word.pointee else { return nil }
            return Unmanaged<Node>.fromOpaque(node).takeUnretainedValue()
        }
        nonmutating set {
            word.pointee = if let newValue { Unmanaged.passUnretained(newValue).toOpaque() } else { nil }
        }
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
