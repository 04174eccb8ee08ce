import Foundation

/// Apple's frameworks missing here, ranked by the files they would unblock if the engine
/// provided them (`frameworks.tsv`).
///
/// A file is *blocked directly* by each missing module it imports, and opens when every one
/// of them is provided. A file *blocked through app code* needs declarations the check did
/// not compile (the names its errors give); it opens when each of those names is declared by
/// a file that the hypothesis opens. A file blocked by an import was never type-checked, so
/// what it needs of the app is read from its syntax: the type names and free functions it
/// uses that only files blocked by an import declare; it opens only when those files do (the
/// largest set of such files that supply one another, so two files that use each other's
/// types open together). Declarations under `#if` count as declared. Names its errors give
/// that no blocked file declares (another target's, an inactive `#if` branch's, names Xcode
/// generates, a name two targets declare in one module) keep a file blocked whatever is
/// provided.
///
/// An app is *blocked by nothing* when none of its Swift files (tests aside) is blocked: what
/// is left between it and type-checking whole is the engine's (files that fail).
public struct FrameworkRanking: Sendable {
    /// One framework of the ranking.
    public struct Row: Sendable, Equatable {
        /// The module, as files import it (`PhotosUI`).
        public var framework: String
        /// View files that import it (blocked directly by it, among others perhaps).
        public var viewFilesImporting: Int
        /// Swift files (views or not, tests aside) that import it.
        public var filesImporting: Int
        /// Apps with a file that imports it.
        public var appsImporting: Int
        /// View files blocked by an import that open with it alone.
        public var unblockedDirectly: Int
        /// View files blocked through app code that open with it alone.
        public var unblockedThroughAppCode: Int
        /// Apps blocked by nothing with it alone (and not without it).
        public var appsAlone: [String]
        /// View files open with it and every framework ranked above it, beyond today's.
        public var cumulativeUnblocked: Int
        /// Apps blocked by nothing with it and every framework above it.
        public var cumulativeApps: [String]

        /// View files that open with it alone.
        public var unblocked: Int { unblockedDirectly + unblockedThroughAppCode }
    }

    /// The frameworks, most unblocked view files first.
    public var rows: [Row]
    /// Apps blocked by nothing already.
    public var appsBlockedByNothing: [String]

    /// The ranking of the Apple frameworks that block a file of `results` (module names whose
    /// first component is one of ``AppleFrameworks/names``), given the `apps` they come from.
    public init(apps: [App], results: [FileResult]) {
        let model = BlockingModel(apps: apps, results: results)
        let baseline = model.open(providing: [])
        let already = model.appsBlockedByNothing(baseline)
        var importers: [String: [Int]] = [:]
        for (index, file) in model.files.enumerated() {
            for module in file.blockers where AppleFrameworks.names.contains(Self.topModule(module)) {
                importers[module, default: []].append(index)
            }
        }
        var rows: [Row] = []
        for (framework, indices) in importers {
            let open = model.open(providing: [framework])
            let opened = model.files.indices.filter { open[$0] && !baseline[$0] && model.files[$0].view }
            rows.append(Row(
                framework: framework,
                viewFilesImporting: indices.filter { model.files[$0].view }.count,
                filesImporting: indices.count,
                appsImporting: Set(indices.map { model.files[$0].app }).count,
                unblockedDirectly: opened.filter { !model.files[$0].blockers.isEmpty }.count,
                unblockedThroughAppCode: opened.filter { model.files[$0].blockers.isEmpty }.count,
                appsAlone: model.appsBlockedByNothing(open).filter { !already.contains($0) },
                cumulativeUnblocked: 0, cumulativeApps: []))
        }
        rows.sort {
            ($0.unblocked, $0.viewFilesImporting, $0.filesImporting, $1.framework) > ($1.unblocked, $1.viewFilesImporting, $1.filesImporting, $0.framework)
        }
        var provided: Set<String> = []
        for index in rows.indices {
            provided.insert(rows[index].framework)
            let open = model.open(providing: provided)
            rows[index].cumulativeUnblocked = model.files.indices.filter { open[$0] && !baseline[$0] && model.files[$0].view }.count
            rows[index].cumulativeApps = model.appsBlockedByNothing(open).filter { !already.contains($0) }
        }
        self.rows = rows
        appsBlockedByNothing = already
    }

    /// `UIKit` for `UIKit.UIApplication`.
    static func topModule(_ module: String) -> String {
        module.split(separator: ".").first.map(String.init) ?? module
    }

