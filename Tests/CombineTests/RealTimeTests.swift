#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Foundation
import Testing
import TestSignals

/// Outside any host, time is real. Under a test runner on Linux the main queue is served
/// and `RunLoop.main` never runs: the main run loop's timers and scheduled work run on the
/// main queue (checked with Swift 6.3.1 on Linux). The waits are for real timers, so the
/// suite has a time limit: a timer that never fires fails the test instead of hanging it.
@Suite("Combine in real time", .timeLimit(.minutes(10)))
struct RealTimeTests {
    /// `Timer.publish(every:tolerance:on:in:options:)`: "Returns a publisher that
    /// repeatedly emits the current date on the given interval." — on the main run loop,
    /// outside any host: the dates come in order, each after the subscription.
    @Test func aMainRunLoopTimerTicksInRealTime() async throws {
        let started = Date()
        let dates = Awaitable<[Date]>([])
        let cancellable = Timer.publish(every: 0.01, on: .main, in: .common)
            .autoconnect()
            .sink { date in dates.update { $0.append(date) } }
        let ticks = try #require(await dates.when { $0.count >= 2 }, "the timer did not tick twice")
        cancellable.cancel()
        #expect(ticks[0] >= started)
        #expect(ticks[1] > ticks[0])
    }

    /// `debounce` with `RunLoop.main`, outside any host: the last value after the quiet
    /// interval, in real time, and only it.
    @Test func debounceInRealTime() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let values = Awaitable<[Int]>([])
        let cancellable = subject
            .debounce(for: .milliseconds(20), scheduler: RunLoop.main)
            .sink { value in values.update { $0.append(value) } }
        subject.send(1)
        subject.send(2)
        let first = try #require(await values.when { !$0.isEmpty }, "debounce delivered nothing")
        subject.send(completion: .finished)
        cancellable.cancel()
        #expect(first == [2])
    }
}
