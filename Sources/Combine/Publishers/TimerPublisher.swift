import Dispatch
import Foundation
import VirtualTime

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval —
    /// Combine's `Timer.publish(every:tolerance:on:in:options:)`.
    ///
    /// ```swift
    /// struct Clock: View {
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     @State var ticks = 0
    ///     var body: some View {
    ///         Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
    ///     }
    /// }
    ///
    /// await host.advance(by: .seconds(3))   // the text shows 3
    /// ```
    ///
    /// The publisher is connectable: it emits nothing until ``TimerPublisher/connect()``
    /// (or ``ConnectablePublisher/autoconnect()``). Connected in a host's frame or task (a
    /// view, an action, a `.task`, a `@StateObject` model), it ticks on the host's
    /// virtual clock at exactly `interval`, `2 × interval`, … after the connection, with
    /// the date that clock stands for; otherwise in real time, on the run loop (the main
    /// run loop's timer runs on the main queue, which a test runner serves).
    ///
    /// - Parameters:
    ///   - interval: The time interval on which to publish events, in seconds.
    ///   - tolerance: The allowed timing variance when emitting events (real time only).
    ///   - runLoop: The run loop on which the timer runs (`.main` by default here).
    ///   - mode: The run loop mode in which to run the timer (`.common` by default here).
    ///   - options: Scheduler options passed to the timer.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop = .main,
                               in mode: RunLoop.Mode = .common, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval — Combine's
    /// `Timer.TimerPublisher`.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common)
    /// let connection = timer.connect()
    /// ```
    ///
    /// Each connection runs one timer for every subscriber; a subscriber without demand
    /// misses the tick.
    ///
    /// invariant (`@unchecked Sendable`): its configuration is constant, its subscribers are
    /// under its subject's lock and the running timer under its own lock.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The kind of values published by this publisher: the date of each tick.
        public typealias Output = Date
        /// The timer cannot fail.
        public typealias Failure = Never

        /// The time interval on which to publish events, in seconds.
        public final let interval: TimeInterval
        /// The allowed timing variance when emitting events.
        public final let tolerance: TimeInterval?
        /// The run loop on which the timer runs.
        public final let runLoop: RunLoop
        /// The run loop mode in which to run the timer.
        public final let mode: RunLoop.Mode
        /// Scheduler options passed to the timer.
        public final let options: RunLoop.SchedulerOptions?

        private let ticks = SubjectCore<Date, Never>()
        private let lock = Lock()
        /// invariant: read and written only under `lock`; at most one timer runs.
        private var running: (any Cancellable)?

        /// Creates a publisher that repeatedly emits the current date on the given
        /// interval.
        ///
        /// ```swift
        /// Timer.TimerPublisher(interval: 1, runLoop: .main, mode: .common)
        /// ```
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Attaches the subscriber; it receives the ticks of the connection.
        ///
        /// ```swift
        /// timer.subscribe(subscriber)
        /// ```
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            ticks.attach(subscriber)
        }

        /// Starts the timer (if it is not running) and returns the cancellable that stops
        /// it.
        ///
        /// ```swift
        /// let connection = timer.connect()
        /// connection.cancel()   // no more ticks
        /// ```
        public func connect() -> any Cancellable {
            lock.lock()
            if running == nil {
                running = start()
            }
            lock.unlock()
            return AnyCancellable { [weak self] in self?.stop() }
        }

        private func stop() {
            let running: (any Cancellable)? = lock.withLock {
                defer { self.running = nil }
                return self.running
            }
            running?.cancel()
        }

        /// Starts a timer on the host's clock if one is current, else in real time.
        private func start() -> any Cancellable {
            let period = Swift.max(interval, 1e-9)
            let ticks = ticks
            if let clock = HostTime.clock {
                return HostTime.repeating(on: clock, first: clock.now.advanced(by: .seconds(period)), interval: .seconds(period)) {
                    ticks.send(clock.date)
                }
            }
            if runLoop === RunLoop.main {
                let timer = DispatchSource.makeTimerSource(queue: .main)
                timer.setEventHandler { ticks.send(Date()) }
                timer.schedule(deadline: .now() + period, repeating: period, leeway: .nanoseconds(Int((tolerance ?? 0) * 1e9)))
                timer.resume()
                return AnyCancellable { timer.cancel() }
            }
            let timer = Timer(timeInterval: period, repeats: true) { _ in ticks.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            let handle = UncheckedSendable(timer)
            return AnyCancellable { handle.value.invalidate() }
        }
    }
}
