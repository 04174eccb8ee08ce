import Foundation

/// The `@Published` write in progress on the current thread, if any: what its observers
/// asked to run once the new value is stored.
///
/// A write publishes *before* it stores (`objectWillChange`, then the `$` subscribers,
/// then the value), as Apple's Combine does. An observer on the main thread reads the
/// value later, in its next frame, so the order does not matter there. An observer
/// called on another thread that hands the change over to the main actor must not let
/// the main actor read before the store: ``afterStore(_:)`` runs its hand-over once the
/// write has finished storing.
///
/// ```swift
/// PublishedWrite.afterStore { Task { @MainActor in view.invalidate() } }
/// ```
package enum PublishedWrite {
    /// The actions of the write in progress on this thread (bound while it publishes).
    @TaskLocal private static var inProgress: StoreActions?

    /// Runs `action` once the `@Published` write that is publishing on this thread has
    /// stored its value; at once when no write is in progress (a publisher of the
    /// object's own, sent by hand).
    package static func afterStore(_ action: @escaping () -> Void) {
        if let actions = inProgress { actions.append(action) } else { action() }
    }

    /// Publishes and stores (`write`), then runs what observers deferred with
    /// ``afterStore(_:)``. Off the main thread only: on it nothing is deferred.
    static func performing(_ write: () -> Void) {
        guard !Thread.isMainThread else { return write() }
        let actions = StoreActions()
        $inProgress.withValue(actions) { write() }
        actions.run()
    }
}

/// What observers deferred until one write has stored its value.
///
/// invariant (`@unchecked Sendable`): bound as a task-local value by the writing thread
/// and touched by that thread only, while its write runs and right after it.
private final class StoreActions: @unchecked Sendable {
    private var actions: [() -> Void] = []

    func append(_ action: @escaping () -> Void) { actions.append(action) }

    func run() {
        for action in actions { action() }
        actions.removeAll()
    }
}
