import Foundation
import ProcessRunner

/// Type-checks one module in compiler processes and reads what they said.
struct ModuleCompiler: Sendable {
    /// What one module's compilation gave.
    struct Outcome: Sendable {
        /// The errors, classified, with files relative to the app folder.
        var errors: [CompilerDiagnostic] = []
        /// Files dropped because they import a module missing here, with those modules.
        var removed: [String: [String]] = [:]
        /// Files whose function bodies ran out of time.
        var timedOut: Set<String> = []
        /// Milliseconds spent on each file's function bodies.
        var milliseconds: [String: Double] = [:]
    }

    let frontend: [String]
    let options: CheckOptions
    let standIns: StandIns
    let log: Log

    /// `frontend` with its `-swift-version` set to `mode` (unchanged for `nil`).
    static func languageMode(_ mode: String?, in frontend: [String]) -> [String] {
        guard let mode, let flag = frontend.firstIndex(of: "-swift-version"), flag + 1 < frontend.count else { return frontend }
        var command = frontend
        command[flag + 1] = mode
        return command
    }

    /// `command` (a `-typecheck` frontend job) writing its module to `path` instead.
    static func emitting(_ command: [String], to path: String) -> [String] {
        guard let mode = command.firstIndex(of: "-typecheck") else { return command }
        var emitting = command
        emitting[mode] = "-emit-module"
        return emitting + ["-o", path]
    }

    /// Type-checks `module` of `unit`: the whole module in one process; if that runs out of
    /// time, its own files in eighths (each part type-checks only its own function bodies),
    /// down to single files, so that one slow file costs only its own result. Files whose
    /// imports turn out missing are dropped and the module is tried again.
    func compile(_ module: Module, of unit: Unit, in app: App) -> Outcome {
        var files = module.home + module.support
        var outcome = Outcome()
        if let path = module.emitPath { try? FileManager.default.removeItem(atPath: path) }   // never an earlier run's
        let localImports = Set(files.flatMap { $0.facts.imports.map(\.module) }).intersection(unit.localModules)
        for name in localImports.sorted() { standIns.stubModule(name) }
        let unitFolder = unit.folder == "." ? app.folder : app.folder + "/" + unit.folder
        let generated = (standIns.needsBundleAccessor(appFolder: app.folder, files: files) ? [standIns.resourceBundleAccessor()] : [])
            + [standIns.assetSymbols(for: module, unitFolder: unitFolder, app: app.name),
               standIns.coreDataModels(for: module, unitFolder: unitFolder, app: app.name)].compactMap { $0 }
        for _ in 0..<6 {
            guard !files.isEmpty else { return outcome }
            let hasMainFile = files.contains { ($0.rel as NSString).lastPathComponent == "main.swift" }
            let base = Self.languageMode(module.languageMode, in: frontend) + module.localModuleFolders.flatMap { ["-I", $0] }
                + ["-I", standIns.stubFolder, "-module-name", module.name] + (hasMainFile ? [] : ["-parse-as-library"])
            let started = Date()
            // A local target's module is written where the modules importing it look (the
            // frontend's -emit-module type-checks as -typecheck does, bodies included).
            let wholeBase = module.emitPath.map { Self.emitting(base, to: $0) } ?? base
            let whole = ChildProcess.run(wholeBase + files.map(\.path) + generated, timeout: options.timeout)
            var output = whole.output
            var timedOut: Set<String> = []
            if whole.timedOut {
                log.note("  \(app.name)/\(module.name): \(files.count) files, over \(Int(options.timeout))s: checking its files in parts")
                var outputs: [String] = []
                let home = Set(module.home.map(\.path))
                func part(_ paths: [String]) {
                    let chosen = Set(paths)
                    let inputs = files.flatMap { chosen.contains($0.path) ? ["-primary-file", $0.path] : [$0.path] }
                    let command = Array(base.prefix(3)) + inputs + generated + Array(base.dropFirst(3))
                    let result = ChildProcess.run(command, timeout: options.fileTimeout)
                    if !result.timedOut {
                        outputs.append(result.output)
                    } else if paths.count > 1 {
                        split(paths)
                    } else {
                        timedOut.insert(FolderWalk.relative(paths[0], to: app.folder))
                    }
                }
                func split(_ paths: [String]) {
                    // eight parts at a time: a slow file costs few time-outs before it is found
                    let size = (paths.count + 7) / 8
                    for start in stride(from: 0, to: paths.count, by: size) { part(Array(paths[start..<min(start + size, paths.count)])) }
                }
                split(files.map(\.path).filter(home.contains))
                output = outputs.joined(separator: "\n")
            }
            var errors = CompilerOutput.errors(in: output, folder: app.folder)
            log.note("  \(app.name)/\(module.name): \(files.count) files, "
                     + (module.languageMode.map { "Swift \($0) mode, " } ?? "") + "\(errors.count) errors, "
                     + String(format: "%.1fs", Date().timeIntervalSince(started))
                     + (timedOut.isEmpty ? "" : ", \(timedOut.count) over \(Int(options.fileTimeout))s"))
            var missing: [String: [String]] = [:]
            for index in errors.indices {
                (errors[index].shape, errors[index].symbol) = ErrorShapes.classify(errors[index].message)
                if errors[index].shape == "no module" && !errors[index].file.isEmpty {
                    missing[errors[index].file, default: []].append(errors[index].symbol)
                }
            }
            if missing.isEmpty {
                outcome.errors = errors
                outcome.timedOut = timedOut
                outcome.milliseconds = CompilerOutput.functionBodyTimes(in: output, folder: app.folder)
                return outcome
            }
            for (file, modules) in missing { outcome.removed[file] = Array(Set(modules)).sorted() }
            files.removeAll { missing[$0.rel] != nil }
        }
        return outcome
    }
}