    /// `frameworks.tsv`: one row per framework, in rank order.
    public func tsv() -> String {
        var lines = ["rank\tframework\tview_files_importing\tswift_files_importing\tapps_importing\tunblocked_directly"
                     + "\tunblocked_through_app_code\tunblocked\tapps_blocked_by_nothing_alone\tcumulative_unblocked"
                     + "\tcumulative_apps_blocked_by_nothing\tcumulative_apps"]
        for (rank, row) in rows.enumerated() {
            lines.append([String(rank + 1), row.framework, String(row.viewFilesImporting), String(row.filesImporting),
                          String(row.appsImporting), String(row.unblockedDirectly), String(row.unblockedThroughAppCode),
                          String(row.unblocked), row.appsAlone.joined(separator: " "), String(row.cumulativeUnblocked),
                          String(row.cumulativeApps.count), row.cumulativeApps.joined(separator: " ")].joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The blocked files of a sample and what each needs, to say which open when modules are
/// provided.
struct BlockingModel {
    /// One checked Swift file (tests aside).
    struct File {
        var app: String
        var view: Bool
        /// Open in the check (compiled, failed or timed out).
        var open: Bool
        /// The missing modules it imports.
        var blockers: Set<String>
        /// The names it needs from files blocked by an import.
        var needs: Set<String>
        /// The names it declares.
        var declares: Set<String>
        /// Its unit (app and project), within which names are shared.
        var unit: String
    }

    var files: [File] = []
    /// The apps, in the sample's order.
    var apps: [String] = []

    init(apps: [App], results: [FileResult]) {
        var byFile: [String: FileResult] = [:]
        for result in results { byFile[result.app + "\n" + result.rel] = result }
        self.apps = apps.map(\.name)
        for app in apps {
            for unit in app.units {
                let checked = unit.files.compactMap { file -> (SwiftFile, FileResult)? in
                    guard let result = byFile[app.name + "\n" + file.rel], result.status != .test, result.status != .pending else { return nil }
                    return (file, result)
                }
                func declarations(_ facts: FileFacts) -> Set<String> { facts.types.union(facts.values).union(facts.funcs).union(facts.statics) }
                var importBlocked: Set<String> = []
                var compiled: Set<String> = []
                for (file, result) in checked {
                    if result.blockedBy.isEmpty { compiled.formUnion(declarations(file.facts)) } else { importBlocked.formUnion(declarations(file.facts)) }
                }
                let onlyBlocked = importBlocked.subtracting(compiled)
                for (file, result) in checked {
                    let declares = declarations(file.facts)
                    var needs: Set<String>
                    if !result.blockedBy.isEmpty {
                        var used: Set<String> = []
                        for use in file.facts.uses {
                            switch use.kind {
                            case .type, .free, .attribute: used.insert(use.name)
                            case .qualified: used.insert(use.base.split(separator: ".").first.map(String.init) ?? use.base)
                            default: break
                            }
                        }
                        needs = used.intersection(onlyBlocked).subtracting(declares)
                    } else {
                        // the errors the attribution gave to app code (their symbols are `through`)
                        let appErrors = result.errors.filter { $0.cause == .app }
                        needs = appErrors.isEmpty ? Set(result.through.map(Self.declaredName))
                            : Set(appErrors.map { $0.shape == "redeclaration" ? Self.declaredTwice : Self.declaredName($0.symbol) })
                    }
                    needs.remove("")
                    self.files.append(File(app: app.name, view: result.view, open: [.compiled, .failed, .timeout].contains(result.status),
                                           blockers: Set(result.blockedBy), needs: needs, declares: declares, unit: app.name + "\n" + unit.folder))
                }
            }
        }
    }

    /// What a file needs when two targets' files declare the same name in one module: no
    /// framework provides it, so no file declares it.
    static let declaredTwice = "(declared twice in one module)"

    /// The name an error's symbol stands for, as the attribution decided it was the app's:
    /// `Row` for `Row`, `.row(id:)`, `Row [initializer]`, `Model.row`, `@Row`.
    static func declaredName(_ symbol: String) -> String {
        var text = Substring(symbol)
        if let bracket = text.range(of: " [") { text = text[..<bracket.lowerBound] }
        if let paren = text.firstIndex(of: "(") { text = text[..<paren] }
        let last = text.split(separator: ".").last ?? ""
        return String(last.drop { $0 == "@" || $0 == "#" }).trimmingCharacters(in: .whitespaces)
    }

    /// Which files are open when `provided` modules exist: those open in the check; those
    /// blocked by imports all provided whose needs files opened with them declare (the
    /// largest such set); those blocked through app code whose names those files declare.
    func open(providing provided: Set<String>) -> [Bool] {
        var open = files.map { $0.open || ($0.blockers.isEmpty ? false : $0.blockers.isSubset(of: provided)) }
        var changed = true
        while changed {
            changed = false
            var supplied: [String: Set<String>] = [:]
            for (index, file) in files.enumerated() where open[index] && !file.blockers.isEmpty {
                supplied[file.unit, default: []].formUnion(file.declares)
            }
            for (index, file) in files.enumerated() where open[index] && !file.blockers.isEmpty
                && !file.needs.isSubset(of: supplied[file.unit] ?? []) {
                open[index] = false
                changed = true
            }
        }
        var supplied: [String: Set<String>] = [:]
        for (index, file) in files.enumerated() where open[index] && !file.blockers.isEmpty {
            supplied[file.unit, default: []].formUnion(file.declares)
        }
        for (index, file) in files.enumerated() where !file.open && file.blockers.isEmpty {
            open[index] = !file.needs.isEmpty && file.needs.isSubset(of: supplied[file.unit] ?? [])
        }
        return open
    }

    /// The apps none of whose files is blocked, given which files are `open`.
    func appsBlockedByNothing(_ open: [Bool]) -> [String] {
        var blocked: Set<String> = []
        for (index, file) in files.enumerated() where !open[index] { blocked.insert(file.app) }
        let present = Set(files.map(\.app))
        return apps.filter { present.contains($0) && !blocked.contains($0) }
    }
}
