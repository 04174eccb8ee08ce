import Foundation
import Observation
import Testing
import ViewEngine
import TestSupport

/// Time in the engine is virtual: timers and sleeps in tasks move only when the host
/// advances its clock, and fire exactly at their deadlines. (An hour's sleep that ran in
/// real time would pass the suite's time limit and fail.)
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct VirtualTimeTests {
    struct Ticker: View {
        let log: Log
        let start: Date
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var body: some View {
            Text("ticker").onReceive(timer) { date in
                log("tick \(date.timeIntervalSince(start))")
            }
        }
    }

    @Test func timerFiresAtExactlyTheMultiplesOfItsPeriod() async {
        let log = Log()
        let host = ViewHost(testing: Ticker(log: log, start: VirtualClock().startDate))
        await host.advance(by: .seconds(3.5))
        #expect(log.take() == ["tick 1.0", "tick 2.0", "tick 3.0"])
        await host.advance(by: .milliseconds(499))
        #expect(log.take() == [])
        await host.advance(by: .milliseconds(1))
        #expect(log.take() == ["tick 4.0"])
        #expect(host.clock.now == VirtualClock.Instant(offset: .seconds(4)))
        #expect(host.diagnostics.isEmpty)
    }

    struct LateTicker: View {
        let log: Log
        let start: Date
        @State var show = false
        var body: some View {
            VStack {
                Button("show") { show = true }
                if show {
                    Text("late").onReceive(Timer.publish(every: 0.5).autoconnect()) { date in
                        log("tick \(date.timeIntervalSince(start))")
                    }
                }
            }
        }
    }

    @Test func timerCountsFromItsSubscription() async throws {
        let log = Log()
        let host = ViewHost(testing: LateTicker(log: log, start: VirtualClock().startDate))
        await host.advance(by: .seconds(0.25))
        try host.tap("show")
        await host.advance(by: .seconds(1.25))
        #expect(log.take() == ["tick 0.75", "tick 1.25"])
    }

    struct Sleeper: View {
        let log: Log
        var body: some View {
            Text("sleeper")
                .task {
                    try? await Task.sleep(for: .seconds(3600))
                    log("woke at \(VirtualClock.current!.now)")
                }
                .task {
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                    log("nanoseconds woke at \(VirtualClock.current!.now)")
                }
        }
    }

    @Test func taskSleepSleepsOnTheHostClock() async {
        let log = Log()
        let host = ViewHost(testing: Sleeper(log: log))
        await host.settle()
        #expect(log.take() == [])
        await host.advance(by: .seconds(3599))
        #expect(log.take() == ["nanoseconds woke at 1.0 seconds"])
        await host.advance(by: .seconds(1))
        #expect(log.take() == ["woke at 3600.0 seconds"])
    }

    struct Race: View {
        let log: Log
        var body: some View {
            VStack {
                ForEach(1...5, id: \.self) { index in
                    Text("\(index)").task {
                        try? await Task.sleep(for: .seconds(1))
                        log("\(index)")
                    }
                }
            }
        }
    }

    @Test func sleepersWithTheSameDeadlineWakeInTheOrderTheySlept() async {
        for _ in 0..<5 {
            let log = Log()
            let host = ViewHost(testing: Race(log: log))
            await host.advance(by: .seconds(1))
            #expect(log.take() == ["1", "2", "3", "4", "5"])
        }
    }

    @Observable final class Store {
        var ticks = 0
    }

    struct StoreDriven: View {
        let store: Store
        let timer = Timer.publish(every: 60, on: .main, in: .common).autoconnect()
        var body: some View {
            Text("minutes: \(store.ticks)")
                .onReceive(timer) { _ in store.ticks += 1 }
        }
    }

    @Test func aTimerCanDriveAStore() async {
        let store = Store()
        let host = ViewHost(testing: StoreDriven(store: store))
        await host.advance(by: .seconds(180))
        #expect(store.ticks == 3)
        #expect(host.render() == "Text \"minutes: 3\"")
    }

    @Test func clockSleepWakesAtItsDeadlineOnTheCallersActor() async throws {
        let host = ViewHost(testing: Text("idle"))
        let clock = host.clock
        let task = Task { @MainActor in
            try await clock.sleep(for: .seconds(2))
            return (MainQueue.isCurrent, clock.now)
        }
        await host.advance(by: .seconds(2))
        let (onMain, wokeAt) = try await task.value
        #expect(onMain)
        #expect(wokeAt == VirtualClock.Instant(offset: .seconds(2)))
    }

    /// A per-host service, as a framework beside SwiftUI keeps one (`VirtualClock.service(_:)`).
    final class Service: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }
    final class OtherService: Sendable {}

    /// A clock keeps one service per type for as long as it lives, each host its own: what
    /// Apple's frameworks make one per app is one per host here.
    @Test func aClockKeepsOneServicePerTypeAndLetsItGoWithItself() {
        weak var kept: Service?
        do {
            let clock = VirtualClock()
            let first = clock.service { _ in Service("first") }
            let again = clock.service { _ in Service("second") }
            #expect(first === again)
            #expect(again.name == "first")
            _ = clock.service { _ in OtherService() }
            #expect(clock.service { _ in Service("third") } === first, "another type's service replaced it")
            let other = VirtualClock()
            #expect(other.service { _ in Service("other host") }.name == "other host")
            kept = first
        }
        #expect(kept == nil, "the service outlived its clock")
    }
}
