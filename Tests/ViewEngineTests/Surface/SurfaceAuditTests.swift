import Foundation
import Testing

/// Rules R23: Surface.md's table says, for every row of APIs, whether the engine behaves as
/// SwiftUI does (and which suites check it), whether the APIs are appearance only, or
/// whether they are recorded while SwiftUI has behaviour (then each entry says why and
/// what a user sees). This checks the column is there and well formed, row by row.
@Suite("Surface: every row of Surface.md's table is audited for behaviour")
struct SurfaceAuditTests {
    /// The three classes of the audit, as the column writes them.
    static let behaves = "**behaves**", appearanceOnly = "**appearance only**", recordedWithBehaviour = "**recorded, SwiftUI has behaviour**"

    /// One segment of a row's audit: its class, the names it lists (none: the row's
    /// default), the test suites it cites, and its reason.
    struct Segment: Equatable {
        var kind: String
        var names: [String] = []
        var suites: [String] = []
        var reason = ""
    }

    /// A row of the table: its family, the names of its second column (by base), its audit.
    struct Row {
        var family: String
        var names: Set<String>
        var audit: String
    }

    static func rows(inMarkdown markdown: String) -> [Row] {
        guard let start = markdown.range(of: "## Supported views and modifiers") else { return [] }
        return markdown[start.upperBound...].split(separator: "\n").filter { $0.hasPrefix("|") }.compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 2, cells[1] != "Family", !cells[1].hasPrefix("---") else { return nil }
            return Row(family: cells[1], names: SurfaceTableTests.tableNames(inMarkdown: "## Supported views and modifiers\n" + line),
                       audit: cells.count > 5 ? cells[4] : "")
        }
    }

    /// The segments of an audit cell (`**behaves** (Suite) · **appearance only**: `x``).
    static func segments(of audit: String) -> [Segment]? {
        var segments: [Segment] = []
        for part in audit.components(separatedBy: " · ") {
            guard let kind = [behaves, appearanceOnly, recordedWithBehaviour].first(where: { part.hasPrefix($0) }) else { return nil }
            var segment = Segment(kind: kind)
            let rest = part.dropFirst(kind.count)
            let listed = rest.components(separatedBy: " — ")[0]
            segment.reason = rest.components(separatedBy: " — ").dropFirst().joined(separator: " — ")
            // The names, then the suites in parentheses after a space (a name's own
            // parentheses follow it directly: `font(_:)`).
            let (spans, cited) = listed.range(of: " (").map { (listed[..<$0.lowerBound], listed[$0.lowerBound...]) } ?? (listed[...], ""[...])
            if listed.hasPrefix(":") {
                segment.names = spans.matches(of: /`([^`]+)`/).map { SurfaceTableTests.tableNames(inMarkdown: "## Supported views and modifiers\n| x | `\($0.1)` | x |").first ?? "" }
            }
            segment.suites = cited.matches(of: /\b([A-Z][A-Za-z0-9]*Tests)\b/).map { String($0.1) }
            segments.append(segment)
        }
        return segments
    }

    /// Every test suite declared in `Tests/`, by its type's name.
    static func suites() throws -> Set<String> {
        let tests = SurfaceTableTests.root.appending(path: "Tests")
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let source = try String(contentsOf: file, encoding: .utf8)
            names.formUnion(source.matches(of: /(?m)^(?:final )?(?:struct|class) ([A-Za-z0-9]+Tests)\b/).map { String($0.1) })
        }
        return names
    }

    /// What is wrong with `row`'s audit, if anything.
    static func problems(of row: Row, suites: Set<String>) -> [String] {
        guard !row.audit.isEmpty else { return ["\(row.family): no audit"] }
        guard let segments = segments(of: row.audit) else {
            return ["\(row.family): a segment is none of behaves, appearance only, recorded, SwiftUI has behaviour"]
        }
        var problems: [String] = []
        if segments.filter(\.names.isEmpty).count > 1 { problems.append("\(row.family): two defaults") }
        for segment in segments {
            for name in segment.names where !row.names.contains(name) && !row.names.contains(where: { $0.hasPrefix(name + ".") }) {
                problems.append("\(row.family): `\(name)` is not a name of the row")
            }
            if segment.kind == behaves {
                if segment.suites.isEmpty { problems.append("\(row.family): behaves, without a test suite") }
                for suite in segment.suites where !suites.contains(suite) { problems.append("\(row.family): no suite \(suite)") }
            }
            if segment.kind == recordedWithBehaviour, segment.reason.count < 40 {
                problems.append("\(row.family): recorded while SwiftUI has behaviour, without saying why and what a user sees")
            }
        }
        return problems
    }

    @Test func everyRowHasItsAuditWithTestsAndReasons() throws {
        let markdown = try String(contentsOf: SurfaceTableTests.root.appending(path: SurfaceTableTests.surfacePath), encoding: .utf8)
        let rows = Self.rows(inMarkdown: markdown)
        #expect(rows.count > 40)
        let suites = try Self.suites()
        #expect(rows.flatMap { Self.problems(of: $0, suites: suites) } == [])
    }

    /// The check fails on what it is for, on rows small enough to read.
    @Test func theCheckFindsAMissingAuditAnUnknownSuiteAndAnUnexplainedRecord() {
        let suites: Set<String> = ["TextTests"]
        let markdown = """
            ## Supported views and modifiers

            | Family | Views, modifiers and types | `render()` | Behaviour |
            | --- | --- | --- | --- |
            | Good | `Text`, `font(_:)`, `kerning(_:)` | x | **behaves** (TextTests) · **appearance only**: `kerning(_:)` |
            | Missing | `Text` | x | |
            | Unknown suite | `Text` | x | **behaves** (NoSuchTests) |
            | Unexplained | `Text`, `onHover(perform:)` | x | **appearance only** · **recorded, SwiftUI has behaviour**: `onHover(perform:)` |
            | Stranger | `Text` | x | **appearance only**: `frame(width:)` |
            | Unclassed | `Text` | x | **maybe** |
            """
        let problems = Self.rows(inMarkdown: markdown).map { Self.problems(of: $0, suites: suites) }
        #expect(problems == [
            [],
            ["Missing: no audit"],
            ["Unknown suite: no suite NoSuchTests"],
            ["Unexplained: recorded while SwiftUI has behaviour, without saying why and what a user sees"],
            ["Stranger: `frame` is not a name of the row"],
            ["Unclassed: a segment is none of behaves, appearance only, recorded, SwiftUI has behaviour"],
        ])
    }
}
