import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R6: all observers of one value in one pass see the same old and new value,
/// even if an earlier action changes it.
@MainActor
@Suite("R6 One snapshot per pass")
struct R06SnapshotTests {
    struct InOneLoop: View {
        let log: Log
        @State var t = 0
        var body: some View {
            VStack {
                Button("change") { t += 1 }
                    .onChange(of: t) { [t] newValue in
                        log("onChange1: old:\(t) new:\(newValue)")
                        self.t += 1
                    }
                    .onChange(of: t) { [t] newValue in
                        log("onChange2 old:\(t) new:\(newValue)")
                    }
            }
        }
    }

    @Test func laterObserversSeeThePassValuesNotTheWrittenOne() throws {
        let log = Log()
        let host = TestHost(InOneLoop(log: log))
        // Each observer is cut off after its two runs (Rules R7), once.
        withExpectedDiagnostics("onChange(of: Int) action tried to update multiple times per frame.", "onChange(of: Int) action tried to update multiple times per frame.") { host.tap("change") }
        #expect(log.take() == [
            "onChange1: old:0 new:1", "onChange2 old:0 new:1",
            "onChange1: old:1 new:2", "onChange2 old:1 new:2",
        ])
    }
}
