import Testing
import LabScenarios

extension LabSuite {
    /// Where an article prints output, our transcript shows the same lines; the documented
    /// differences (Compat/CONFORMANCE.md) are asserted explicitly.
    @MainActor
    @Suite("Article output")
    struct ArticleOutputTests {
        /// The transcript of `name` without the lab's `# ` step markers.
        func printed(_ name: String) async throws -> [String] {
            let scenario = try #require(Scenarios.named(name))
            return await scenario.run().split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init).filter { !$0.hasPrefix("# ") && !$0.isEmpty }
        }

        /// SwiftUI's console line `message`, as our transcript shows it: the engine's
        /// diagnostic, after the lab's marker.
        func engine(_ message: String) -> String { Lab.diagnosticMarker + message }

        /// The console line SwiftUI prints when an onChange action keeps changing its value.
        let cutOff = "onChange(of: Int) action tried to update multiple times per frame."

        @Test func executionOrder() async throws {
            // Article: // TextField1 // TextField2 // VStack
            #expect(try await printed("ExecutionOrder") == ["TextField1", "TextField2", "VStack"])
        }

        @Test func myStoreDidSet() async throws {
            // Article: //oldValue:0,newValue:0
            #expect(try await printed("MyStoreDidSet") == ["oldValue:0,newValue:0"])
        }

        @Test func inOneLoop() async throws {
            let article = [
                "render loop",
                "onChange1: old:3 new:4",
                "onChange2 old:3 new:4",
                "render loop",
                "onChange1: old:4 new:5",
                "onChange2 old:4 new:5",
                "render loop",
                engine(cutOff),
            ]
            let ours = try await printed("InOneLoop")
            // The article's output is that of the second tap: the last nine lines are it,
            // with one more cut-off line because each onChange modifier reports (Rules R7).
            #expect(Array(ours.suffix(9)) == article + [engine(cutOff)])
        }

        @Test func loopTest() async throws {
            let article = ["frame", "2", "frame", "3", "frame", "4", "frame", "5", "frame", "6", "frame", "7", "frame",
                           engine(cutOff)]
            let ours = try await printed("LoopTest")
            // One more leading "frame": the first mount evaluates the body before onAppear runs.
            #expect(ours == ["frame"] + article)
        }

        @Test func onChangeDemoPrintsEachNewValue() async throws {
            #expect(try await printed("OnChangeDemo") == ["1", "2", "3"])
        }

        @Test func nonStateDemoPrintsOnlyAfterARedraw() async throws {
            // The date changes every 3 s; only the taps that follow a change print it.
            #expect(try await printed("NonStateDemo") == ["2023-11-14 22:13:23 +0000", "2023-11-14 22:13:29 +0000"])
        }
    }
}
