import Testing
import ViewEngine
import TestSupport

/// `settle()` runs pending work until idle, and gives up on endless work after
/// `HostConfiguration.settleStepLimit` steps with a diagnostic.
@MainActor
struct SettleTests {
    @Test func endlessTaskStopsAtTheBoundWithADiagnostic() async {
        let log = Log()
        var configuration = HostConfiguration()
        configuration.settleStepLimit = 3
        let host = ViewHost(testing: AsyncTest(log: log), configuration: configuration)
        await host.settle()
        #expect(log.take() == ["frame", "1.0", "frame", "2.0", "frame", "3.0", "frame"])
        #expect(host.diagnostics.map(\.kind) == [.settleLimitReached])
        #expect(host.diagnostics.map(\.message) == ["settle() stopped after 3 steps with work still running."])
        await host.settle()
        #expect(log.take() == ["4.0", "frame", "5.0", "frame", "6.0", "frame"])
        #expect(host.diagnostics.count == 2)
    }

    @Test func endlessTaskIsReproducible() async {
        var transcripts: Set<[String]> = []
        for _ in 0..<10 {
            let log = Log()
            var configuration = HostConfiguration()
            configuration.settleStepLimit = 20
            let host = ViewHost(testing: AsyncTest(log: log), configuration: configuration)
            await host.settle()
            transcripts.insert(log.take())
        }
        #expect(transcripts.count == 1)
    }

    struct Idle: View {
        @State var count = 0
        var body: some View {
            Button("+") { count += 1 }
                .task { try? await Task.sleep(for: .seconds(10)) }
        }
    }

    @Test func sleepingTasksAreIdle() async {
        let host = ViewHost(testing: Idle())
        await host.settle()
        await host.settle()
        #expect(host.diagnostics.isEmpty)
        #expect(host.clock.nextDeadline == VirtualClock.Instant(offset: .seconds(10)))
    }

    struct Writer: View {
        @State var value = "start"
        var body: some View {
            Text(value).task {
                value = "loaded"
                try? await Task.sleep(for: .seconds(1))
                value = "later"
            }
        }
    }

    @Test func stateWrittenByATaskRendersAfterSettle() async {
        let host = ViewHost(testing: Writer())
        #expect(host.render() == "Text \"start\"")
        await host.settle()
        #expect(host.render() == "Text \"loaded\"")
        await host.advance(by: .seconds(1))
        #expect(host.render() == "Text \"later\"")
    }

    @Test func withoutSettleTheQueueRunsByItself() async {
        let host = ViewHost(testing: Writer())
        var turns = 0
        while host.render() != "Text \"loaded\"", turns < 100_000 {
            await Task.yield()
            turns += 1
        }
        #expect(host.render() == "Text \"loaded\"")
    }
}
