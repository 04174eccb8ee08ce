import Dispatch

/// Tells whether code runs on the main actor's queue without trapping.
///
/// `Thread.isMainThread` is not reliable for this: a test runner may drain the main
/// queue (where the main actor runs) from another thread. A queue-specific value set
/// on the main queue is.
package enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()

    /// Marks the main queue; called when a host is created.
    @MainActor package static func mark() {
        DispatchQueue.main.setSpecific(key: key, value: true)
    }

    /// Whether the caller runs on the main queue, hence on the main actor.
    package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

extension MainQueue {
    /// Runs `body` on the main actor's isolation when ``isCurrent`` — the check done by
    /// the caller — says the caller is on it; `nil` otherwise.
    ///
    /// `MainActor.assumeIsolated` checks again, with the runtime's executor check, which
    /// costs hundreds of instructions at every `@State` read. This one relies on the
    /// main queue's marker, as the standard library's `assumeIsolated` relies on its own
    /// check, and calls the closure the same way.
    @inline(__always)
    package static func ifCurrent<T>(_ body: @MainActor () -> T) -> T? {
        guard isCurrent else { return nil }
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> T).self)()
        }
    }
}
