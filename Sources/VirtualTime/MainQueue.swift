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
