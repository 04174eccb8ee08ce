#if !canImport(Darwin)
import ViewEngine
import os

extension ViewHost {
    /// What the app logged while this host ran it (its frames, tasks and timers), in
    /// order: every ``Logger`` and `os_log` message written while the host's clock was
    /// current, dated on that clock, private values redacted as the log stores them.
    ///
    /// ```swift
    /// try host.tap("Sync")          // Logger(subsystem: "notes", category: "sync").info("Synced \(3) notes")
    /// host.log.map(\.description)   // ["Info notes [sync] Synced 3 notes"]
    /// ```
    ///
    /// Messages are not written to standard error: as a command-line program's on macOS,
    /// they go to the log, which a test reads here or through `OSLogStore`.
    public var log: [OSLogEntryLog] { LogStore.shared.records(of: clock).map(OSLogEntryLog.init) }
}
#endif
