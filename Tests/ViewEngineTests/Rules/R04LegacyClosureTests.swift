import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R4: the legacy action that runs is the closure stored at the previous
/// evaluation, called with the new value.
@MainActor
@Suite("R4 Which closure (legacy)")
struct R04LegacyClosureTests {
    struct CaptureList: View {
        let log: Log
        @State var t = 0
        var body: some View {
            Button("change") { t += 10 }
                .onChange(of: t) { [t] newValue in log("old:\(t) new:\(newValue)") }
        }
    }

    @Test func aCaptureListSeesTheOldValue() throws {
        let log = Log()
        let host = TestHost(CaptureList(log: log))
        host.tap("change")
        host.tap("change")
        #expect(log.take() == ["old:0 new:10", "old:10 new:20"])
    }

    struct Labelled: View {
        let log: Log
        let label: String
        let value: Int
        var body: some View {
            Text(label).onChange(of: value) { newValue in log("\(label) saw \(newValue)") }
        }
    }

    @Test func thePreviousEvaluationsClosureRuns() {
        let log = Log()
        let host = TestHost(Labelled(log: log, label: "first", value: 0))
        host.setRoot(Labelled(log: log, label: "second", value: 1))
        host.setRoot(Labelled(log: log, label: "third", value: 2))
        // Each change runs the closure created with the previous inputs.
        #expect(log.take() == ["first saw 1", "second saw 2"])
    }
}
