import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R18: a driver call made while a frame runs throws `HostError` and changes
/// nothing; work of a view that is gone (its task not yet started, its queued action)
/// never runs, including after its host is released.
@MainActor
@Suite("R18 Driver calls do not nest")
struct R18DriverCallsTests {
    /// Lets a view reach the host that shows it.
    final class HostBox {
        weak var host: ViewHost<Reentrant>?
    }

    struct Reentrant: View {
        let log: Log
        let box: HostBox
        @State var count = 0
        @State var other = 0
        var body: some View {
            VStack {
                Button("tap other from action") {
                    count += 1
                    do { try box.host?.tap("other") } catch { log("\(error)") }
                }
                Button("other") { other += 1 }
                Text("\(count) \(other)")
                    .onChange(of: count) { _ in
                        do { try box.host?.toggle("none") } catch { log("\(error)") }
                        box.host?.root = Reentrant(log: log, box: box)
                    }
            }
        }
    }

    @Test func aDriverCallFromAnActionOrOnChangeThrowsAndChangesNothing() throws {
        let log = Log(), box = HostBox()
        let host = ViewHost(testing: Reentrant(log: log, box: box))
        box.host = host
        try host.tap("tap other from action")
        #expect(log.take() == [
            #"HostError: the Button titled "other" was driven while a frame was running (from a body, an action or onChange); driver calls do not nest, so nothing was done."#,
            #"HostError: the Toggle titled "none" was driven while a frame was running (from a body, an action or onChange); driver calls do not nest, so nothing was done."#,
        ])
        #expect(host.diagnostics.map(\.kind) == [.nestedDriverCall])
        #expect(host.diagnostics.map(\.message) == ["The host's root was set while a frame was running (from a body or an action); driver calls do not nest, so it was ignored."])
        #expect(host.render().hasSuffix("Text \"1 0\""))
        // The host is still usable.
        try host.tap("other")
        #expect(host.render().hasSuffix("Text \"1 1\""))
    }

    struct Vanishing: View {
        let log: Log
        @State var shown = true
        var body: some View {
            VStack {
                Button("hide") { shown = false }
                if shown {
                    Text("worker")
                        .task { log("task ran") }
                }
            }
        }
    }

    @Test func aTaskWhoseViewWentBeforeItStartedNeverRuns() async throws {
        let log = Log()
        let host = TestHost(Vanishing(log: log))
        host.tap("hide")     // the task's start was queued at appearance
        await host.settle()
        #expect(log.take() == [])
    }

    @Test func aTaskWhoseHostWasReleasedBeforeItStartedNeverRuns() async throws {
        let log = Log()
        var host: ViewHost<Vanishing>? = ViewHost(testing: Vanishing(log: log))
        _ = host
        host = nil
        // Another host's settle gives the released host's queued work every chance to run.
        let other = TestHost(Vanishing(log: Log()))
        await other.settle()
        for _ in 0..<10 { await Task.yield() }
        #expect(log.take() == [])
    }

    struct Counting: View {
        let log: Log
        @State var t = 0
        var body: some View {
            Text("\(t)")
                .task(id: t) {
                    t += 1
                    log("\(t)")
                }
        }
    }

    @Test func anEndlessTaskStopsWithItsHost() async {
        let log = Log()
        var host: ViewHost<Counting>? = ViewHost(testing: Counting(log: log))
        await host!.settle()
        let before = log.take()
        #expect(before.count > 1)
        host = nil
        let other = TestHost(Vanishing(log: Log()))
        await other.settle()
        for _ in 0..<10 { await Task.yield() }
        #expect(log.take() == [])
    }
}
