import Foundation
import Testing
import LabScenarios

extension LabSuite {
    /// The seed scenarios whose article explains *why* read correctly from their frame
    /// trace: the golden traces `Golden/<Name>.trace.txt` are what `onchange-lab run NAME
    /// --trace` prints after the transcript.
    @MainActor
    @Suite("Lab traces")
    struct LabTraceTests {
        nonisolated static let explained = ["ExecutionOrder", "InOneLoop", "LoopTest", "NonStateDemo"]

        @Test(arguments: explained)
        func traceMatchesItsGolden(_ name: String) async throws {
            let scenario = try #require(Scenarios.named(name))
            let traces = await scenario.run(tracing: true).traces
            let text = traces.map(\.trace.text).joined(separator: "\n") + "\n"
            let golden = "\(name).trace"
            if GoldenTranscripts.isUpdating {
                try GoldenTranscripts.write(text, named: golden)
                return
            }
            let expected = try #require(GoldenTranscripts.transcript(named: golden),
                                        "No golden trace Tests/LabTests/Golden/\(golden).txt; run UPDATE_GOLDENS=1 swift test --filter LabTests")
            #expect(text == expected)
        }

        @Test func tracingDoesNotChangeTheTranscript() async throws {
            for name in Self.explained {
                let scenario = try #require(Scenarios.named(name))
                #expect(await scenario.run(tracing: true).transcript == scenario.run())
            }
        }
    }
}
