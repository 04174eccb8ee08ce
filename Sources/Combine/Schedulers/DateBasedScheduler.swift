import Foundation
import VirtualTime

/// The schedulers whose time is a date, `RunLoop` and `OperationQueue`: their main
/// instance (`RunLoop.main`, `OperationQueue.main`) takes its time from the host's
/// virtual clock while one is current (``HostTime``), and runs there what it is given;
/// any other instance, and the main one outside a host, uses real time.
protocol DateBasedScheduler: Scheduler where SchedulerTimeType == DateSchedulerTime {
    /// Whether this is the main run loop or the main operation queue.
    var isMain: Bool { get }
}

extension DateBasedScheduler {
    /// The host's clock, when this is the main instance and a host's clock is current.
    var hostClock: VirtualClock? { isMain ? HostTime.clock : nil }

    /// The scheduler's definition of the current moment in time: the date the host's
    /// virtual clock stands for on the main instance in a host's frame or task, else
    /// `Date()`.
    public var now: DateSchedulerTime {
        if let clock = hostClock { return DateSchedulerTime(clock.date) }
        return DateSchedulerTime(Date())
    }

    /// The scheduler's minimum tolerance: zero.
    public var minimumTolerance: DateSchedulerTime.Stride { 0 }

    /// Runs `action` on the host's clock, at `date` (`nil`: now), when a host's clock
    /// applies; `false` when none does, and real time is the caller's.
    func scheduleOnHostClock(at date: DateSchedulerTime?, _ action: @escaping () -> Void) -> Bool {
        guard let clock = hostClock else { return false }
        _ = HostTime.schedule(on: clock, at: date.map { HostTime.instant(of: $0.date, on: clock) } ?? clock.now, action)
        return true
    }

    /// Runs `action` on the host's clock at `date`, then every `interval`, until
    /// cancelled, when a host's clock applies; `nil` when none does.
    func repeatOnHostClock(after date: DateSchedulerTime, interval: DateSchedulerTime.Stride,
                           _ action: @escaping () -> Void) -> (any Cancellable)? {
        guard let clock = hostClock else { return nil }
        return HostTime.repeating(on: clock, first: HostTime.instant(of: date.date, on: clock), interval: interval.duration, action)
    }
}
