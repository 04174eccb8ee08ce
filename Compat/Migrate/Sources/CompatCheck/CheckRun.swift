import Foundation
import ProcessRunner

/// A check over a folder: one app, or (`each`) each of its subfolders.
public struct CheckRun: Sendable {
    /// The folder checked.
    public var folder: String
    /// The apps, loaded.
    public var apps: [App]
    /// Every Swift file's result, app by app.
    public var results: [FileResult]
    /// Each app's whole-app verdict.
    public var verdicts: [AppVerdict]
    /// The engine checked against.
    public var engine: Engine
    /// The declarations of the engine and the toolchain.
    public var symbols: SymbolIndex
    /// Seconds the check took.
    public var seconds: Double
    /// `swiftc --version`'s first line.
    public var toolchain: String
    /// The options it ran with.
    public var options: CheckOptions
    /// With `--launch`, the whole apps built and launched (``AppLauncher``), in order.
    public var launches: [LaunchResult]?
    /// With `--packages`, each dependency module the apps imported, compiled or not.
    public var dependencies: [DependencyPackages.Outcome] = []

    /// The app folders of `folder`: itself, or with `each` its subfolders (not hidden, not `_`).
    public static func appFolders(_ folder: String, each: Bool) -> [(name: String, path: String)] {
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        guard each else { return [((folder as NSString).lastPathComponent, folder)] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().compactMap { name in
            var isFolder: ObjCBool = false
            let path = folder + "/" + name
            guard !name.hasPrefix("."), !name.hasPrefix("_"),
                  FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
            return (name, path)
        }
    }

    /// Builds the engine and checks `folder`.
    public static func run(_ folder: String, each: Bool, options: CheckOptions, scratch: String?, macros: Bool,
                           repo: String = Engine.defaultRepo, log: Log) throws -> CheckRun {
        let started = Date()
        let engine = try Engine.build(repo: repo, scratch: scratch, macros: macros, log: log)
        let symbols = try SymbolIndex.load(engine: engine, log: log)
        let check = try AppCheck(engine: engine, options: options, combineNames: symbols.combineNames(), log: log)
        var apps: [App] = []
        var results: [FileResult] = []
        var verdicts: [AppVerdict] = []
        for (name, path) in appFolders(folder, each: each) {
            let app = ProjectLoader.load(path, name: name, jobs: options.jobs)
            log.note("\(name): \(app.files.count) Swift files, \(app.files.filter(\.isView).count) view files, \(app.units.count) projects"
                     + (app.outsideProjects.isEmpty ? "" : "; \(app.outsideProjects.count) left out, in no Xcode project: "
                        + app.outsideProjects.prefix(5).joined(separator: ", ") + (app.outsideProjects.count > 5 ? "…" : ""))
                     + Report.playgroundNote(app))
            let (appResults, unplaced) = check.run(app)
            apps.append(app)
            results += appResults
            verdicts.append(AppVerdict(name: name, projects: app.units.map(\.folder), results: appResults, unplaced: unplaced))
        }
        let version = ChildProcess.run(["swiftc", "--version"]).output.split(separator: "\n").first.map(String.init) ?? ""
        return CheckRun(folder: folder, apps: apps, results: results, verdicts: verdicts, engine: engine, symbols: symbols,
                        seconds: Date().timeIntervalSince(started), toolchain: version, options: options, launches: nil,
                        dependencies: check.packages?.tried ?? [])
    }
}
