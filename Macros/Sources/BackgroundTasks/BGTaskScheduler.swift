import Foundation
import FrameworkSupport

/// The system's scheduler of background tasks: an app registers a launch handler for each
/// task identifier and submits requests; on a host, the test plays the system and launches
/// the tasks (`host.backgroundTasks.launch(_:)`).
public final class BGTaskScheduler: Sendable {
    /// The scheduler.
    public static let shared = BGTaskScheduler()

    private init() {}

    /// The reasons a request is refused, with Apple's raw values.
    public struct Error: AppleFrameworkError {
        /// Why a request is refused.
        public enum Code: Int, Sendable {
            /// Background work is unavailable (Background App Refresh is off for the app:
            /// `host.backgroundTasks.isBackgroundRefreshAvailable = false`).
            case unavailable = 1
            /// There are already as many pending requests as the system keeps: one refresh
            /// task and ten processing tasks.
            case tooManyPendingTaskRequests = 2
            /// The identifier is not one the app may launch (not among the permitted
            /// identifiers, Info.plist's `BGTaskSchedulerPermittedIdentifiers`).
            case notPermitted = 3
        }

        /// Why the request was refused.
        public let code: Code

        /// An error with `code`.
        public init(_ code: Code) { self.code = code }

        /// `BGTaskSchedulerErrorDomain`, as on Apple's platforms.
        public static let errorDomain = "BGTaskSchedulerErrorDomain"
        /// `BGTaskScheduler.Error`, its name in its description:
        /// `BGTaskScheduler.Error(notPermitted)`.
        public static var name: String { "BGTaskScheduler.Error" }
    }

    /// Registers the launch handler for the tasks with `identifier`: the system calls it
    /// with the task when it launches the app to run one. Returns `false`, and registers
    /// nothing, for an identifier that already has a handler (Apple's raises an exception)
    /// or that is not permitted.
    @discardableResult
    public func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                         launchHandler: @escaping @Sendable (BGTask) -> Void) -> Bool {
        BackgroundTaskState.current.register(identifier, handler: launchHandler)
    }

    /// Submits a request; a pending request with the same identifier is replaced.
    public func submit(_ taskRequest: BGTaskRequest) throws {
        try BackgroundTaskState.current.submit(taskRequest)
    }

    /// Cancels the pending request with `identifier`, if there is one.
    public func cancel(taskRequestWithIdentifier identifier: String) {
        BackgroundTaskState.current.cancel(identifier)
    }

    /// Cancels every pending request.
    public func cancelAllTaskRequests() {
        BackgroundTaskState.current.cancel(nil)
    }

    /// The requests submitted and not yet launched, in the order they were submitted.
    public func pendingTaskRequests() async -> [BGTaskRequest] {
        BackgroundTaskState.current.pending
    }

    /// Hands the pending requests to `completionHandler`.
    public func getPendingTaskRequests(completionHandler: @escaping @Sendable ([BGTaskRequest]) -> Void) {
        completionHandler(BackgroundTaskState.current.pending)
    }
}
