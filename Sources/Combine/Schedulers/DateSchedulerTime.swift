import Foundation

/// The time of the date-based schedulers (`RunLoop`, `OperationQueue`): a date, and an
/// interval in seconds. `RunLoop.SchedulerTimeType` and `OperationQueue.SchedulerTimeType`
/// are this type, as in Combine, where both are dates with `TimeInterval` strides.
public struct DateSchedulerTime: Strideable, Codable, Hashable, Sendable {
    /// The date represented by this type.
    public var date: Date

    /// Creates a scheduler time with the given date.
    ///
    /// ```swift
    /// RunLoop.SchedulerTimeType(Date())
    /// ```
    public init(_ date: Date) {
        self.date = date
    }

    /// Returns the distance to another scheduler time.
    public func distance(to other: DateSchedulerTime) -> Stride {
        Stride(floatLiteral: other.date.timeIntervalSince(date))
    }

    /// Returns a scheduler time calculated by advancing this instance’s time by the given
    /// interval.
    public func advanced(by n: Stride) -> DateSchedulerTime {
        DateSchedulerTime(date.addingTimeInterval(n.timeInterval))
    }

    /// A time interval in seconds — the `Stride` of the date-based schedulers.
    ///
    /// ```swift
    /// .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    /// .throttle(for: 1, scheduler: RunLoop.main, latest: true)
    /// ```
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, NumericStride, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
        /// The value of this time interval in seconds.
        public var magnitude: TimeInterval

        /// The value of this time interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// Creates an interval of the given seconds.
        ///
        /// ```swift
        /// RunLoop.SchedulerTimeType.Stride(0.25)
        /// ```
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        /// Creates an interval from a floating-point literal of seconds.
        public init(floatLiteral value: TimeInterval) { magnitude = value }
        /// Creates an interval from an integer literal of seconds.
        public init(integerLiteral value: TimeInterval) { magnitude = value }
        /// Creates an interval from a binary integer of seconds, if it converts exactly.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        /// The stride of `magnitude` seconds.
        init(magnitude: TimeInterval) { self.magnitude = magnitude }

        /// An interval of whole seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        /// An interval of seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        /// An interval of milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        /// An interval of microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        /// An interval of nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

        /// The interval as a `Duration`.
        var duration: Duration { .seconds(magnitude) }
    }
}

extension Date {
    /// A date-based scheduler time, for comparing with `RunLoop.main.now`.
    var schedulerTime: DateSchedulerTime { DateSchedulerTime(self) }
}
