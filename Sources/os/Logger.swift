#if !canImport(Darwin)
/// An object for writing string messages to the logging system — `os`'s `Logger`.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.notes", category: "sync")
/// logger.info("Synced \(count) notes")
/// logger.error("Sync failed: \(error, privacy: .public)")
/// ```
///
/// Messages go to the process's log, which `OSLogStore(scope: .currentProcessIdentifier)`
/// reads, and a host's messages to its `host.log` (both in `OSLog`). Each method files
/// its message at a level, as Apple's documentation pairs them: `trace` and `debug` at
/// ``OSLogType/debug``, `info` at ``OSLogType/info``, `notice` at ``OSLogType/default``,
/// `warning` and `error` at ``OSLogType/error``, `critical` and `fault` at
/// ``OSLogType/fault``.
public struct Logger: Sendable {
    private let log: OSLog

    /// A logger that writes to the default subsystem.
    ///
    /// ```swift
    /// Logger().notice("Started")
    /// ```
    public init() { log = .default }

    /// A logger that files messages under `subsystem` and `category`.
    ///
    /// ```swift
    /// Logger(subsystem: "com.example.notes", category: "sync")
    /// ```
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }

    /// A logger that writes to an existing log object.
    ///
    /// ```swift
    /// Logger(OSLog(subsystem: "com.example.notes", category: "ui"))
    /// ```
    public init(_ log: OSLog) { self.log = log }

    /// Logs a message at the default level.
    ///
    /// ```swift
    /// logger.log("Opened \(name, privacy: .public)")
    /// ```
    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    /// Logs a message at `level`.
    ///
    /// ```swift
    /// logger.log(level: .error, "Failed")
    /// ```
    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard log.isEnabled(type: level) else { return }
        LogStore.shared.write(level: level, subsystem: log.subsystem, category: log.category, message: message.stored)
    }

    /// Logs a message at the debug level, for tracing.
    ///
    /// ```swift
    /// logger.trace("entering \(#function)")
    /// ```
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs a message at the debug level.
    ///
    /// ```swift
    /// logger.debug("cache hit")
    /// ```
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs a message at the info level.
    ///
    /// ```swift
    /// logger.info("Loaded \(count) items")
    /// ```
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Logs a message at the default level, as a notice.
    ///
    /// ```swift
    /// logger.notice("User signed in")
    /// ```
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs a warning, at the error level.
    ///
    /// ```swift
    /// logger.warning("Low disk space")
    /// ```
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs a message at the error level.
    ///
    /// ```swift
    /// logger.error("Save failed: \(error)")
    /// ```
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs a critical message, at the fault level.
    ///
    /// ```swift
    /// logger.critical("Database corrupted")
    /// ```
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Logs a message at the fault level: a bug in the code.
    ///
    /// ```swift
    /// logger.fault("Unexpected state \(state)")
    /// ```
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
#endif
