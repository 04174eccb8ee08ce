import Foundation

/// One run of the command: reads the files, migrates them, writes them back or prints
/// the diff, and says what it did. The command-line tool is a thin wrapper over it.
public struct MigrationRun {
    /// What the run does with the rewrites.
    public enum Mode: Sendable {
        /// Writes each changed file in place.
        case write
        /// Writes nothing: prints the unified diff; exit status 1 if anything would change.
        case check
    }

    /// What the run printed and how it ended.
    public struct Result: Sendable {
        /// The diff (check), or the list of rewritten files and notes (write), and the
        /// table with `--report`.
        public var standardOutput = ""
        /// In check mode, the notes on calls that need review (so the diff stays a patch).
        public var standardError = ""
        /// 0, or 1 when check mode found something to change.
        public var exitCode: Int32 = 0
        /// Every file's migration.
        public var files: [FileMigration] = []
    }

    /// The files and folders to migrate.
    public var paths: [String]
    /// Write the files, or print the diff.
    public var mode: Mode
    /// Print the table of every call instead of the list of rewritten files and notes.
    public var report: Bool
    /// Whether current captures are accepted.
    public var options: MigrationOptions

    /// A run over `paths` (files or folders).
    public init(paths: [String], mode: Mode = .write, report: Bool = false, options: MigrationOptions = .init()) {
        self.paths = paths
        self.mode = mode
        self.report = report
        self.options = options
    }

    /// Runs it.
    ///
    /// - Throws: ``SourceFiles/Missing`` for a path that does not exist, or the error of a
    ///   file that cannot be read or written.
    public func run() throws -> Result {
        let files = try SourceFiles.expand(paths)
        let sources = try files.map { (path: $0, text: try String(contentsOfFile: $0, encoding: .utf8)) }
        var result = Result(files: Migration.migrate(sources, options: options))
        let changed = result.files.filter(\.changed)

        switch mode {
        case .check:
            result.standardOutput = changed.map { UnifiedDiff.make(old: $0.original, new: $0.migrated, path: $0.path) }.joined()
            if !report { result.standardError = notes(result.files) }
            result.exitCode = changed.isEmpty ? 0 : 1
        case .write:
            for file in changed { try file.migrated.write(toFile: file.path, atomically: true, encoding: .utf8) }
            if !report {
                result.standardOutput = changed.map { file in
                    let count = file.outcomes.filter { $0.verdict == .rewritten }.count
                    return "rewrote \(file.path): \(count) call\(count == 1 ? "" : "s")\(file.importNote.map { "; \($0)" } ?? "")\n"
                }.joined() + notes(result.files)
            }
        }
        if report { result.standardOutput += ReportTable.render(result.files) }
        else { result.standardOutput += ReportTable.totals(result.files) + "\n" }
        return result
    }

    /// `path:line:column: needs review: ...` for each call left for a person.
    private func notes(_ files: [FileMigration]) -> String {
        files.flatMap { file in
            file.outcomes.filter { $0.verdict == .needsReview }.map {
                "\(file.path):\($0.line):\($0.column): needs review: \($0.call) \($0.reason)\n"
            }
        }.joined()
    }
}
