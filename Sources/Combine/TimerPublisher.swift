import Foundation
import VirtualTime

extension Timer {
    /// Returns a sequence of dates, one every `interval` seconds — Combine's
    /// `Timer.publish(every:on:in:)`, as an `AsyncSequence` on the host's virtual clock.
    ///
    /// ```swift
    /// struct Clock: View {
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     @State var ticks = 0
    ///     var body: some View {
    ///         Text("\(ticks)")
    ///             .onReceive(timer) { _ in ticks += 1 }
    ///     }
    /// }
    ///
    /// await host.advance(by: .seconds(3))   // the text shows 3
    /// ```
    ///
    /// Each subscription starts its own timer when it subscribes: it fires at exactly
    /// `interval`, `2 × interval`, ... after that instant, with the date the host's
    /// ``VirtualClock`` stands for then. Outside the engine's tasks it runs in real time.
    /// The run loop and mode are accepted for source compatibility and ignored.
    ///
    /// - Parameters:
    ///   - interval: The time between two dates, in seconds.
    ///   - tolerance: Accepted for source compatibility; virtual time is exact.
    ///   - runLoop: Accepted for source compatibility.
    ///   - mode: Accepted for source compatibility.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                               on runLoop: RunLoop = .main, in mode: RunLoop.Mode = .common) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// A sequence of dates at a fixed interval, made by ``Timer/publish(every:tolerance:on:in:)``.
    ///
    /// ```swift
    /// for await date in Timer.publish(every: 1).autoconnect() { print(date) }
    /// ```
    ///
    /// Two timers with the same interval are the same sequence for `onReceive`, so a
    /// view re-created by its parent keeps its subscription and its rhythm.
    public struct TimerPublisher: AsyncSequence, Equatable, Sendable {
        /// The time between two dates, in seconds.
        public let interval: TimeInterval

        /// Returns the timer itself: it starts when it is subscribed to, as an
        /// autoconnected Combine timer does.
        ///
        /// ```swift
        /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        /// ```
        public func autoconnect() -> TimerPublisher { self }

        /// Subscribes: the timer starts now, on ``VirtualClock/current`` if there is one.
        ///
        /// ```swift
        /// var ticks = Timer.publish(every: 1).makeAsyncIterator()   // counts from now
        /// ```
        public func makeAsyncIterator() -> Iterator {
            Iterator(period: .seconds(interval), base: TimerBase(clock: VirtualClock.current))
        }

        /// The iterator of one subscription: the date of each tick.
        public struct Iterator: AsyncIteratorProtocol {
            private let period: Duration
            private let base: TimerBase
            private var ticks = 0

            init(period: Duration, base: TimerBase) {
                self.period = period
                self.base = base
            }

            /// Waits for the next tick and returns its date; `nil` once the task is cancelled.
            ///
            /// ```swift
            /// var ticks = Timer.publish(every: 1).makeAsyncIterator()
            /// let first = await ticks.next()   // one second after subscribing
            /// ```
            public mutating func next() async -> Date? {
                await next(isolation: nil)
            }

            /// Waits for the next tick without leaving the caller's actor.
            ///
            /// ```swift
            /// for await date in timer { print(date) }   // uses this on the caller's actor
            /// ```
            public mutating func next(isolation actor: isolated (any Actor)?) async -> Date? {
                ticks += 1
                return await base.tick(after: period * ticks, isolation: actor)
            }
        }
    }
}

/// Where a timer counts from: an instant of a host's virtual clock, or of real time.
enum TimerBase: Sendable {
    case virtual(VirtualClock, VirtualClock.Instant)
    case continuous(ContinuousClock.Instant)

    init(clock: VirtualClock?) {
        if let clock { self = .virtual(clock, clock.now) } else { self = .continuous(.now) }
    }

    /// Sleeps until `elapsed` after the start and returns the date of that tick, or
    /// `nil` if the task was cancelled.
    func tick(after elapsed: Duration, isolation: isolated (any Actor)?) async -> Date? {
        do {
            switch self {
            case .virtual(let clock, let start):
                let deadline = start.advanced(by: elapsed)
                try await clock.sleep(until: deadline, isolation: isolation)
                return clock.date(at: deadline)
            case .continuous(let start):
                try await ContinuousClock().sleep(until: start.advanced(by: elapsed), tolerance: nil)
                return Date()
            }
        } catch {
            return nil
        }
    }
}
