import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R9: `.task` and `.task(id:)` start on appear, are cancelled on disappear, and
/// are cancelled and restarted when `id` changes.
@MainActor
struct TaskModifierTests {
    struct Restarting: View {
        let log: Log
        @State var id = 0
        @State var other = 0
        var body: some View {
            VStack {
                Button("next") { id += 1 }
                Button("other") { other += 1 }
                Text("\(id) \(other)")
                    .task(id: id) { [id] in
                        log("start \(id)")
                        do {
                            try await Task.sleep(for: .seconds(10))
                            log("done \(id)")
                        } catch {
                            log("cancelled \(id) \(error is CancellationError)")
                        }
                    }
            }
        }
    }

    @Test func startsAfterTheAppearancePassAndRunsAsynchronously() async {
        let log = Log()
        let host = TestHost(Restarting(log: log))
        #expect(log.take() == [])
        await host.settle()
        #expect(log.take() == ["start 0"])
        await host.advance(by: .seconds(10))
        #expect(log.take() == ["done 0"])
    }

    @Test func newIDCancelsTheRunningTaskThenStartsANewOne() async throws {
        let log = Log()
        let host = TestHost(Restarting(log: log), exhaustive: false)
        await host.settle()
        #expect(log.take() == ["start 0"])
        host.tap("next")
        #expect(log.take() == [])
        await host.settle()
        #expect(log.take() == ["cancelled 0 true", "start 1"])
        host.tap("next")
        host.tap("next")
        await host.settle()
        #expect(log.take() == ["cancelled 1 true", "start 2", "cancelled 2 true", "start 3"])
        await host.advance(by: .seconds(10))
        #expect(log.take() == ["done 3"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test func equalIDDoesNotRestart() async throws {
        let log = Log()
        let host = TestHost(Restarting(log: log))
        await host.settle()
        host.tap("other")
        await host.settle()
        #expect(host.render().contains("Text \"0 1\""))
        #expect(log.take() == ["start 0"])
        await host.advance(by: .seconds(10))
        #expect(log.take() == ["done 0"])
    }

    struct Parent: View {
        let log: Log
        @State var show = true
        var body: some View {
            VStack {
                Button("toggle") { show.toggle() }
                if show {
                    Text("child")
                        .onAppear { log("appear") }
                        .onDisappear { log("disappear") }
                        .task {
                            log("task")
                            try? await Task.sleep(for: .seconds(5))
                            log("isCancelled \(Task.isCancelled)")
                        }
                }
            }
        }
    }

    @Test func disappearingCancelsAndReappearingStartsAgain() async throws {
        let log = Log()
        let host = TestHost(Parent(log: log))
        #expect(log.take() == ["appear"])
        await host.settle()
        #expect(log.take() == ["task"])
        host.tap("toggle")
        #expect(log.take() == ["disappear"])
        await host.settle()
        #expect(log.take() == ["isCancelled true"])
        host.tap("toggle")
        await host.settle()
        #expect(log.take() == ["appear", "task"])
        await host.advance(by: .seconds(5))
        #expect(log.take() == ["isCancelled false"])
    }

    @Test func noPerFrameCutOffForTasks() async {
        let log = Log()
        var configuration = HostConfiguration()
        configuration.settleStepLimit = 20
        let host = ViewHost(testing: AsyncTest(log: log), configuration: configuration)
        await host.settle()
        let lines = log.take()
        #expect(Array(lines.prefix(5)) == ["frame", "1.0", "frame", "2.0", "frame"])
        #expect(lines.count > 2 * configuration.appearanceUpdateLimit + 1)
        #expect(host.diagnostics.map(\.kind) == [.settleLimitReached])
    }

    struct Priorities: View {
        let log: Log
        var body: some View {
            Text("p").task(priority: .background) { log("background \(Task.currentPriority == .background)") }
        }
    }

    @Test func priorityIsPassedToTheTask() async {
        let log = Log()
        let host = TestHost(Priorities(log: log))
        await host.settle()
        #expect(log.take() == ["background true"])
    }
}
