#if !canImport(Darwin)
import Foundation
import VirtualTime

/// The log of the process — what the unified log is on a device: every message a
/// ``Logger`` or `os_log` writes, in order, with its date, level, subsystem and category.
///
/// A message written while a host's clock is current (in its frames, tasks and timers)
/// carries that clock, and its date is the clock's virtual date; the host's own log
/// (`host.log`, in `OSLog`) is the messages that carry its clock. Nothing is written to
/// standard error: a command-line program's `Logger` messages go to the system log, not
/// to the terminal, on macOS too. The log keeps the last ``capacity`` messages.
/// Invariant (`@unchecked Sendable`): `records` is read and written only under `lock`.
package final class LogStore: @unchecked Sendable {
    /// One message, as the log stores it.
    package struct Record: Sendable {
        package let date: Date
        package let level: OSLogType
        package let subsystem: String
        package let category: String
        /// The message with its private values redacted.
        package let message: String
        /// The host clock current when it was written (weak: a record outlives its host).
        private let clockBox: WeakClock

        package var clock: VirtualClock? { clockBox.clock }

        init(date: Date, level: OSLogType, subsystem: String, category: String, message: String, clock: VirtualClock?) {
            self.date = date
            self.level = level
            self.subsystem = subsystem
            self.category = category
            self.message = message
            clockBox = WeakClock(clock)
        }
    }

    /// The log of this process.
    package static let shared = LogStore()

    /// How many messages the log keeps: the oldest go first.
    package static let capacity = 100_000

    private let lock = NSLock()
    /// invariant: read and written only under `lock`; at most ``capacity`` records.
    private var records: [Record] = []

    /// Writes a message; the date and clock are the current host's, if any.
    func write(level: OSLogType, subsystem: String, category: String, message: String) {
        let clock = VirtualClock.current
        let date = clock.map { $0.date(at: $0.now) } ?? Date()
        let record = Record(date: date, level: level, subsystem: subsystem, category: category, message: message, clock: clock)
        lock.withLock {
            records.append(record)
            if records.count > Self.capacity { records.removeFirst(records.count - Self.capacity) }
        }
    }

    /// Every message kept, oldest first.
    package var all: [Record] { lock.withLock { records } }

    /// The messages written while `clock` was current, oldest first.
    package func records(of clock: VirtualClock) -> [Record] {
        lock.withLock { records.filter { $0.clock === clock } }
    }
}

/// A weak reference to a clock that can cross threads.
/// Invariant (`@unchecked Sendable`): `clock` is written once, in `init`; loading a weak
/// reference is atomic.
private final class WeakClock: @unchecked Sendable {
    // invariant: written once, in init; `weak` loads are atomic.
    weak var clock: VirtualClock?
    init(_ clock: VirtualClock?) { self.clock = clock }
}
#endif
