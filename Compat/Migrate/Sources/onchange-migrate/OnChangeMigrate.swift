import ArgumentParser
import Foundation
import OnChangeMigration

/// `onchange-migrate`: rewrites legacy `onChange(of:perform:)` calls to
/// `onChange(of:initial:_:)`, and lists those it cannot rewrite without changing what
/// the action reads.
@main
struct OnChangeMigrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "onchange-migrate",
        abstract: "Rewrites legacy onChange(of:perform:) calls to onChange(of:initial:_:), safely.",
        discussion: """
        The legacy action is the closure of the previous evaluation; the modern one is the \
        current closure. A rewrite that would change what an action reads (a view's let, a \
        binding, a captured local) is left alone and listed with the names, unless \
        --accept-current-captures is given. See Compat/Migrate/README.md.
        """
    )

    @Flag(help: "Write nothing: print a unified diff, exit 1 if anything would change (for CI).")
    var check = false

    @Flag(help: "Print a table of every call: rewritten, needs review or skipped, and why.")
    var report = false

    @Flag(help: "Also rewrite actions that read view state whose value differs between evaluations (they then read the current one).")
    var acceptCurrentCaptures = false

    @Argument(help: "Swift files or folders (searched recursively for .swift files).")
    var paths: [String]

    func validate() throws {
        if let missing = paths.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            throw ValidationError("no such file or directory: \(missing)")
        }
    }

    func run() throws {
        let run = MigrationRun(paths: paths, mode: check ? .check : .write, report: report,
                               options: MigrationOptions(acceptCurrentCaptures: acceptCurrentCaptures))
        let result = try run.run()
        print(result.standardOutput, terminator: "")
        FileHandle.standardError.write(Data(result.standardError.utf8))
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
    }
}
