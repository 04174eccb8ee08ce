import Dispatch
import Foundation
import VirtualTime

extension RunLoop: Scheduler, DateBasedScheduler {
    /// The scheduler time type used by the run loop: a date, with strides in seconds —
    /// Combine's `RunLoop.SchedulerTimeType`.
    public typealias SchedulerTimeType = DateSchedulerTime

    /// Options that affect the operation of the run loop scheduler: none — Combine's
    /// `RunLoop.SchedulerOptions`.
    public struct SchedulerOptions: Sendable {}

    /// Whether this is `RunLoop.main`.
    var isMain: Bool { self === RunLoop.main }

    /// Performs the action at the next possible opportunity.
    ///
    /// ```swift
    /// RunLoop.main.schedule { print("soon") }
    /// ```
    ///
    /// The main run loop's work runs on the main queue: under a test runner on Linux the
    /// main run loop never runs, the main queue does (and a running main run loop serves
    /// the main queue too).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if scheduleOnHostClock(at: nil, action) { return }
        let work = UncheckedSendable(action)
        if self === RunLoop.main {
            DispatchQueue.main.async { work.value() }
        } else {
            perform { work.value() }
        }
    }

    /// Performs the action at some time after the specified date.
    ///
    /// ```swift
    /// RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: 1), tolerance: 0, options: nil) { print("1 s later") }
    /// ```
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if scheduleOnHostClock(at: date, action) { return }
        let work = UncheckedSendable(action)
        if self === RunLoop.main {
            let delay = Swift.max(0, date.date.timeIntervalSinceNow)
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { work.value() }
        } else {
            let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.value() }
            timer.tolerance = tolerance.timeInterval
            add(timer, forMode: .default)
        }
    }

    /// Performs the action at some time after the specified date, at the specified
    /// frequency, until cancelled.
    ///
    /// ```swift
    /// let ticking = RunLoop.main.schedule(after: RunLoop.main.now, interval: 1) { print("tick") }
    /// ```
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        if let onHostClock = repeatOnHostClock(after: date, interval: interval, action) { return onHostClock }
        let work = UncheckedSendable(action)
        if self === RunLoop.main {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { work.value() }
            let delay = Swift.max(0, date.date.timeIntervalSinceNow)
            timer.schedule(deadline: .now() + delay, repeating: Swift.max(interval.timeInterval, 1e-9))
            timer.resume()
            return AnyCancellable { timer.cancel() }
        }
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in work.value() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
        let invalidate = UncheckedSendable(timer)
        return AnyCancellable { invalidate.value.invalidate() }
    }
}
