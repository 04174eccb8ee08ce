import Foundation
import VirtualTime

/// Where the main-thread schedulers (`DispatchQueue.main`, `RunLoop.main`,
/// `OperationQueue.main`) take their time from: the host's ``VirtualClock`` while one is
/// current (``VirtualClock/current``: in a host's frame or task, and in the actions the
/// clock runs), real time otherwise.
enum HostTime {
    /// The clock the main-thread schedulers use now, if it is a host's.
    static var clock: VirtualClock? { VirtualClock.current }

    /// Runs `action` on the main actor when `clock` reaches `instant`.
    static func schedule(on clock: VirtualClock, at instant: VirtualClock.Instant, _ action: @escaping () -> Void) -> ScheduledAction {
        let work = UncheckedSendable(action)
        return clock.schedule(at: instant) { work.value() }
    }

    /// Runs `action` on the main actor now and every `interval` after `first`, on
    /// `clock`, until the returned cancellable is cancelled.
    static func repeating(on clock: VirtualClock, first: VirtualClock.Instant, interval: Duration,
                          _ action: @escaping () -> Void) -> any Cancellable {
        RepeatingAction(clock: clock, first: first, interval: interval, action: action)
    }

    /// The instant of a date on `clock` (the offset from the date its start stands for),
    /// to the microsecond: a `Date` near today is only precise to about 0.24 µs, so
    /// `RunLoop.main.now.advanced(by: 0.3)` stands for exactly 0.3 s later.
    static func instant(of date: Date, on clock: VirtualClock) -> VirtualClock.Instant {
        let microseconds = (date.timeIntervalSince(clock.startDate) * 1_000_000).rounded()
        return VirtualClock.Instant(offset: .microseconds(Swift.max(0, Int64(microseconds))))
    }
}

/// A repeating action on a virtual clock: each run schedules the next, at exact
/// multiples of the interval after the first deadline.
/// Invariant (`@unchecked Sendable`): `clock` and `interval` are `let`s; `action`, `next` and
/// `isCancelled` are read and written only under `lock`.
private final class RepeatingAction: Cancellable, @unchecked Sendable {
    private let lock = Lock()
    private let clock: VirtualClock
    private let interval: Duration
    /// invariant: read and written only under `lock`; `nil` once cancelled, so that
    /// cancelling breaks the cycle through the subscriber the action holds, which holds
    /// this action as its cancellable.
    private var action: (() -> Void)?
    /// invariant: read and written only under `lock`; `nil` once cancelled, so no run
    /// is scheduled after `cancel()`.
    private var next: ScheduledAction?
    private var isCancelled = false

    init(clock: VirtualClock, first: VirtualClock.Instant, interval: Duration, action: @escaping () -> Void) {
        self.clock = clock
        self.interval = interval > .zero ? interval : .nanoseconds(1)
        self.action = action
        scheduleRun(at: first)
    }

    private func scheduleRun(at instant: VirtualClock.Instant) {
        let scheduled = clock.schedule(at: instant) { [weak self] in self?.run(at: instant) }
        let cancelled: Bool = lock.withLock {
            if !isCancelled { next = scheduled }
            return isCancelled
        }
        if cancelled { scheduled.cancel() }
    }

    private func run(at instant: VirtualClock.Instant) {
        guard let action = lock.withLock({ isCancelled ? nil : action }) else { return }
        scheduleRun(at: instant.advanced(by: interval))
        action()
    }

    func cancel() {
        let (next, action): (ScheduledAction?, (() -> Void)?) = lock.withLock {
            isCancelled = true
            defer {
                self.next = nil
                self.action = nil
            }
            return (self.next, self.action)
        }
        next?.cancel()
        _ = action   // released here, outside the lock
    }
}

extension ScheduledAction: Cancellable {}

extension Duration {
    /// The duration in whole nanoseconds (saturating).
    var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        return scaled + attoseconds / 1_000_000_000
    }

    /// The duration in seconds, as a `TimeInterval`.
    var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
