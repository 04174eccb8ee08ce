import Dispatch
import Foundation
import VirtualTime

extension DispatchQueue: Scheduler {
    /// The scheduler time type used by the dispatch queue — Combine's
    /// `DispatchQueue.SchedulerTimeType`.
    ///
    /// ```swift
    /// DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(1))) { print("later") }
    /// ```
    ///
    /// On the host's virtual clock, instant `t` is `DispatchTime(uptimeNanoseconds: 1e9 + t)`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        /// Creates a dispatch queue time type instance.
        ///
        /// ```swift
        /// DispatchQueue.SchedulerTimeType(.now())
        /// ```
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// Returns the distance to another dispatch queue time.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))))
        }

        /// Returns a dispatch queue scheduler time calculated by advancing this instance’s
        /// time by the given interval.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(Swift.max(0, Int64(bitPattern: dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)))))
        }

        /// Creates the time from its encoded uptime nanoseconds.
        public init(from decoder: any Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        /// Encodes the time as its uptime nanoseconds.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// Whether both are the same instant.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// Hashes the instant.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// The dispatch time that virtual instant `instant` stands for.
        init(virtual instant: VirtualClock.Instant) {
            dispatchTime = DispatchTime(uptimeNanoseconds: Self.virtualEpoch + UInt64(Swift.max(0, instant.offset.wholeNanoseconds)))
        }

        /// The virtual instant this time stands for.
        var virtualInstant: VirtualClock.Instant {
            let uptime = dispatchTime.uptimeNanoseconds
            return VirtualClock.Instant(offset: .nanoseconds(uptime > Self.virtualEpoch ? Int64(uptime - Self.virtualEpoch) : 0))
        }

        /// The uptime that virtual time zero stands for (not 0, which Dispatch reads as
        /// "now").
        static let virtualEpoch: UInt64 = 1_000_000_000

        /// A time interval for a dispatch queue, in nanoseconds — Combine's
        /// `DispatchQueue.SchedulerTimeType.Stride`.
        ///
        /// ```swift
        /// .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
        /// .throttle(for: 0.5, scheduler: DispatchQueue.main, latest: true)
        /// ```
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, NumericStride, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            /// The value of this time interval in nanoseconds.
            public var magnitude: Int

            /// A `DispatchTimeInterval` created with the value of this type in nanoseconds.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// Creates a dispatch queue time interval from the given dispatch time interval.
            ///
            /// ```swift
            /// DispatchQueue.SchedulerTimeType.Stride(.milliseconds(5))
            /// ```
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : ms * 1_000_000
                case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1_000).overflow ? .max : us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// Creates a dispatch queue time interval from a floating-point seconds value.
            public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }
            /// Creates a dispatch queue time interval from an integer seconds value.
            public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            /// Creates a dispatch queue time interval from a binary integer of seconds, if
            /// it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value * 1_000_000_000
            }

            /// The interval of `magnitude` nanoseconds.
            init(magnitude: Int) { self.magnitude = magnitude }

            /// An interval of whole seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// An interval of seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(magnitude: Int(s * 1_000_000_000)) }
            /// An interval of milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// An interval of microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// An interval of nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            /// The interval as a `Duration`.
            var duration: Duration { .nanoseconds(magnitude) }
        }
    }

    /// Options that affect the operation of the dispatch queue scheduler — Combine's
    /// `DispatchQueue.SchedulerOptions`.
    ///
    /// ```swift
    /// publisher.receive(on: DispatchQueue.global(), options: .init(qos: .userInitiated))
    /// ```
    public struct SchedulerOptions {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS
        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags
        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        /// Creates dispatch queue scheduler options.
        ///
        /// ```swift
        /// DispatchQueue.SchedulerOptions(qos: .background)
        /// ```
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Whether this is the main queue.
    var isMainQueue: Bool { label == DispatchQueue.main.label }

    /// The host's clock, when this is the main queue and a host's clock is current.
    private var hostClock: VirtualClock? { isMainQueue ? HostTime.clock : nil }

    /// The dispatch queue’s definition of the current moment in time: the host's virtual
    /// time on the main queue in a host's frame or task, else `DispatchTime.now()`.
    public var now: SchedulerTimeType {
        if let clock = hostClock { return SchedulerTimeType(virtual: clock.now) }
        return SchedulerTimeType(.now())
    }

    /// The dispatch queue’s minimum tolerance: zero.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(.nanoseconds(0)) }

    /// Performs the action at the next possible opportunity: asynchronously on the queue
    /// (on the main queue in a host, in the host's turn).
    ///
    /// ```swift
    /// DispatchQueue.main.schedule { print("soon") }
    /// ```
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let clock = hostClock {
            _ = HostTime.schedule(on: clock, at: clock.now, action)
            return
        }
        let work = UncheckedSendable(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    }

    /// Performs the action at some time after the specified date.
    ///
    /// ```swift
    /// DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(2)), tolerance: .zero, options: nil) { print("2 s later") }
    /// ```
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if let clock = hostClock {
            _ = HostTime.schedule(on: clock, at: date.virtualInstant, action)
            return
        }
        let work = UncheckedSendable(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    }

    /// Performs the action at some time after the specified date, at the specified
    /// frequency, until cancelled.
    ///
    /// ```swift
    /// let ticking = DispatchQueue.main.schedule(after: DispatchQueue.main.now, interval: .seconds(1)) { print("tick") }
    /// ```
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        if let clock = hostClock {
            return HostTime.repeating(on: clock, first: date.virtualInstant, interval: interval.duration, action)
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = UncheckedSendable(action)
        timer.setEventHandler { work.value() }
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
