import Foundation
import Testing
import LabScenarios

/// `Compat/CONFORMANCE.md`'s transcripts ("Ours") are generated from the goldens, not
/// copied: each is a fenced block after a `<!-- golden: Name -->` line, and must be
/// exactly `Tests/LabTests/Golden/Name.txt`. `UPDATE_GOLDENS=1 swift test --filter
/// LabTests` rewrites the goldens and these blocks (from the same fresh runs); review
/// the diff. CI checks them through `swift test`.
enum ConformanceDocument {
    /// `Compat/CONFORMANCE.md` in the source tree.
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Compat/CONFORMANCE.md")

    /// What a regeneration found.
    struct Regenerated: Equatable {
        /// The document with every marked block replaced.
        var text: String
        /// The scenarios whose transcripts it shows, in order.
        var names: [String]
        /// Marked names with no transcript, and markers not followed by a fenced block.
        var problems: [String]
    }

    /// `text` with the fenced block after each `<!-- golden: Name -->` line replaced by
    /// `transcript(Name)`.
    static func regenerate(_ text: String, transcript: (String) -> String?) -> Regenerated {
        var lines = text.components(separatedBy: "\n")[...]
        var output: [String] = []
        var names: [String] = []
        var problems: [String] = []
        while let line = lines.popFirst() {
            output.append(line)
            guard line.hasPrefix("<!-- golden: "), line.hasSuffix(" -->") else { continue }
            let name = String(line.dropFirst("<!-- golden: ".count).dropLast(" -->".count))
            names.append(name)
            guard lines.first == "```", let close = lines.dropFirst().firstIndex(of: "```") else {
                problems.append("\(name): the marker is not followed by a fenced block")
                continue
            }
            guard let transcript = transcript(name) else {
                problems.append("\(name): no golden transcript")
                continue
            }
            output.append("```")
            output += transcript.hasSuffix("\n") ? transcript.dropLast().components(separatedBy: "\n")
                                                 : transcript.components(separatedBy: "\n")
            output.append("```")
            lines = lines[(close + 1)...]
        }
        return Regenerated(text: output.joined(separator: "\n"), names: names, problems: problems)
    }
}

extension LabSuite {
    @Suite("Conformance document: transcripts generated from the goldens")
    struct ConformanceDocumentTests {
        @Test func everyTranscriptIsItsGoldenAndEveryScenarioIsShown() async throws {
            let text = try String(contentsOf: ConformanceDocument.url, encoding: .utf8)
            if GoldenTranscripts.isUpdating {
                var fresh: [String: String] = [:]
                for scenario in Scenarios.all { fresh[scenario.name] = await scenario.run() }
                let regenerated = ConformanceDocument.regenerate(text) { fresh[$0] }
                #expect(regenerated.problems == [])
                try regenerated.text.write(to: ConformanceDocument.url, atomically: true, encoding: .utf8)
                return
            }
            let regenerated = ConformanceDocument.regenerate(text) { GoldenTranscripts.transcript(named: $0) }
            #expect(regenerated.problems == [])
            if regenerated.text != text {
                let stale = zip(text.components(separatedBy: "\n"), regenerated.text.components(separatedBy: "\n"))
                    .enumerated().first { $0.element.0 != $0.element.1 }
                Issue.record("""
                    Compat/CONFORMANCE.md differs from the goldens\(stale.map { " first at line \($0.offset + 1): \"\($0.element.0)\", golden \"\($0.element.1)\"" } ?? ""). \
                    Run UPDATE_GOLDENS=1 swift test --filter LabTests and review the diff.
                    """)
            }
            #expect(regenerated.names.sorted() == Scenarios.all.map(\.name).sorted(),
                    "every scenario's transcript is shown once")
        }

        /// A stale block is replaced, the text around it kept; an unknown name and a
        /// marker without a block are reported.
        @Test func regenerationReplacesStaleBlocksAndReportsProblems() {
            let text = """
                ## A
                <!-- golden: A -->
                ```
                old
                ```
                Same.
                <!-- golden: Missing -->
                ```
                x
                ```
                <!-- golden: B -->
                no block
                """
            let regenerated = ConformanceDocument.regenerate(text) { ["A": "# mount A\nnew\n", "B": "b\n"][$0] }
            #expect(regenerated.text == """
                ## A
                <!-- golden: A -->
                ```
                # mount A
                new
                ```
                Same.
                <!-- golden: Missing -->
                ```
                x
                ```
                <!-- golden: B -->
                no block
                """)
            #expect(regenerated.names == ["A", "Missing", "B"])
            #expect(regenerated.problems == ["Missing: no golden transcript", "B: the marker is not followed by a fenced block"])
        }
    }
}
