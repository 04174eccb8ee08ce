/// A protocol that defines when and how to execute a closure — Combine's `Scheduler`.
///
/// ```swift
/// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
/// load.receive(on: DispatchQueue.main)
/// DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(1))) { print("later") }
/// ```
///
/// `DispatchQueue`, `RunLoop`, `OperationQueue` and ``ImmediateScheduler`` are
/// schedulers. On the main queue, the main run loop and the main operation queue, time is
/// the host's virtual clock when the work is scheduled from a view, an action, a `.task`
/// or a `@StateObject` model (see "Combine on Linux").
public protocol Scheduler<SchedulerTimeType> {
    /// Describes an instant in time for this scheduler.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// A type that defines options accepted by the scheduler.
    associatedtype SchedulerOptions

    /// This scheduler’s definition of the current moment in time.
    var now: SchedulerTimeType { get }

    /// The minimum tolerance allowed by the scheduler.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Performs the action at the next possible opportunity.
    ///
    /// ```swift
    /// DispatchQueue.main.schedule(options: nil) { print("soon") }
    /// ```
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

    /// Performs the action at some time after the specified date.
    ///
    /// ```swift
    /// RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: 1), tolerance: 0, options: nil) { print("1 s later") }
    /// ```
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)

    /// Performs the action at some time after the specified date, at the specified
    /// frequency, optionally taking into account tolerance if possible.
    ///
    /// ```swift
    /// let ticking = DispatchQueue.main.schedule(after: DispatchQueue.main.now, interval: .seconds(1), tolerance: .zero, options: nil) { print("tick") }
    /// ```
    ///
    /// - Returns: A cancellable that stops the repetition.
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable
}

extension Scheduler {
    /// Performs the action at some time after the specified date, using the scheduler’s
    /// minimum tolerance.
    ///
    /// ```swift
    /// DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(1))) { print("later") }
    /// ```
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Performs the action at the next possible opportunity, without options.
    ///
    /// ```swift
    /// RunLoop.main.schedule { print("soon") }
    /// ```
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Performs the action at some time after the specified date, at the specified
    /// tolerance.
    ///
    /// ```swift
    /// RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: 1), tolerance: 0.1) { print("later") }
    /// ```
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Performs the action at some time after the specified date, at the specified
    /// frequency, taking into account tolerance if possible.
    ///
    /// ```swift
    /// let ticking = RunLoop.main.schedule(after: RunLoop.main.now, interval: 1, tolerance: 0) { print("tick") }
    /// ```
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }

    /// Performs the action at some time after the specified date, at the specified
    /// frequency, using minimum tolerance possible for this scheduler.
    ///
    /// ```swift
    /// let ticking = DispatchQueue.main.schedule(after: DispatchQueue.main.now, interval: .seconds(1)) { print("tick") }
    /// ```
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A protocol that provides a scheduler with an expression for relative time —
/// Combine's `SchedulerTimeIntervalConvertible`.
///
/// ```swift
/// .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
/// .delay(for: .seconds(1), scheduler: DispatchQueue.main)
/// ```
public protocol SchedulerTimeIntervalConvertible {
    /// Converts the specified number of seconds into an instance of this scheduler time
    /// type.
    static func seconds(_ s: Int) -> Self
    /// Converts the specified number of seconds, as a floating-point value, into an
    /// instance of this scheduler time type.
    static func seconds(_ s: Double) -> Self
    /// Converts the specified number of milliseconds into an instance of this scheduler
    /// time type.
    static func milliseconds(_ ms: Int) -> Self
    /// Converts the specified number of microseconds into an instance of this scheduler
    /// time type.
    static func microseconds(_ us: Int) -> Self
    /// Converts the specified number of nanoseconds into an instance of this scheduler
    /// time type.
    static func nanoseconds(_ ns: Int) -> Self
}
