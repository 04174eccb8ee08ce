import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R1: an event starts a frame; passes repeat until nothing is dirty; each pass
/// evaluates bodies first and runs the collected actions after, first in first out.
@MainActor
@Suite("R1 Frames")
struct R01FramesTests {
    struct Child: View {
        let log: Log
        let value: Int
        var body: some View {
            let _ = log("body Child \(value)")
            Text("\(value)")
                .onChange(of: value) { newValue in log("Child onChange \(newValue)") }
        }
    }

    struct Parent: View {
        let log: Log
        @State var count = 0
        var body: some View {
            let _ = log("body Parent \(count)")
            VStack {
                Child(log: log, value: count)
                Button("+") { count += 1 }
            }
            .onChange(of: count) { newValue in
                log("Parent onChange \(newValue)")
                if newValue == 1 { count = 10 }
            }
        }
    }

    @Test func aFrameRunsPassesUntilCleanWithActionsAfterBodies() throws {
        let log = Log()
        let host = TestHost(Parent(log: log))
        #expect(log.take() == ["body Parent 0", "body Child 0"])

        host.tap("+")
        // Pass 1: bodies (parent, then child), then actions inside out; the parent's
        // action writes state, which makes pass 2 in the same frame.
        #expect(log.take() == [
            "body Parent 1", "body Child 1", "Child onChange 1", "Parent onChange 1",
            "body Parent 10", "body Child 10", "Child onChange 10", "Parent onChange 10",
        ])
        #expect(host.render() == "VStack\n  Text \"10\"\n  Button \"+\"")
    }

    struct WatchesItsOwnBody: View {
        let log: Log
        let probe: BodyProbe
        @State var flag = false
        var body: some View {
            let _ = probe.enter()
            Button("go") { flag.toggle() }
                .onChange(of: flag) { _ in log(probe.isInBody ? "action inside body" : "action after body") }
                .onAppear { log(probe.isInBody ? "appear inside body" : "appear after body") }
            let _ = probe.leave()
        }
    }

    @MainActor final class BodyProbe {
        private(set) var isInBody = false
        func enter() { isInBody = true }
        func leave() { isInBody = false }
    }

    @Test func actionsNeverRunDuringABodyEvaluation() throws {
        let log = Log()
        let host = TestHost(WatchesItsOwnBody(log: log, probe: BodyProbe()))
        host.tap("go")
        #expect(log.take() == ["appear after body", "action after body"])
    }
}
