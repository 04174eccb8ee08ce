import Foundation

/// A protocol that defines when and how to execute a closure — Combine's `Scheduler`,
/// reduced to what the operators take: the engine delivers every element on the main
/// actor and measures time on the host's virtual clock, whatever scheduler is given.
///
/// ```swift
/// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
/// $results.receive(on: DispatchQueue.main)
/// ```
public protocol Scheduler {}

extension DispatchQueue: Scheduler {}
extension RunLoop: Scheduler {}
extension OperationQueue: Scheduler {}

/// A scheduler that runs its work at once — Combine's `ImmediateScheduler`.
///
/// ```swift
/// subject.receive(on: ImmediateScheduler.shared)
/// ```
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The shared instance.
    public static let shared = ImmediateScheduler()
}

/// An interval of scheduler time, as the time operators take it: `.seconds(1)`,
/// `.milliseconds(300)`, or a number of seconds (`0.5`).
///
/// ```swift
/// .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
/// .throttle(for: 1, scheduler: DispatchQueue.main, latest: true)
/// ```
public struct SchedulerTimeInterval: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The interval as a duration.
    public let duration: Duration

    /// Creates an interval from a duration.
    ///
    /// ```swift
    /// SchedulerTimeInterval(.seconds(2))
    /// ```
    public init(_ duration: Duration) { self.duration = duration }
    /// An interval of `value` seconds.
    ///
    /// ```swift
    /// let interval: SchedulerTimeInterval = 2
    /// ```
    public init(integerLiteral value: Int) { duration = .seconds(value) }
    /// An interval of `value` seconds.
    ///
    /// ```swift
    /// let interval: SchedulerTimeInterval = 0.5
    /// ```
    public init(floatLiteral value: Double) { duration = .seconds(value) }

    /// An interval of whole seconds.
    ///
    /// ```swift
    /// .debounce(for: .seconds(1), scheduler: RunLoop.main)
    /// ```
    public static func seconds(_ s: Int) -> SchedulerTimeInterval { SchedulerTimeInterval(.seconds(s)) }
    /// An interval of seconds.
    ///
    /// ```swift
    /// .debounce(for: .seconds(0.5), scheduler: RunLoop.main)
    /// ```
    public static func seconds(_ s: Double) -> SchedulerTimeInterval { SchedulerTimeInterval(.seconds(s)) }
    /// An interval of milliseconds.
    ///
    /// ```swift
    /// .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    /// ```
    public static func milliseconds(_ ms: Int) -> SchedulerTimeInterval { SchedulerTimeInterval(.milliseconds(ms)) }
    /// An interval of microseconds.
    ///
    /// ```swift
    /// .throttle(for: .microseconds(500), scheduler: RunLoop.main, latest: false)
    /// ```
    public static func microseconds(_ us: Int) -> SchedulerTimeInterval { SchedulerTimeInterval(.microseconds(us)) }
    /// An interval of nanoseconds.
    ///
    /// ```swift
    /// .debounce(for: .nanoseconds(1_000), scheduler: RunLoop.main)
    /// ```
    public static func nanoseconds(_ ns: Int) -> SchedulerTimeInterval { SchedulerTimeInterval(.nanoseconds(ns)) }

    /// Whether `lhs` is the shorter interval.
    ///
    /// ```swift
    /// SchedulerTimeInterval.milliseconds(10) < .seconds(1)   // true
    /// ```
    public static func < (lhs: SchedulerTimeInterval, rhs: SchedulerTimeInterval) -> Bool { lhs.duration < rhs.duration }
}

extension AsyncSequence {
    /// Delivers elements on a scheduler — Combine's `receive(on:)`. The engine delivers
    /// them on the main actor already, so it returns the publisher as it is.
    ///
    /// ```swift
    /// URLSession.shared.dataTaskPublisher(for: url).receive(on: DispatchQueue.main)
    /// ```
    public func receive<S: Scheduler>(on scheduler: S, options: Never? = nil) -> Self { self }

    /// Subscribes on a scheduler — Combine's `subscribe(on:)`; the publisher as it is.
    ///
    /// ```swift
    /// work.subscribe(on: DispatchQueue.global())
    /// ```
    public func subscribe<S: Scheduler>(on scheduler: S, options: Never? = nil) -> Self { self }
}
