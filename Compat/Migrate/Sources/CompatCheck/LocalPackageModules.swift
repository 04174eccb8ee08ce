import Foundation

/// A unit's local packages' targets compiled as SwiftPM compiles them: each its own module,
/// written before the modules that import it.
///
/// So `Core.DailyScrum` names the package's type, a target's `public` declarations see its
/// own names and its dependencies' (not an app's internal type of the same name), and the
/// app sees only what the target makes `public`, as Xcode builds it. The modules are written
/// to the unit's folder of local modules, which every module of the unit searches before the
/// empty stand-ins. A target whose module could not be written (its files have errors, or it
/// ran out of time) is compiled again with each module that imports it, as shared code, so
/// that its names still resolve there.
enum LocalPackageModules {
    /// The local targets' modules of a unit, in waves (each module's local imports are in
    /// earlier waves), and the unit's other files.
    struct Plan {
        var waves: [[Module]]
        var rest: [SwiftFile]
        /// Each local target's files, and the local targets it imports.
        var files: [String: [SwiftFile]]
        var imports: [String: Set<String>]
    }

    /// Cuts `compiled` (one unit's files) into its local targets' modules, written into
    /// `folder`, and the rest.
    static func plan(_ compiled: [SwiftFile], folder: String) -> Plan {
        var files: [String: [SwiftFile]] = [:]
        var rest: [SwiftFile] = []
        for file in compiled {
            if file.packageModule.isEmpty { rest.append(file) } else { files[file.packageModule, default: []].append(file) }
        }
        let names = Set(files.keys)
        let imports = files.mapValues { Set($0.flatMap { $0.facts.imports.map(\.module) }).intersection(names) }
            .reduce(into: [String: Set<String>]()) { $0[$1.key] = $1.value.subtracting([$1.key]) }
        var waves: [[Module]] = []
        var placed: Set<String> = []
        while placed.count < names.count {
            var ready = names.subtracting(placed).filter { imports[$0]!.isSubset(of: placed) }
            if ready.isEmpty { ready = names.subtracting(placed) }   // targets importing each other: SwiftPM refuses; checked side by side
            waves.append(ready.sorted().map { name in
                var module = Module(name: name, groups: Array(Set(files[name]!.map(\.group))).sorted())
                module.home = files[name]!
                module.emitPath = folder + "/" + name + ".swiftmodule"
                module.localModuleFolders = [folder]
                return module
            })
            placed.formUnion(ready)
        }
        return Plan(waves: waves, rest: rest, files: files, imports: imports)
    }

    /// The files of the local targets `module` imports (directly, or through another local
    /// target) whose modules were not written: compiled with it as shared code.
    static func fallback(for imported: Set<String>, in plan: Plan, written: Set<String>) -> [SwiftFile] {
        var seen: Set<String> = []
        var todo = Array(imported)
        var support: [SwiftFile] = []
        while let name = todo.popLast() {
            guard !seen.contains(name), let files = plan.files[name] else { continue }
            seen.insert(name)
            if !written.contains(name) { support += files }
            todo += plan.imports[name] ?? []
        }
        return support.sorted { $0.rel < $1.rel }
    }
}
