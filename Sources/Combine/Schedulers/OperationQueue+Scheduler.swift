import Dispatch
import Foundation
import VirtualTime

extension OperationQueue: Scheduler, DateBasedScheduler {
    /// The scheduler time type used by the operation queue: a date, with strides in
    /// seconds — Combine's `OperationQueue.SchedulerTimeType`.
    public typealias SchedulerTimeType = DateSchedulerTime

    /// Options that affect the operation of the operation queue scheduler: none —
    /// Combine's `OperationQueue.SchedulerOptions`.
    public struct SchedulerOptions: Sendable {}

    /// Whether this is `OperationQueue.main`.
    var isMain: Bool { self === OperationQueue.main }

    /// Performs the action as an operation of the queue.
    ///
    /// ```swift
    /// OperationQueue.main.schedule { print("soon") }
    /// ```
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if scheduleOnHostClock(at: nil, action) { return }
        let work = UncheckedSendable(action)
        addOperation { work.value() }
    }

    /// Performs the action as an operation of the queue, at some time after the date.
    ///
    /// ```swift
    /// OperationQueue.main.schedule(after: OperationQueue.main.now.advanced(by: 1)) { print("1 s later") }
    /// ```
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if scheduleOnHostClock(at: date, action) { return }
        let work = UncheckedSendable((self, action))
        let delay = Swift.max(0, date.date.timeIntervalSinceNow)
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
            work.value.0.addOperation { work.value.1() }
        }
    }

    /// Performs the action as an operation of the queue, at some time after the date and
    /// then at the interval, until cancelled.
    ///
    /// ```swift
    /// let ticking = OperationQueue.main.schedule(after: OperationQueue.main.now, interval: 1) { print("tick") }
    /// ```
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        if let onHostClock = repeatOnHostClock(after: date, interval: interval, action) { return onHostClock }
        let work = UncheckedSendable((self, action))
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler { work.value.0.addOperation { work.value.1() } }
        let delay = Swift.max(0, date.date.timeIntervalSinceNow)
        timer.schedule(deadline: .now() + delay, repeating: Swift.max(interval.timeInterval, 1e-9))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
