import Foundation

/// A request to launch the app in the background to run a task (an abstract class: submit
/// a ``BGAppRefreshTaskRequest`` or a ``BGProcessingTaskRequest``).
///
/// Invariant (`@unchecked Sendable`): as Apple's requests, configured before it is submitted
/// and only read after.
open class BGTaskRequest: @unchecked Sendable, CustomStringConvertible {
    /// The identifier of the task, which a launch handler is registered for.
    public let identifier: String
    /// The earliest date the system may launch the task; `nil`, no delay.
    open var earliestBeginDate: Date?

    init(identifier: String) { self.identifier = identifier }

    var kind: String { "task" }

    /// `refresh com.example.sync`, with its earliest date when it has one.
    open var description: String {
        "\(kind) \(identifier)" + (earliestBeginDate.map { " after \(Int($0.timeIntervalSince1970))" } ?? "")
    }
}

/// A request to launch the app in the background to refresh its content briefly.
///
/// Invariant (`@unchecked Sendable`): as Apple's requests, configured before it is submitted
/// and only read after.
public final class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// A request for the refresh task `identifier`.
    override public init(identifier: String) { super.init(identifier: identifier) }
    override var kind: String { "refresh" }
}

/// A request to launch the app in the background for a longer, deferrable task, such as
/// maintenance or a model's training.
///
/// Invariant (`@unchecked Sendable`): as Apple's requests, configured before it is submitted
/// and only read after.
public final class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// Whether the task needs a network connection; `false` by default.
    public var requiresNetworkConnectivity = false
    /// Whether the task runs only while the device is charging; `false` by default.
    public var requiresExternalPower = false

    /// A request for the processing task `identifier`.
    override public init(identifier: String) { super.init(identifier: identifier) }
    override var kind: String { "processing" }

    /// `processing com.example.clean (network, power)`.
    override public var description: String {
        let needs = [requiresNetworkConnectivity ? "network" : nil, requiresExternalPower ? "power" : nil].compactMap { $0 }
        return super.description + (needs.isEmpty ? "" : " (\(needs.joined(separator: ", ")))")
    }
}
