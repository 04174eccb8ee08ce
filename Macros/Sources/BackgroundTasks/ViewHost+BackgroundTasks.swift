import Foundation
import ViewEngine

extension ViewHost {
    /// The background tasks of this host as a test sees and drives them, playing the
    /// system: the pending requests, launching one, ending one early, and every call the app
    /// made.
    ///
    /// ```swift
    /// try host.tap("Schedule")                       // submits a BGAppRefreshTaskRequest
    /// try host.backgroundTasks.launch("com.example.refresh")
    /// await host.settle()
    /// host.backgroundTasks.events.last              // "completed com.example.refresh: success"
    /// ```
    public var backgroundTasks: HostBackgroundTasks { HostBackgroundTasks(state: .of(clock), clock: clock) }
}

/// A host's background tasks seen from a test (``ViewHost/backgroundTasks``).
@MainActor
public struct HostBackgroundTasks {
    let state: BackgroundTaskState
    let clock: VirtualClock

    /// Why a task cannot be launched now.
    public enum LaunchError: Error, Equatable, CustomStringConvertible {
        /// No request with this identifier is pending.
        case noPendingRequest(String, pending: [String])
        /// The request's earliest begin date has not come: this much of the host's time is
        /// still to pass.
        case tooEarly(String, waiting: Duration)
        /// The app registered no launch handler for the identifier.
        case noLaunchHandler(String, registered: [String])
        /// The task is not running (never launched, or already completed).
        case notRunning(String)

        /// The reason, naming what exists.
        public var description: String {
            switch self {
            case .noPendingRequest(let id, let pending):
                "no pending request for \(id); pending: \(pending.isEmpty ? "none" : pending.joined(separator: ", "))"
            case .tooEarly(let id, let waiting):
                "\(id) may not begin for another \(waiting) of the host's time"
            case .noLaunchHandler(let id, let registered):
                "no launch handler registered for \(id); registered: \(registered.isEmpty ? "none" : registered.joined(separator: ", "))"
            case .notRunning(let id):
                "\(id) is not running"
            }
        }
    }

    /// The requests submitted and not launched, in order: `refresh com.example.sync`.
    public var pending: [String] { state.pending.map(\.description) }

    /// The identifiers with a launch handler, sorted.
    public var registered: [String] { state.registered }

    /// Every call and launch, in order, with its outcome.
    public var events: [String] { state.events }

    /// The identifiers the app may schedule (Info.plist's
    /// `BGTaskSchedulerPermittedIdentifiers`); `nil`, the default, permits any.
    public var permittedIdentifiers: Set<String>? {
        get { state.permittedIdentifiers }
        nonmutating set { state.permittedIdentifiers = newValue }
    }

    /// Whether background refresh is on for the app; when off, every submission fails with
    /// ``BGTaskScheduler/Error/Code/unavailable``. `true` by default.
    public var isBackgroundRefreshAvailable: Bool {
        get { state.isAvailable }
        nonmutating set { state.isAvailable = newValue }
    }

    /// Launches the pending task `identifier` as the system does: the request leaves the
    /// queue and its launch handler runs with the task. Throws, launching nothing, when no
    /// such request is pending, its earliest begin date has not come, or no handler is
    /// registered. An earliest begin date is a wall-clock date (`Date(timeIntervalSinceNow:
    /// 900)`), read at submission as a delay that runs on the host's clock: 900 s of
    /// `host.advance(by:)`.
    @discardableResult
    public func launch(_ identifier: String) throws -> BGTask {
        try VirtualClock.$current.withValue(clock) { try state.launch(identifier).get() }
    }

    /// Ends the running task `identifier` early, as the system does when its time is up:
    /// its expiration handler runs.
    public func expire(_ identifier: String, task: BGTask) throws {
        guard state.expiring(identifier) else { throw LaunchError.notRunning(identifier) }
        VirtualClock.$current.withValue(clock) { task.expirationHandler?() }
    }
}
