/// A scheduler for performing synchronous actions — Combine's `ImmediateScheduler`.
///
/// ```swift
/// Just(1).receive(on: ImmediateScheduler.shared).sink { print($0) }   // at once
/// ```
///
/// You can only use this scheduler for immediate actions. If you attempt to schedule
/// actions after a specific date, this scheduler ignores the date and performs them
/// immediately.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The time type used by the immediate scheduler: a count of nothing, since no time
    /// passes.
    public struct SchedulerTimeType: Strideable, Sendable, Hashable {
        /// The increment by which the immediate scheduler counts time.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, NumericStride, SchedulerTimeIntervalConvertible, Codable, Sendable, Hashable {
            /// The time interval of the immediate scheduler: a number without a unit.
            public var magnitude: Int

            /// Creates an immediate scheduler time interval from the given number.
            ///
            /// ```swift
            /// ImmediateScheduler.SchedulerTimeType.Stride(1)
            /// ```
            public init(_ value: Int) { magnitude = value }
            /// Creates a stride from an integer literal.
            public init(integerLiteral value: Int) { magnitude = value }
            /// Creates a stride from a floating-point literal (truncated).
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            /// Creates a stride from a binary integer, if it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            /// The stride that is `magnitude`.
            init(magnitude: Int) { self.magnitude = magnitude }

            /// A stride of whole seconds (the immediate scheduler counts no time: 0).
            public static func seconds(_ s: Int) -> Stride { Stride(0) }
            /// A stride of seconds (0).
            public static func seconds(_ s: Double) -> Stride { Stride(0) }
            /// A stride of milliseconds (0).
            public static func milliseconds(_ ms: Int) -> Stride { Stride(0) }
            /// A stride of microseconds (0).
            public static func microseconds(_ us: Int) -> Stride { Stride(0) }
            /// A stride of nanoseconds (0).
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(0) }
        }

        /// The distance to another immediate scheduler time (always zero).
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
        /// Advances the time by the specified amount (it stays the same).
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }

    /// A type that defines options accepted by the immediate scheduler: none.
    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    ///
    /// ```swift
    /// subject.receive(on: ImmediateScheduler.shared)
    /// ```
    public static let shared = ImmediateScheduler()

    /// The immediate scheduler’s definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType() }
    /// The minimum tolerance allowed by the immediate scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Performs the action at once.
    ///
    /// ```swift
    /// ImmediateScheduler.shared.schedule { print("now") }
    /// ```
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    /// Performs the action at once, ignoring the date.
    ///
    /// ```swift
    /// ImmediateScheduler.shared.schedule(after: ImmediateScheduler.shared.now) { print("now") }
    /// ```
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        action()
    }

    /// Performs the action once, at once, ignoring the date and the interval.
    ///
    /// ```swift
    /// let done = ImmediateScheduler.shared.schedule(after: .init(), interval: 1) { print("once") }
    /// ```
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: Never?, _ action: @escaping () -> Void) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
