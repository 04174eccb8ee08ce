/// The `--report` summary: one row per call (rewritten / needs review / skipped, and
/// why), the import changes, and the totals.
public enum ReportTable {
    /// The table for `files`.
    public static func render(_ files: [FileMigration]) -> String {
        var rows: [[String]] = [["Location", "Call", "Result", "Why"]]
        for file in files {
            for outcome in file.outcomes {
                rows.append(["\(file.path):\(outcome.line)", outcome.call, outcome.verdict.rawValue, outcome.reason])
            }
        }
        var widths = [Int](repeating: 0, count: 3)
        for row in rows { for column in 0..<3 { widths[column] = max(widths[column], row[column].count) } }
        func line(_ row: [String]) -> String {
            (0..<3).map { row[$0].padding(to: widths[$0]) }.joined(separator: "  ") + "  " + row[3]
        }
        var text = line(rows[0]) + "\n"
        text += line(widths.map { String(repeating: "-", count: $0) } + ["---"]) + "\n"
        for row in rows.dropFirst() { text += line(row) + "\n" }
        let imports = files.compactMap { file in file.importNote.map { "  \(file.path): \($0)" } }
        if !imports.isEmpty { text += "\nImports:\n" + imports.joined(separator: "\n") + "\n" }
        return text + "\n" + totals(files) + "\n"
    }

    /// `3 rewritten, 1 needs review, 2 skipped (in 4 files)`
    public static func totals(_ files: [FileMigration]) -> String {
        let outcomes = files.flatMap(\.outcomes)
        func count(_ verdict: CallOutcome.Verdict) -> Int { outcomes.filter { $0.verdict == verdict }.count }
        return "\(count(.rewritten)) rewritten, \(count(.needsReview)) needs review, \(count(.skipped)) skipped (\(files.count) file\(files.count == 1 ? "" : "s") read, \(files.filter(\.changed).count) changed)"
    }
}

private extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
