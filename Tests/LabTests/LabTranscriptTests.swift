import Testing
import LabScenarios

extension LabSuite {
    /// Every lab scenario prints exactly its golden transcript.
    @MainActor
    @Suite("Lab transcripts")
    struct LabTranscriptTests {
        nonisolated static let names = Scenarios.all.map(\.name)

        @Test(arguments: names)
        func transcriptMatchesItsGolden(_ name: String) async throws {
            let scenario = try #require(Scenarios.named(name))
            let transcript = await scenario.run()
            if GoldenTranscripts.isUpdating {
                try GoldenTranscripts.write(transcript, named: name)
                return
            }
            let golden = try #require(GoldenTranscripts.transcript(named: name),
                                      "No golden transcript Tests/LabTests/Golden/\(name).txt; run UPDATE_GOLDENS=1 swift test --filter LabTests")
            #expect(transcript == golden)
        }

        @Test func scenarioNamesAreUnique() {
            #expect(Set(Self.names).count == Self.names.count)
        }

        @Test func unknownNamesAreNotFound() {
            #expect(Scenarios.named("NoSuchScenario") == nil)
        }

        @Test func runningTwiceGivesTheSameTranscript() async throws {
            for name in ["OldValue", "NonStateDemo", "InOneLoop"] {
                let scenario = try #require(Scenarios.named(name))
                let first = await scenario.run()
                let second = await scenario.run()
                #expect(first == second)
            }
        }
    }
}
