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

        /// A line the engine printed is marked as its diagnostic, never left to read as the
        /// example's own output or as a failure.
        @Test func theEnginesDiagnosticsAreMarked() async throws {
            for name in ["LoopTest", "InOneLoop", "AsyncTest"] {
                let lines = try await #require(Scenarios.named(name)).run().split(separator: "\n")
                let engines = lines.filter { $0.contains("tried to update multiple times per frame") || $0.contains("settle() stopped") }
                #expect(!engines.isEmpty, "\(name) shows a diagnostic")
                #expect(engines.map { $0.hasPrefix(Lab.diagnosticMarker) } == engines.map { _ in true }, "\(name)")
            }
        }

        /// The transcripts are the lab's English: a seed's Chinese or Japanese lines are
        /// translated, not printed as they are.
        @Test func transcriptsHaveNoCJKText() async {
            for scenario in Scenarios.all {
                let transcript = await scenario.run()
                let cjk = transcript.unicodeScalars.filter { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
                #expect(cjk.isEmpty, "\(scenario.name): \(String(String.UnicodeScalarView(cjk)))")
            }
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
