import Foundation
import VirtualTime

/// The background tasks of one host: the launch handlers, the pending requests, whether
/// background refresh is on, and what happened. Kept by the host's clock
/// (`VirtualClock.service(_:)`); outside any host a process-wide one stands in.
///
/// Invariant (`@unchecked Sendable`): `handlers`, `requests`, `running`, `permitted`,
/// `available` and `log` are read and written only under `lock`; handlers are called
/// outside it. `clock` is weak (the clock keeps this state), set in `init`.
final class BackgroundTaskState: @unchecked Sendable {
    private let lock = NSLock()
    weak var clock: VirtualClock?
    private var handlers: [String: @Sendable (BGTask) -> Void] = [:]
    /// The pending requests with the host instant each may launch from: an earliest begin
    /// date is a wall-clock date (the app wrote `Date(timeIntervalSinceNow:)`), read when the
    /// request is submitted as a delay that then runs on the host's clock.
    private var requests: [(request: BGTaskRequest, due: VirtualClock.Instant?)] = []
    private var running: Set<String> = []
    private var permitted: Set<String>?
    private var available = true
    private var log: [String] = []

    init(clock: VirtualClock?) { self.clock = clock }

    private static let processWide = BackgroundTaskState(clock: nil)

    /// The current host's tasks, or the process's outside any host.
    static var current: BackgroundTaskState { of(VirtualClock.current) }

    /// The tasks of the host whose clock is `clock`, or the process's for `nil`.
    static func of(_ clock: VirtualClock?) -> BackgroundTaskState {
        clock?.service { BackgroundTaskState(clock: $0) } ?? processWide
    }

    var pending: [BGTaskRequest] { lock.withLock { requests.map(\.request) } }
    var events: [String] { lock.withLock { log } }
    var registered: [String] { lock.withLock { handlers.keys.sorted() } }

    var permittedIdentifiers: Set<String>? {
        get { lock.withLock { permitted } }
        set { lock.withLock { permitted = newValue } }
    }

    var isAvailable: Bool {
        get { lock.withLock { available } }
        set { lock.withLock { available = newValue } }
    }

    private func isPermitted(_ identifier: String) -> Bool { permitted.map { $0.contains(identifier) } ?? true }

    func register(_ identifier: String, handler: @escaping @Sendable (BGTask) -> Void) -> Bool {
        lock.withLock {
            guard isPermitted(identifier) else {
                log.append("register \(identifier): not permitted")
                return false
            }
            guard handlers[identifier] == nil else {
                log.append("register \(identifier): already registered")
                return false
            }
            handlers[identifier] = handler
            log.append("register \(identifier)")
            return true
        }
    }

    func submit(_ request: BGTaskRequest) throws {
        try lock.withLock {
            let refusal: BGTaskScheduler.Error.Code?
            let others = requests.filter { $0.request.identifier != request.identifier }
            if !available {
                refusal = .unavailable
            } else if !isPermitted(request.identifier) {
                refusal = .notPermitted
            } else if request is BGAppRefreshTaskRequest, others.contains(where: { $0.request is BGAppRefreshTaskRequest }) {
                refusal = .tooManyPendingTaskRequests
            } else if request is BGProcessingTaskRequest, others.filter({ $0.request is BGProcessingTaskRequest }).count >= 10 {
                refusal = .tooManyPendingTaskRequests
            } else {
                refusal = nil
            }
            if let refusal {
                log.append("submit \(request): \(BGTaskScheduler.Error(refusal))")
                throw BGTaskScheduler.Error(refusal)
            }
            let due = clock.map { clock in
                request.earliestBeginDate.map { clock.now.advanced(by: .seconds(max(0, $0.timeIntervalSinceNow))) } ?? clock.now
            }
            requests = others + [(request, due)]
            log.append("submit \(request)")
        }
    }

    func cancel(_ identifier: String?) {
        lock.withLock {
            requests.removeAll { identifier == nil || $0.request.identifier == identifier }
            log.append("cancel " + (identifier ?? "all"))
        }
    }

    /// Takes the pending request `identifier` and launches it as the system does, or says why
    /// it cannot be launched now.
    func launch(_ identifier: String) -> Result<BGTask, HostBackgroundTasks.LaunchError> {
        let taken = lock.withLock { () -> Result<(BGTaskRequest, @Sendable (BGTask) -> Void), HostBackgroundTasks.LaunchError> in
            guard let index = requests.firstIndex(where: { $0.request.identifier == identifier }) else {
                return .failure(.noPendingRequest(identifier, pending: requests.map(\.request.identifier)))
            }
            let (request, due) = requests[index]
            if let due, let clock, clock.now < due {
                return .failure(.tooEarly(identifier, waiting: clock.now.duration(to: due)))
            }
            guard let handler = handlers[identifier] else {
                return .failure(.noLaunchHandler(identifier, registered: handlers.keys.sorted()))
            }
            requests.remove(at: index)
            running.insert(identifier)
            log.append("launch \(identifier)")
            return .success((request, handler))
        }
        return taken.map { request, handler in
            let task: BGTask = request is BGProcessingTaskRequest
                ? BGProcessingTask(identifier: identifier, scheduler: self)
                : BGAppRefreshTask(identifier: identifier, scheduler: self)
            handler(task)
            return task
        }
    }

    func complete(_ identifier: String, success: Bool) {
        lock.withLock {
            guard running.remove(identifier) != nil else { return }
            log.append("completed \(identifier): " + (success ? "success" : "failure"))
        }
    }

    func expiring(_ identifier: String) -> Bool {
        lock.withLock {
            guard running.contains(identifier) else { return false }
            log.append("expire \(identifier)")
            return true
        }
    }

    func isRunning(_ identifier: String) -> Bool { lock.withLock { running.contains(identifier) } }
}
