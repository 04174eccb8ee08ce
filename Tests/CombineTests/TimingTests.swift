#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Foundation
import Testing
import VirtualTime

/// Time-based operators, schedulers and timers on a host's virtual clock (driven here
/// without a host, as `host.advance(by:)` drives it).
@MainActor
@Suite("Combine timing on the virtual clock")
struct TimingTests {
    /// Sends `value` to `subject` at virtual second `at`, through the main queue's
    /// scheduler (the documentation's examples use `DispatchQueue.main.asyncAfter`).
    func send<S: Subject>(_ value: S.Output, to subject: S, at seconds: Double, on time: VirtualTimeDriver) {
        time.run {
            DispatchQueue.main.schedule(after: .init(virtualSeconds: seconds)) { subject.send(value) }
        }
    }

    /// `debounce(for:scheduler:options:)`: "Publishes elements only after a specified time
    /// interval elapses between events." — the example prints "Received index 1",
    /// "Received index 4", "Received index 5".
    @Test func debounceExample() {
        let time = VirtualTimeDriver()
        let out = Printed()
        let bounces: [(Int, TimeInterval)] = [
            (0, 0),
            (1, 0.25),  // 0.25s interval since last index
            (2, 1),     // 0.75s interval since last index
            (3, 1.25),  // 0.25s interval since last index
            (4, 1.5),   // 0.25s interval since last index
            (5, 2)      // 0.5s interval since last index
        ]
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = time.run {
            subject
                .debounce(for: .seconds(0.5), scheduler: RunLoop.main)
                .sink { index in
                    out.print("Received index \(index) at \(time.seconds)")
                }
        }
        // Each bounce is sent its interval after the one before it (the example's
        // comments): at 2 s the debounce of index 4 (due 0.5 s after 1.5 s) comes before
        // index 5, as in the documented transcript.
        func send(from index: Int) {
            guard index < bounces.count else { return }
            let delay = bounces[index].1 - (index > 0 ? bounces[index - 1].1 : 0)
            DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(delay))) {
                subject.send(bounces[index].0)
                send(from: index + 1)
            }
        }
        time.run { send(from: 0) }
        time.advance(by: .seconds(3))
        #expect(out.lines == ["Received index 1 at 0.75", "Received index 4 at 2.0", "Received index 5 at 2.5"])
        withExtendedLifetime(cancellable) {}
    }

    /// `throttle(for:scheduler:latest:)`: "Publishes either the most-recent or first
    /// element published by the upstream publisher in the specified time interval." — the
    /// first element at once, then at most one per interval, at its end.
    @Test func throttlePublishesTheLatestOrTheFirstOfEachInterval() {
        for latest in [true, false] {
            let time = VirtualTimeDriver()
            let subject = PassthroughSubject<Int, Never>()
            var received: [String] = []
            let cancellable = time.run {
                subject.throttle(for: .seconds(50), scheduler: DispatchQueue.main, latest: latest)
                    .sink { received.append("\($0) at \(time.seconds)") }
            }
            for (value, at) in [(1, 10.0), (2, 20.0), (3, 80.0), (4, 90.0), (5, 150.0), (6, 155.0)] {
                send(value, to: subject, at: at, on: time)
            }
            time.advance(by: .seconds(300))
            if latest {
                #expect(received == ["1 at 10.0", "2 at 60.0", "4 at 110.0", "6 at 160.0"])
            } else {
                #expect(received == ["1 at 10.0", "2 at 60.0", "3 at 110.0", "5 at 160.0"])
            }
            withExtendedLifetime(cancellable) {}
        }
    }

    /// `delay(for:tolerance:scheduler:options:)`: "Delays delivery of all output to the
    /// downstream receiver by a specified amount of time on a particular scheduler." —
    /// the completion too.
    @Test func delayDelaysElementsAndCompletion() {
        let time = VirtualTimeDriver()
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        let cancellable = time.run {
            subject.delay(for: .seconds(3), scheduler: RunLoop.main)
                .sink(receiveCompletion: { received.append("\($0) at \(time.seconds)") },
                      receiveValue: { received.append("\($0) at \(time.seconds)") })
        }
        send("a", to: subject, at: 1, on: time)
        send("b", to: subject, at: 2, on: time)
        time.run { DispatchQueue.main.schedule(after: .init(virtualSeconds: 2.5)) { subject.send(completion: .finished) } }
        time.advance(by: .seconds(4))
        #expect(received == ["a at 4.0"])
        time.advance(by: .seconds(2))
        #expect(received == ["a at 4.0", "b at 5.0", "finished at 5.5"])
        withExtendedLifetime(cancellable) {}
    }

    /// `timeout(_:scheduler:options:customError:)`: "Terminates publishing if the upstream
    /// publisher exceeds the specified time interval without producing an element." — the
    /// example: a value after 2 s, then (timeout 5 s) `finished` at 7 s.
    @Test func timeoutExample() {
        let time = VirtualTimeDriver()
        let out = Printed()
        let WAIT_TIME: Int = 2
        let TIMEOUT_TIME: Int = 5
        let subject = PassthroughSubject<String, Never>()
        let cancellable = time.run {
            subject
                .timeout(.seconds(TIMEOUT_TIME), scheduler: DispatchQueue.main, options: nil, customError: nil)
                .sink(
                    receiveCompletion: { out.print("completion: \($0) at \(time.seconds)") },
                    receiveValue: { out.print("value: \($0) at \(time.seconds)") }
                )
        }
        send("Some data - sent after a delay of \(WAIT_TIME) seconds", to: subject, at: Double(WAIT_TIME), on: time)
        time.advance(by: .seconds(10))
        #expect(out.lines == ["value: Some data - sent after a delay of 2 seconds at 2.0", "completion: finished at 7.0"])
        withExtendedLifetime(cancellable) {}
    }

    /// `timeout`'s `customError`: "the publisher sends the failure returned by this closure
    /// to the subscriber as the reason for termination."
    @Test func timeoutWithACustomError() {
        let time = VirtualTimeDriver()
        let subscriber = RecordingSubscriber<Int, TestError>(initialDemand: .unlimited)
        time.run {
            PassthroughSubject<Int, TestError>()
                .timeout(.seconds(1), scheduler: RunLoop.main, customError: { TestError(408) })
                .subscribe(subscriber)
        }
        time.advance(by: .seconds(2))
        #expect(subscriber.events == ["subscription", "failure(TestError(408))"])
    }

    /// `measureInterval(using:options:)`: "Measures and emits the time interval between
    /// events received from an upstream publisher." — on the virtual clock the example's
    /// timer intervals are exact: `Stride(magnitude: 1.0)`.
    @Test func measureIntervalExample() {
        let time = VirtualTimeDriver()
        let out = Printed()
        let cancellable = time.run {
            Timer.publish(every: 1, on: .main, in: .default)
                .autoconnect()
                .measureInterval(using: RunLoop.main)
                .sink { out.print("\($0)", terminator: "\n") }
        }
        time.advance(by: .seconds(2))
        #expect(out.lines == ["Stride(magnitude: 1.0)", "Stride(magnitude: 1.0)"])
        withExtendedLifetime(cancellable) {}
    }

    /// `receive(on:options:)`: "Specifies the scheduler on which to receive elements from
    /// the publisher." — on the main queue in a host, the element arrives in the host's
    /// next turn, not inside `send`.
    @Test func receiveOnTheMainQueueDeliversInTheHostsTurn() {
        let time = VirtualTimeDriver()
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = time.run { subject.receive(on: DispatchQueue.main).sink { received.append($0) } }
        subject.send(1)
        subject.send(2)
        #expect(received == [])
        time.drain()
        #expect(received == [1, 2])
        withExtendedLifetime(cancellable) {}
    }

    /// `subscribe(on:options:)`: "Specifies the scheduler on which to perform subscribe,
    /// cancel, and request operations."
    @Test func subscribeOnSubscribesOnTheScheduler() {
        let time = VirtualTimeDriver()
        var subscribed = false
        var received: [Int] = []
        let cancellable = time.run {
            [1, 2].publisher
                .handleEvents(receiveSubscription: { _ in subscribed = true })
                .subscribe(on: DispatchQueue.main)
                .sink { received.append($0) }
        }
        #expect(!subscribed)
        time.drain()
        #expect(subscribed)
        time.drain()
        #expect(received == [1, 2])
        withExtendedLifetime(cancellable) {}
    }

    /// `ImmediateScheduler`: "You can only use this scheduler for immediate actions. If you
    /// attempt to schedule actions after a specific date, this scheduler ignores the date
    /// and performs them immediately."
    @Test func immediateSchedulerRunsAtOnce() {
        var ran: [String] = []
        let scheduler = ImmediateScheduler.shared
        scheduler.schedule { ran.append("now") }
        scheduler.schedule(after: scheduler.now.advanced(by: 10)) { ran.append("later, at once") }
        let cancellable = Just(1).delay(for: 5, scheduler: scheduler).sink { ran.append("delayed \($0)") }
        #expect(ran == ["now", "later, at once", "delayed 1"])
        withExtendedLifetime(cancellable) {}
    }

    /// `Scheduler.now`, `schedule(after:)` and the repeating form on the main queue, run
    /// loop and operation queue use the host's clock while it is current.
    @Test func mainSchedulersUseTheHostsClock() {
        let time = VirtualTimeDriver()
        var ran: [String] = []
        var ticking: (any Cancellable)?
        time.run {
            #expect(RunLoop.main.now.date == time.clock.date)
            DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(2))) { ran.append("queue at \(time.seconds)") }
            RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: 1)) { ran.append("run loop at \(time.seconds)") }
            OperationQueue.main.schedule(after: OperationQueue.main.now.advanced(by: .milliseconds(1500))) { ran.append("operations at \(time.seconds)") }
            ticking = DispatchQueue.main.schedule(after: DispatchQueue.main.now, interval: .seconds(1)) { ran.append("tick at \(time.seconds)") }
        }
        time.advance(by: .seconds(2))
        ticking?.cancel()
        time.advance(by: .seconds(5))
        #expect(ran == ["tick at 0.0", "run loop at 1.0", "tick at 1.0", "operations at 1.5", "queue at 2.0", "tick at 2.0"])
        #expect(time.clock.nextDeadline == nil)
    }

    /// `Timer.TimerPublisher` is a `ConnectablePublisher`: "Use a ConnectablePublisher when
    /// you need to perform additional configuration or setup prior to producing any
    /// elements." — nothing before `connect()`; `Cancellable.cancel()` "stops side effects
    /// such as timers".
    @Test func aTimerTicksOnlyWhileConnected() {
        let time = VirtualTimeDriver()
        var ticks: [Double] = []
        let timer = Timer.publish(every: 1, on: .main, in: .common)
        let start = time.clock.startDate
        let cancellable = timer.sink { ticks.append($0.timeIntervalSince(start)) }
        time.advance(by: .seconds(3))
        #expect(ticks == [])
        let connection = time.run { timer.connect() }
        time.advance(by: .seconds(2))
        #expect(ticks == [4, 5])
        connection.cancel()
        time.advance(by: .seconds(2))
        #expect(ticks == [4, 5])
        #expect(time.clock.nextDeadline == nil)
        withExtendedLifetime(cancellable) {}
    }

    /// `autoconnect()`: "Automates the process of connecting or disconnecting from this
    /// connectable publisher." — the documented example prints "Date now: …" every
    /// second; the last subscriber cancelling disconnects.
    @Test func autoconnectExample() {
        let time = VirtualTimeDriver()
        let out = Printed()
        var cancellable: AnyCancellable? = time.run {
            Timer.publish(every: 1, on: .main, in: .default)
                .autoconnect()
                .sink { date in
                    out.print("Date now: \(date)")
                }
        }
        time.advance(by: .seconds(2))
        #expect(out.lines == ["Date now: 2023-11-14 22:13:21 +0000", "Date now: 2023-11-14 22:13:22 +0000"])
        cancellable = nil
        #expect(time.clock.nextDeadline == nil)
        _ = cancellable
    }

    /// `collect(_:options:)` with `.byTime`: "At the end of each scheduled interval, the
    /// publisher sends an array that contains the items it collected." — the documented
    /// timer example: a tick a second, arrays every five seconds.
    @Test func collectByTimeExample() {
        let time = VirtualTimeDriver()
        let out = Printed()
        let start = time.clock.startDate
        let cancellable = time.run {
            Timer.publish(every: 1, on: .main, in: .default)
                .autoconnect()
                .collect(.byTime(RunLoop.main, .seconds(5)))
                .sink { dates in out.print("\(dates.map { $0.timeIntervalSince(start) }) at \(time.seconds)") }
        }
        time.advance(by: .seconds(10))
        #expect(out.lines == ["[1.0, 2.0, 3.0, 4.0, 5.0] at 5.0", "[6.0, 7.0, 8.0, 9.0, 10.0] at 10.0"])
        withExtendedLifetime(cancellable) {}
    }

    /// `Publishers.TimeGroupingStrategy.byTime`: "A grouping that collects and periodically
    /// publishes items." — intervals timed from the subscription; an interval with
    /// nothing collected publishes nothing; when the upstream finishes, what was collected
    /// goes out, then `finished`.
    @Test func collectByTimeGroupsByInterval() {
        let time = VirtualTimeDriver()
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        let cancellable = time.run {
            subject.collect(.byTime(DispatchQueue.main, .seconds(5)))
                .sink(receiveCompletion: { received.append("\($0) at \(time.seconds)") },
                      receiveValue: { received.append("\($0) at \(time.seconds)") })
        }
        for (value, at) in [(1, 1.0), (2, 2.0), (3, 3.0), (6, 6.0), (7, 7.0), (16, 16.0)] {
            send(value, to: subject, at: at, on: time)
        }
        time.run { DispatchQueue.main.schedule(after: .init(virtualSeconds: 17)) { subject.send(completion: .finished) } }
        time.advance(by: .seconds(30))
        #expect(received == ["[1, 2, 3] at 5.0", "[6, 7] at 10.0", "[16] at 17.0", "finished at 17.0"])
        #expect(time.clock.nextDeadline == nil)
        withExtendedLifetime(cancellable) {}
    }

    /// `Publishers.TimeGroupingStrategy.byTimeOrCount`: "A grouping that collects and
    /// publishes items periodically or when a buffer reaches a maximum size." — an array
    /// that reaches the count goes at once and a new interval starts; a failure drops
    /// what was collected.
    @Test func collectByTimeOrCount() {
        let time = VirtualTimeDriver()
        let subject = PassthroughSubject<Int, TestError>()
        var received: [String] = []
        let cancellable = time.run {
            subject.collect(.byTimeOrCount(RunLoop.main, .seconds(5), 2))
                .sink(receiveCompletion: { received.append("\($0) at \(time.seconds)") },
                      receiveValue: { received.append("\($0) at \(time.seconds)") })
        }
        for (value, at) in [(1, 1.0), (2, 2.0), (3, 3.0), (4, 6.0), (5, 12.0), (6, 20.0)] {
            time.run {
                DispatchQueue.main.schedule(after: .init(virtualSeconds: at)) { subject.send(value) }
            }
        }
        time.run { DispatchQueue.main.schedule(after: .init(virtualSeconds: 21)) { subject.send(completion: .failure(TestError(1))) } }
        time.advance(by: .seconds(30))
        #expect(received == ["[1, 2] at 2.0", "[3, 4] at 6.0", "[5] at 16.0", "failure(TestError(1)) at 21.0"])
        withExtendedLifetime(cancellable) {}
    }

    /// `collect(_:options:)` on `ImmediateScheduler`, where time does not pass: intervals
    /// never end, so arrays go out by count and at the end (nothing loops).
    @Test func collectByTimeOnTheImmediateScheduler() {
        var received: [[Int]] = []
        let cancellable = (1...5).publisher
            .collect(.byTimeOrCount(ImmediateScheduler.shared, 1, 2))
            .sink { received.append($0) }
        #expect(received == [[1, 2], [3, 4], [5]])
        withExtendedLifetime(cancellable) {}
    }
}

extension DispatchQueue.SchedulerTimeType {
    /// The main queue's time at virtual second `seconds` of a host's clock.
    init(virtualSeconds seconds: Double) {
        self.init(DispatchTime(uptimeNanoseconds: 1_000_000_000 + UInt64(seconds * 1e9)))
    }
}
