#if !canImport(Darwin)
/// A custom log object — `os`'s `OSLog`: a subsystem and a category that messages are
/// filed under.
///
/// ```swift
/// let log = OSLog(subsystem: "com.example.notes", category: "sync")
/// os_log("Synced %d notes", log: log, type: .info, count)
/// ```
public final class OSLog: Sendable {
    /// The subsystem, usually the app's bundle identifier; empty for ``default``.
    public let subsystem: String
    /// The category within the subsystem; empty for ``default``.
    public let category: String
    let isDisabled: Bool

    /// A log object that files messages under `subsystem` and `category`.
    ///
    /// ```swift
    /// OSLog(subsystem: "com.example.notes", category: "sync")
    /// ```
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isDisabled = false
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        isDisabled = disabled
    }

    /// The shared default log: messages without a subsystem or category.
    public static let `default` = OSLog(disabled: false)
    /// A log that records nothing.
    public static let disabled = OSLog(disabled: true)

    /// Whether messages of `type` are recorded: every level, except on ``disabled``.
    ///
    /// ```swift
    /// if log.isEnabled(type: .debug) { ... }
    /// ```
    public func isEnabled(type: OSLogType) -> Bool { !isDisabled }
}
#endif
