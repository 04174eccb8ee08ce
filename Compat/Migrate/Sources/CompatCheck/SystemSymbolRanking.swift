/// The SF Symbol names a sample writes, ranked by uses (`symbols.tsv`): the string literals of
/// `systemName:`, `systemImage:` and `systemSymbolName:` arguments (``FileFacts/systemSymbols``)
/// in every Swift file, tests and blocked files included. Only the names and their counts go
/// in the table.
public struct SystemSymbolRanking: Sendable {
    /// One symbol name.
    public struct Row: Sendable, Equatable {
        /// The name (`chevron.right`).
        public var name: String
        /// Times it is written.
        public var uses: Int
        /// Apps that write it.
        public var apps: Int
        /// Files that write it.
        public var files: Int
    }

    /// The names, most used first (then by apps, then by name).
    public var rows: [Row]
    /// Symbol arguments that are not a literal (a variable, an interpolated string).
    public var computedArguments: Int

    /// The ranking over every Swift file of `apps`.
    public init(apps: [App]) {
        var uses: [String: Int] = [:]
        var appsUsing: [String: Set<String>] = [:]
        var files: [String: Int] = [:]
        var computed = 0
        for app in apps {
            for file in app.files {
                computed += file.facts.computedSystemSymbols
                for name in file.facts.systemSymbols {
                    uses[name, default: 0] += 1
                    appsUsing[name, default: []].insert(app.name)
                }
                for name in Set(file.facts.systemSymbols) { files[name, default: 0] += 1 }
            }
        }
        rows = uses.map { Row(name: $0.key, uses: $0.value, apps: appsUsing[$0.key]?.count ?? 0, files: files[$0.key] ?? 0) }
            .sorted { ($0.uses, $0.apps, $1.name) > ($1.uses, $1.apps, $0.name) }
        computedArguments = computed
    }

    /// `symbols.tsv`: one row per name, in rank order.
    public func tsv() -> String {
        var lines = ["rank\tsymbol\tuses\tapps\tfiles"]
        for (rank, row) in rows.enumerated() {
            lines.append("\(rank + 1)\t\(row.name)\t\(row.uses)\t\(row.apps)\t\(row.files)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
