/// A set's score: each pair's outcome, the share of pairs that pass, and how many pass
/// each level (of those scored).
public struct SetScore: Sendable {
    /// Each pair's name and outcome, in the table's order (a bad line is unscored).
    public var outcomes: [(name: String, outcome: String, summary: String, verdict: Verdict?)]

    /// Scores every pair of a table, going on past any that cannot be scored.
    public init(table: PairTable, scorer: ScreenScorer) {
        outcomes = table.rows.map { row in
            switch row {
            case .pair(let pair):
                let outcome = scorer.score(referencePath: pair.referencePath, scale: pair.scale, oursPath: pair.oursPath,
                                           oursScale: pair.oursScale, window: pair.window)
                return (pair.name, outcome.word, outcome.summary, outcome.verdict)
            case .bad(let line, let name, let reason):
                return (name, "UNSCORED", "line \(line): \(reason)", nil)
            }
        }
    }

    /// How many pairs pass every level.
    public var passing: Int { outcomes.filter { $0.verdict?.passed == true }.count }
    /// How many pairs were scored.
    public var scored: Int { outcomes.filter { $0.verdict != nil }.count }

    /// How many scored pairs pass a level.
    public func passing(_ level: Level) -> Int {
        outcomes.filter { $0.verdict?.result(level)?.passed == true }.count
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
            return ([outcome.name, outcome.outcome] + levels + [why]).joined(separator: "\t")
        }
        return ([header] + rows).joined(separator: "\n")
    }

    /// The report: a line a pair, the set's score, and a line a level.
    public var report: String {
        var lines = outcomes.map { "\($0.name)\t\($0.outcome)\t\($0.summary)" }
        let unscored = outcomes.count - scored
        lines.append("")
        lines.append("score: \(passing) of \(outcomes.count) pairs pass (\(outcomes.isEmpty ? 0 : passing * 100 / outcomes.count) %)"
            + (unscored > 0 ? ", \(unscored) not scored" : ""))
        for level in Level.allCases {
            lines.append("  \(level.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(passing(level)) of \(scored) scored pairs pass")
        }
        return lines.joined(separator: "\n")
    }
}
