#if !canImport(Darwin)
import Foundation
import os

/// A store of log entries — `OSLog`'s `OSLogStore`: the way an app reads its own log.
///
/// ```swift
/// let store = try OSLogStore(scope: .currentProcessIdentifier)
/// let entries = try store.getEntries(at: store.position(timeIntervalSinceLatestBoot: 0))
///     .compactMap { $0 as? OSLogEntryLog }
///     .filter { $0.subsystem == "com.example.notes" }
/// ```
///
/// The process's store holds what every ``Logger`` and `os_log` of the process wrote, in
/// order (the last 100 000 messages); a host's messages are also its ``ViewHost/log``.
/// Invariant (`@unchecked Sendable`): it stores nothing; the log it reads keeps its records
/// under its own lock.
public final class OSLogStore: @unchecked Sendable {
    /// Which entries a store holds.
    public enum Scope: Int, Sendable {
        /// The whole system's: not readable by an app on iOS, and not here.
        case system
        /// The current process's.
        case currentProcessIdentifier
    }

    private init() {}

    /// The store of `scope`: the current process's log.
    ///
    /// ```swift
    /// try OSLogStore(scope: .currentProcessIdentifier)
    /// ```
    /// - Throws: `CocoaError(.featureUnsupported)` for ``Scope/system``, which an app
    ///   cannot read.
    public convenience init(scope: Scope) throws {
        guard scope == .currentProcessIdentifier else { throw CocoaError(.featureUnsupported) }
        self.init()
    }

    /// The entries from `position` (all of them when `nil`), oldest first (newest first
    /// with ``OSLogEnumerator/Options/reverse``), those that `predicate` accepts.
    ///
    /// ```swift
    /// try store.getEntries(at: store.position(date: start))
    /// ```
    public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                           matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        var entries: [OSLogEntry] = LogStore.shared.all
            .filter { position?.admits($0.date) ?? true }
            .map(OSLogEntryLog.init)
        if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
        if options.contains(.reverse) { entries.reverse() }
        return AnySequence(entries)
    }

    /// The position of the first entry at or after `date`.
    ///
    /// ```swift
    /// store.position(date: Date().addingTimeInterval(-3600))
    /// ```
    public func position(date: Date) -> OSLogPosition { OSLogPosition(start: date) }

    /// The position `seconds` before the latest entry's date (a negative interval).
    ///
    /// ```swift
    /// store.position(timeIntervalSinceEnd: -60)
    /// ```
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(start: (LogStore.shared.all.last?.date ?? Date()).addingTimeInterval(seconds))
    }

    /// The position `seconds` after the system started: every entry the process wrote
    /// since (0 is all of them).
    ///
    /// ```swift
    /// store.position(timeIntervalSinceLatestBoot: 0)
    /// ```
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        OSLogPosition(start: seconds <= 0 ? nil : Date(timeIntervalSinceNow: -ProcessInfo.processInfo.systemUptime + seconds))
    }
}

/// A place in a log store — `OSLog`'s `OSLogPosition`.
/// Invariant (`@unchecked Sendable`): its one stored property is a `let`.
public final class OSLogPosition: @unchecked Sendable {
    private let start: Date?

    init(start: Date?) { self.start = start }

    func admits(_ date: Date) -> Bool { start.map { date >= $0 } ?? true }
}

/// Options of reading a log store — `OSLog`'s `OSLogEnumerator`.
public final class OSLogEnumerator {
    private init() {}

    /// How entries are read.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        /// Options of `rawValue`.
        ///
        /// ```swift
        /// OSLogEnumerator.Options(rawValue: 1)   // .reverse
        /// ```
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// An entry of a log store — `OSLog`'s `OSLogEntry`.
/// Invariant (`@unchecked Sendable`): every stored property is a `let`.
public class OSLogEntry: NSObject, @unchecked Sendable {
    /// When the entry was written: a host's virtual date for a message written in a host.
    public let date: Date
    /// The message as the log stores it (private values redacted).
    public let composedMessage: String

    init(date: Date, composedMessage: String) {
        self.date = date
        self.composedMessage = composedMessage
        super.init()
    }

    /// The store the entry came from.
    public var storeCategory: StoreCategory { .longTerm1 }

    /// How long the store keeps an entry.
    public enum StoreCategory: Int, Sendable {
        case undefined, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7, longTerm14, longTerm30
    }
}

/// A message a ``Logger`` or `os_log` wrote — `OSLog`'s `OSLogEntryLog`.
///
/// ```swift
/// host.log.map { "\($0.level) \($0.category): \($0.composedMessage)" }
/// ```
/// Invariant (`@unchecked Sendable`): every stored property is a `let`.
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// The level it was written at.
    public let level: Level
    /// The subsystem of its log.
    public let subsystem: String
    /// The category of its log.
    public let category: String

    init(_ record: LogStore.Record) {
        level = Level(record.level)
        subsystem = record.subsystem
        category = record.category
        super.init(date: record.date, composedMessage: record.message)
    }

    /// The process that wrote it: this one.
    public var process: String { ProcessInfo.processInfo.processName }
    /// The identifier of the process that wrote it.
    public var processIdentifier: Int32 { ProcessInfo.processInfo.processIdentifier }

    /// The entry as Console writes it: `Info com.example.notes [sync] Synced 3 notes`.
    public override var description: String {
        let place = subsystem.isEmpty ? "" : " \(subsystem)" + (category.isEmpty ? "" : " [\(category)]")
        return "\(level)\(place) \(composedMessage)"
    }

    /// The level of an entry.
    public enum Level: Int, Sendable, CustomStringConvertible {
        /// Not known.
        case undefined
        /// Debug.
        case debug
        /// Info.
        case info
        /// Notice (the default level).
        case notice
        /// Error.
        case error
        /// Fault.
        case fault

        init(_ type: OSLogType) {
            switch type {
            case .debug: self = .debug
            case .info: self = .info
            case .error: self = .error
            case .fault: self = .fault
            default: self = .notice
            }
        }

        /// The level's name: `Debug`, `Info`, `Notice`, `Error`, `Fault`.
        public var description: String {
            switch self {
            case .undefined: "Undefined"
            case .debug: "Debug"
            case .info: "Info"
            case .notice: "Notice"
            case .error: "Error"
            case .fault: "Fault"
            }
        }
    }
}
#endif
