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
        var plans: [(unit: Unit, plan: LocalPackageModules.Plan)] = []
        // One folder of local modules per app: a unit may import another unit's targets.
        let folder = engine.work + "/local-modules/" + ProjectLoader.sanitize(app.name)
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
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
            plans.append((unit, LocalPackageModules.plan(compiled, folder: folder)))
        }
        // The local packages' targets first, wave by wave (``LocalPackageModules``); then the
        // rest of each unit, cut by collisions (``ModuleSplit``), all at once.
        let compiler = self.compiler
        var finished: [(Module, ModuleCompiler.Outcome)] = []
        var written: [Set<String>] = plans.map { _ in [] }
        for level in 0..<(plans.map(\.plan.waves.count).max() ?? 0) {
            var wave: [(Int, Module)] = []
            for (index, entry) in plans.enumerated() where level < entry.plan.waves.count {
                for var module in entry.plan.waves[level] {
                    module.support = LocalPackageModules.fallback(for: entry.plan.imports[module.name] ?? [], in: entry.plan, written: written[index])
                    wave.append((index, module))
                }
            }
            let work = wave.map { (plans[$0.0].unit, $0.1) }
            let outcomes = Parallel.map(Array(work.indices), jobs: options.jobs) { at in
                compiler.compile(work[at].1, of: work[at].0, in: app)
            }
            for ((index, module), outcome) in zip(wave, outcomes) {
                if let path = module.emitPath, FileManager.default.fileExists(atPath: path) { written[index].insert(module.name) }
                finished.append((module, outcome))
            }
        }
        for (index, entry) in plans.enumerated() where !entry.plan.rest.isEmpty {
            let unit = entry.unit
            let name = ProjectLoader.sanitize(unit.folder == "." ? unit.app : (unit.folder as NSString).lastPathComponent)
            for var module in ModuleSplit.modules(of: entry.plan.rest, moduleName: name) {
                let imported = Set((module.home + module.support).flatMap { $0.facts.imports.map(\.module) })
                module.support += LocalPackageModules.fallback(for: imported, in: entry.plan, written: written[index])
                module.localModuleFolders = [folder]
                jobs.append((unit, module))
            }
        }
        let work = jobs
        let outcomes = Parallel.map(Array(work.indices), jobs: options.jobs) { index in
            compiler.compile(work[index].1, of: work[index].0, in: app)
        }
        finished += zip(jobs.map(\.1), outcomes).map { ($0, $1) }
        var unplaced: [CompilerDiagnostic] = []
        for (module, outcome) in finished {
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
