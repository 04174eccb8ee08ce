/// Cuts a unit's compiled files into modules by top-level name collisions.
///
/// Groups are compiled together as one module, except that groups which declare the same
/// top-level type (an iOS and a macOS target each with its own `ContentView`), or both an
/// `@main` type, go to separate modules; each later module also compiles the files of other
/// groups that do not collide with it (shared code), and a file's result is taken from its
/// home module only.
public enum ModuleSplit {
    /// The modules of `compiled` (files of `unit`), the first named `moduleName`, the others
    /// `moduleName_1`, `moduleName_2`...
    public static func modules(of compiled: [SwiftFile], moduleName: String) -> [Module] {
        var groups: [String: [SwiftFile]] = [:]
        for file in compiled { groups[file.group, default: []].append(file) }
        func names(of file: SwiftFile) -> Set<String> {
            var names = file.facts.toplevel.subtracting(file.facts.conditional)
            if file.facts.hasMain { names.insert("@main") }
            return names
        }
        func names(_ group: String) -> Set<String> {
            groups[group]!.reduce(into: Set<String>()) { $0.formUnion(names(of: $1)) }
        }
        let order = groups.keys.sorted { (groups[$0]!.count, $1) > (groups[$1]!.count, $0) }
        var modules: [(groups: [String], names: Set<String>)] = []
        for group in order {
            let declared = names(group)
            if let index = modules.firstIndex(where: { $0.names.isDisjoint(with: declared) }) {
                modules[index].groups.append(group)
                modules[index].names.formUnion(declared)
            } else {
                modules.append(([group], declared))
            }
        }
        return modules.enumerated().map { index, entry in
            var module = Module(name: index == 0 ? moduleName : "\(moduleName)_\(index)", groups: entry.groups)
            module.home = entry.groups.flatMap { groups[$0]! }
            if index > 0 {
                // Shared code is taken file by file, as an Xcode target lists its files: a
                // widget that declares its own `ArticleRowView` still gets the shared
                // folder's `Article`, only not the shared `ArticleRowView`.
                var taken = entry.names
                for group in order where !entry.groups.contains(group) {
                    for file in groups[group]! {
                        let declared = names(of: file)
                        if taken.isDisjoint(with: declared) {
                            module.support.append(file)
                            taken.formUnion(declared)
                        }
                    }
                }
            }
            return module
        }
    }
}
