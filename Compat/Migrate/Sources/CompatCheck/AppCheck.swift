import Foundation

/// The compatibility check of one app: every Swift file's verdict, and whether the app
/// type-checks whole.
public struct AppCheck: Sendable {
    let engine: Engine
    let probe: ModuleProbe
    let compiler: ModuleCompiler
    /// The apps' package dependencies, with `--packages`.
    public let packages: DependencyPackages?
    let options: CheckOptions
    let combineNames: Set<String>
    let log: Log

    /// A check against `engine` with `options`; `combineNames` are Combine's declarations
    /// (which a file importing Foundation alone sees on Apple's platforms).
    public init(engine: Engine, options: CheckOptions, combineNames: Set<String>, log: Log) throws {
        self.engine = engine
        self.options = options
        self.combineNames = combineNames
        self.log = log
        var probed = options
        probed.packages = nil   // the probe's cache knows the engine's and the toolchain's modules only
        probe = ModuleProbe(engine: engine, options: probed)
        packages = options.packages.map { DependencyPackages(checkouts: $0, engine: engine, options: options, log: log) }
        compiler = ModuleCompiler(frontend: try CompilerFlags.frontend(engine, options), options: options,
                                  standIns: StandIns(engine: engine), log: log)
    }

    /// Checks every unit of `app`: a result for every Swift file, in the app's order, and
    /// the errors the compiler gave without a file.
    public func run(_ app: App) -> (results: [FileResult], unplaced: [CompilerDiagnostic]) {
        var imported = Set(app.files.flatMap { $0.facts.imports.map(\.module) })
        for file in app.files { imported.formUnion(file.facts.canImportModules) }
        var found = probe.probe(imported)
        if let packages {
            let declared = DependencyPackages.declared(inAppFolder: app.folder)
            for name in imported.sorted() where found[name] != true {
                if packages.provides(name, declared: declared, available: probe.probe) { found[name] = true }
            }
        }
        let available = found
        let evaluator = ConditionEvaluator(configuration: LinuxBuildConfiguration(swiftVersion: options.swiftVersion) { available[$0] ?? false })

        var results: [String: FileResult] = [:]
        for file in app.files { results[file.rel] = FileResult(app: app.name, rel: file.rel, view: file.isView) }
        var jobs: [(Unit, Module)] = []
        for unit in app.units {
            var compiled: [SwiftFile] = []
            for file in unit.files {
                if file.isTest {
                    results[file.rel]!.status = .test
                    continue
                }
                let blockers = Set(file.facts.imports.filter {
                    evaluator.isActive($0.regions) && !unit.localModules.contains($0.module) && !(available[$0.module] ?? false)
                }.map(\.module)).sorted()
                if !blockers.isEmpty {
                    results[file.rel]!.status = .blocked
                    results[file.rel]!.blockedBy = blockers
                    continue
                }
                compiled.append(file)
            }
            guard !compiled.isEmpty else { continue }
            let name = ProjectLoader.sanitize(unit.folder == "." ? unit.app : (unit.folder as NSString).lastPathComponent)
            jobs += ModuleSplit.modules(of: compiled, moduleName: name).map { (unit, $0) }
        }
        let compiler = self.compiler
        let work = jobs
        let outcomes = Parallel.map(Array(work.indices), jobs: options.jobs) { index in
            compiler.compile(work[index].1, of: work[index].0, in: app)
        }
        var unplaced: [CompilerDiagnostic] = []
        for ((_, module), outcome) in zip(jobs, outcomes) {
            for (file, blockers) in outcome.removed {
                results[file]!.status = .blocked
                results[file]!.blockedBy = blockers
            }
            let home = Set(module.home.map(\.rel))
            for file in module.home where results[file.rel]!.status == .pending {
                results[file.rel]!.status = outcome.timedOut.contains(file.rel) ? .timeout : .compiled
                results[file.rel]!.module = module.name
                if !outcome.timedOut.contains(file.rel) {
                    results[file.rel]!.typecheckMilliseconds = outcome.milliseconds[file.rel] ?? 0
                }
            }
            for error in outcome.errors {
                if home.contains(error.file) {
                    if results[error.file]!.status != .blocked { results[error.file]!.errors.append(error) }
                } else if error.file.isEmpty {
                    unplaced.append(error)
                }
            }
        }
        ErrorAttribution.attribute(app, &results, combineNames: combineNames)
        for rel in results.keys {
            var result = results[rel]!
            if result.status == .pending { result.status = .compiled }
            if [.compiled, .failed].contains(result.status) {
                let appErrors = result.errors.filter { $0.cause == .app }
                if !appErrors.isEmpty {
                    result.status = .blocked
                    result.through = Array(Set(appErrors.map(\.symbol))).sorted()
                } else if result.errors.contains(where: { $0.cause != .app }) {
                    result.status = .failed
                }
            }
            results[rel] = result
        }
        return (app.files.map { results[$0.rel]! }, unplaced)
    }
}
