import Foundation

/// A task the system launched the app in the background to run, handed to the launch
/// handler registered for its identifier.
///
/// Invariant (`@unchecked Sendable`): `expirationHandler` is set by the launch handler and
/// read by the host's driver, both on the main actor; the outcome is recorded in the
/// scheduler's state, which locks.
open class BGTask: @unchecked Sendable {
    /// The identifier the task was requested and registered with.
    public let identifier: String
    /// What the app does when the system ends the task before it completes: it must stop its
    /// work and call ``setTaskCompleted(success:)``.
    open var expirationHandler: (() -> Void)?
    let scheduler: BackgroundTaskState

    init(identifier: String, scheduler: BackgroundTaskState) {
        self.identifier = identifier
        self.scheduler = scheduler
    }

    /// Tells the system the task is done: the app may be suspended. A second call records
    /// nothing more.
    open func setTaskCompleted(success: Bool) {
        scheduler.complete(identifier, success: success)
    }
}

/// A refresh task (``BGAppRefreshTaskRequest``) the system launched.
///
/// Invariant (`@unchecked Sendable`): ``BGTask``'s.
public final class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// A processing task (``BGProcessingTaskRequest``) the system launched.
///
/// Invariant (`@unchecked Sendable`): ``BGTask``'s.
public final class BGProcessingTask: BGTask, @unchecked Sendable {}
