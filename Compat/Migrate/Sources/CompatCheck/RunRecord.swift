import Foundation

/// A check's results as JSON (`compat-check --json`), which `inventory --from` reads back.
public struct RunRecord: Sendable, Codable {
    /// One app of the run.
    public struct AppEntry: Sendable, Codable {
        /// Its name.
        public var name: String
        /// Its Swift files.
        public var files: Int
        /// Its view files.
        public var viewFiles: Int
        /// Its projects.
        public var projects: [String]

        enum CodingKeys: String, CodingKey {
            case name, files, projects
            case viewFiles = "view_files"
        }
    }

    /// The folder checked.
    public var folder: String
    /// `swiftc --version`'s first line.
    public var toolchain: String
    /// Seconds the check took.
    public var seconds: Double
    /// The apps.
    public var apps: [AppEntry]
    /// Each app's whole-app verdict.
    public var verdicts: [AppVerdict]
    /// The tally over all files.
    public var tally: Tally
    /// Every file's result.
    public var files: [FileResult]
    /// With `--launch`, each whole app's launch; absent when the run launched none.
    public var launches: [LaunchResult]?
    /// With `--packages`, each dependency module tried; absent otherwise.
    public var dependencies: [DependencyPackages.Outcome]?

    /// The record of `run`.
    public init(_ run: CheckRun) {
        folder = URL(fileURLWithPath: run.folder).standardizedFileURL.path
        toolchain = run.toolchain
        seconds = (run.seconds * 10).rounded() / 10
        apps = run.apps.map { AppEntry(name: $0.name, files: $0.files.count, viewFiles: $0.files.filter(\.isView).count, projects: $0.units.map(\.folder)) }
        verdicts = run.verdicts
        tally = Tally(run.results)
        files = run.results
        launches = run.launches
        dependencies = run.options.packages == nil ? nil : run.dependencies
    }

    /// Writes the record to `path`.
    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }

    /// Reads a record written by ``write(to:)``.
    public static func read(from path: String) throws -> RunRecord {
        guard let data = FileManager.default.contents(atPath: path) else { throw CheckError("cannot read \(path)") }
        return try JSONDecoder().decode(RunRecord.self, from: data)
    }
}
