/// A set's score: each pair's outcome, the share of pairs that pass, how many pass each
/// level (of those scored), and whether the control set fails at the containers as it must.
/// The control set's pairs count in none of the other numbers.
public struct SetScore: Sendable {
    /// Each pair's result, in the table's order (a bad line is unscored).
    public var outcomes: [PairResult]

    /// Scores every pair of a table, going on past any that cannot be scored.
    public init(table: PairTable, scorer: ScreenScorer) {
        outcomes = table.rows.map { row in
            switch row {
            case .pair(let pair):
                let outcome = scorer.score(referencePath: pair.referencePath, scale: pair.scale, oursPath: pair.oursPath,
                                           oursScale: pair.oursScale, window: pair.window)
                return PairResult(name: pair.name, verdict: outcome.verdict, summary: outcome.summary, mustFail: pair.mustFail)
            case .bad(let line, let name, let reason):
                return PairResult(name: name, verdict: nil, summary: "line \(line): \(reason)", mustFail: false)
            }
        }
    }

    /// The pairs that are not in the control set.
    var measured: [PairResult] { outcomes.filter { !$0.mustFail } }
    /// The control set's pairs.
    var controls: [PairResult] { outcomes.filter(\.mustFail) }

    /// How many pairs (not of the control set) pass every level.
    public var passing: Int { measured.filter { $0.verdict?.passed == true }.count }
    /// How many pairs (not of the control set) were scored.
    public var scored: Int { measured.filter { $0.verdict != nil }.count }

    /// How many scored pairs (not of the control set) pass a level.
    public func passing(_ level: Level) -> Int {
        measured.filter { $0.verdict?.result(level)?.passed == true }.count
    }

    /// A tab-separated table for a gallery or a note: a header, then a line a pair with
    /// its outcome, each level's `pass`, `FAIL` or `-` (not scored), and its first failure
    /// or the reason it was not scored.
    public var levelTable: String {
        let header = (["name", "outcome"] + Level.allCases.map(\.rawValue) + ["first failure"]).joined(separator: "\t")
        let rows = outcomes.map { outcome in
            let levels = Level.allCases.map { level in
                outcome.verdict?.result(level).map { $0.passed ? "pass" : "FAIL" } ?? "-"
            }
            let why = outcome.verdict?.passed == true ? "" : outcome.summary
            return ([outcome.name, outcome.word] + levels + [why]).joined(separator: "\t")
        }
        return ([header] + rows).joined(separator: "\n")
    }

    /// The report: a line a pair, the set's score, a line a level, whether each view's light
    /// and dark pairs pass or fail together (`AppearancePairs`), and the control set's count.
    public var report: String {
        var lines = outcomes.map { "\($0.name)\t\($0.word)\t\($0.summary)" }
        let unscored = measured.count - scored
        lines.append("")
        lines.append("score: \(passing) of \(measured.count) pairs pass (\(measured.isEmpty ? 0 : passing * 100 / measured.count) %)"
            + (unscored > 0 ? ", \(unscored) not scored" : ""))
        for level in Level.allCases {
            lines.append("  \(level.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(passing(level)) of \(scored) scored pairs pass")
        }
        let appearances = AppearancePairs.find(in: measured)
        if !appearances.isEmpty {
            let apart = appearances.filter { !$0.together }
            lines.append("light and dark: \(appearances.count - apart.count) of \(appearances.count) views pass or fail together"
                + (apart.isEmpty ? "" : "; apart: " + apart.map { "\($0.view) (light \($0.light.word), dark \($0.dark.word))" }.joined(separator: ", ")))
        }
        if !controls.isEmpty {
            let failing = controls.filter(\.failsAtContainers).count
            lines.append("control set (must fail at the containers): \(failing) of \(controls.count) do")
        }
        return lines.joined(separator: "\n")
    }
}
