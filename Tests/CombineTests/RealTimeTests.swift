#if canImport(Darwin)
import EngineCombine
#else
import Combine
#endif
import Foundation
import Testing

/// Outside any host, time is real. Under a test runner on Linux the main queue is served
/// and `RunLoop.main` never runs: the main run loop's timers and scheduled work run on the
/// main queue (checked with Swift 6.3.1 on Linux).
@Suite("Combine in real time")
struct RealTimeTests {
    /// `Timer.publish(every:tolerance:on:in:options:)`: "Returns a publisher that
    /// repeatedly emits the current date on the given interval." — on the main run loop,
    /// outside any host.
    @Test func aMainRunLoopTimerTicksInRealTime() async {
        let started = Date()
        let box = CancellableBox()
        let ticks = await withCheckedContinuation { (done: CheckedContinuation<[Date], Never>) in
            var dates: [Date] = []
            box.cancellable = Timer.publish(every: 0.01, on: .main, in: .common)
                .autoconnect()
                .sink { date in
                    dates.append(date)
                    if dates.count == 2 { done.resume(returning: dates) }
                }
        }
        box.cancellable = nil
        #expect(ticks.count == 2)
        #expect(ticks[0] >= started && ticks[1] > ticks[0])
    }

    /// `debounce` with `RunLoop.main`, outside any host: the last value after the quiet
    /// interval, in real time.
    @Test func debounceInRealTime() async {
        let subject = PassthroughSubject<Int, Never>()
        let box = CancellableBox()
        let value = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            box.cancellable = subject
                .debounce(for: .milliseconds(20), scheduler: RunLoop.main)
                .sink { done.resume(returning: $0) }
            subject.send(1)
            subject.send(2)
        }
        box.cancellable = nil
        #expect(value == 2)
    }
}
