import Foundation

/// A set of pairs to score, from a tab-separated table: one pair a line, with the
/// columns `name`, `reference` (iOS's PNG), `ours` (our PNG), `window` (`390x844`),
/// `scale` (the reference's, 1–3) and, optionally, `ours scale` (1 unless given) and
/// `expect` (`fail` for a pair of the control set — iOS 26's look — which must fail at
/// the containers; `pass` or nothing otherwise). A first line starting `name` is a
/// header; lines starting `#` and blank lines are skipped; relative paths are from the
/// table's folder.
public struct PairTable: Sendable {
    /// One pair to score.
    public struct Pair: Sendable, Equatable {
        /// Its name, as the report gives it.
        public var name: String
        /// iOS's picture.
        public var referencePath: String
        /// Ours.
        public var oursPath: String
        /// The window, in points.
        public var window: WindowSize
        /// The reference's scale.
        public var scale: Int
        /// Our picture's scale.
        public var oursScale: Int
        /// Whether it is in the control set, which must fail at the containers (`expect`
        /// is `fail`).
        public var mustFail: Bool
    }

    /// A line of the table: a pair, or why the line is not one.
    public enum Row: Sendable, Equatable {
        /// A pair to score.
        case pair(Pair)
        /// A line that is not a pair, with its number and what is wrong.
        case bad(line: Int, name: String, reason: String)
    }

    /// The table's rows, in order.
    public var rows: [Row]

    /// The rows of a table's text; `folder` is where relative paths start.
    public init(text: String, folder: String) {
        var rows: [Row] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = fields.first, !first.isEmpty, !first.hasPrefix("#"), !(number == 0 && first == "name") else { continue }
            func path(_ field: String) -> String { field.hasPrefix("/") ? field : folder + "/" + field }
            guard fields.count >= 5 else {
                rows.append(.bad(line: number + 1, name: first, reason: "\(fields.count) columns, 5 needed (name, reference, ours, window, scale)"))
                continue
            }
            guard let window = WindowSize(fields[3]) else {
                rows.append(.bad(line: number + 1, name: first, reason: "the window \"\(fields[3])\" is not WIDTHxHEIGHT"))
                continue
            }
            guard let scale = Int(fields[4]) else {
                rows.append(.bad(line: number + 1, name: first, reason: "the scale \"\(fields[4])\" is not a number"))
                continue
            }
            let oursScale = fields.count > 5 && !fields[5].isEmpty ? Int(fields[5]) : 1
            guard let oursScale else {
                rows.append(.bad(line: number + 1, name: first, reason: "our scale \"\(fields[5])\" is not a number"))
                continue
            }
            let expect = fields.count > 6 ? fields[6] : ""
            guard ["", "pass", "fail"].contains(expect) else {
                rows.append(.bad(line: number + 1, name: first, reason: "expect \"\(expect)\" is neither pass nor fail"))
                continue
            }
            rows.append(.pair(Pair(name: first, referencePath: path(fields[1]), oursPath: path(fields[2]),
                                   window: window, scale: scale, oursScale: oursScale, mustFail: expect == "fail")))
        }
        self.rows = rows
    }
}
