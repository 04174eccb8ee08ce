/// Decides whose a use is: the app's own, the standard library's or Foundation's (not
/// counted), the engine's in that role (a use that resolves), or none (a use that does not).
struct UseClassifier {
    /// A use's verdict.
    enum Verdict: Equatable {
        /// Counted under `key`, in `family`; `declared` when the engine (or Observation) declares it.
        case counted(key: String, family: String, declared: Bool, module: String)
        /// A lower-case name declared nowhere: most likely the app's own that the facts missed.
        case unattributed
    }

    /// What one app declares, and the modules it names.
    struct AppContext {
        var types: Set<String>
        var values: Set<String>
        var funcs: Set<String> = []
        var statics: Set<String>
        var modules: Set<String> = ["Swift", "SwiftUI", "Foundation", "Combine", "Observation", "Dispatch", "UIKit", "AppKit"]

        init(_ app: App) {
            types = app.generatedTypes
            values = app.generatedMembers
            statics = app.generatedMembers
            for unit in app.units { modules.formUnion(unit.localModules) }
            for file in app.files {
                types.formUnion(file.facts.types)
                values.formUnion(file.facts.values)
                funcs.formUnion(file.facts.funcs)
                statics.formUnion(file.facts.statics)
                modules.formUnion(file.facts.imports.map(\.module))
            }
        }
    }

    /// Names SwiftPM generates (a package's resource bundle accessor).
    static let generated: Set<String> = ["module"]
    static let chainHosts: Set<String> = ["View", "Text", "Image", "Shape", "InsettableShape"]

    let engine: Declarations
    let observation: Declarations
    let toolchain: Declarations
    let views: Set<String>
    let viewModifiers: Set<String>
    let environmentValues: Set<String>
    let toolchainStatics: Set<String>

    init(index: SymbolIndex) {
        engine = index.engine
        observation = index.observation
        toolchain = index.toolchain
        views = index.viewTypes()
        viewModifiers = Set(index.engine.members.filter { $0.value.contains("View") }.keys)
        environmentValues = Set(index.engine.members.filter { $0.value.contains("EnvironmentValues") }.keys)
        toolchainStatics = index.toolchain.staticNames()
    }

    /// The verdict on `use`; `nil` for a name that is not a framework's (the app's own, the
    /// standard library's, Foundation's).
    func classify(_ use: Use, _ app: AppContext) -> Verdict? {
        let name = use.name
        switch use.kind {
        case .attribute:
            if app.types.contains(name) { return nil }
            if observation.top[name] != nil { return .counted(key: "@" + name, family: "Observation", declared: true, module: "Observation") }
            if engine.top[name] != nil {
                let module = engine.moduleOf[name] ?? ""
                return .counted(key: "@" + name, family: module == "Combine" ? "Combine" : "property wrappers & attributes", declared: true, module: module)
            }
            if toolchain.top[name] != nil { return nil }
            return .counted(key: "@" + name, family: "property wrappers & attributes", declared: false, module: "")
        case .macro:
            if app.funcs.contains(name) || app.types.contains(name) || toolchain.top[name] != nil { return nil }
            let declared = observation.top[name] != nil || engine.top[name] == "macro"
            return .counted(key: "#" + name, family: "macros", declared: declared, module: declared ? engine.moduleOf[name] ?? "" : "")
        case .envkey:
            if environmentValues.contains(name) { return .counted(key: "\\." + name, family: "environment values", declared: true, module: "ViewEngine") }
            if app.values.contains(name) || app.funcs.contains(name) { return nil }
            return .counted(key: "\\." + name, family: "environment values", declared: false, module: "")
        case .keypath:
            return nil
        case .type:
            if app.types.contains(name) || ["Self", "Type", "Protocol"].contains(name) || app.modules.contains(name) { return nil }
            if observation.top[name] != nil { return .counted(key: name, family: "Observation", declared: true, module: "Observation") }
            if engine.top[name] != nil { return .counted(key: name, family: topFamily(name), declared: true, module: engine.moduleOf[name] ?? "") }
            if toolchain.top[name] != nil { return nil }
            // a nested type: ViewModifier's Content, a style's Configuration
            if engine.members[name] != nil { return .counted(key: name, family: "types", declared: true, module: "") }
            if toolchain.members[name] != nil { return nil }
            return .counted(key: name, family: use.call ? "views" : "types", declared: false, module: "")
        case .free:
            if app.values.contains(name) || app.funcs.contains(name) { return nil }
            if observation.top[name] != nil { return .counted(key: name, family: "Observation", declared: true, module: "Observation") }
            if engine.top[name] != nil { return .counted(key: name + "()", family: topFamily(name), declared: true, module: engine.moduleOf[name] ?? "") }
            if toolchain.top[name] != nil { return nil }
            return .unattributed
        case .qualified:
            let root = use.base.split(separator: ".").first.map(String.init) ?? use.base
            if app.types.contains(root) || app.statics.contains(name) || app.modules.contains(root) || Self.generated.contains(name) { return nil }
            let key = "\(use.base).\(name)"
            if engine.top[root] != nil {
                let module = engine.moduleOf[root] ?? ""
                return .counted(key: key, family: module == "Combine" ? "Combine" : "members",
                                declared: engine.hasMember(use.base, name) || name == "init", module: module)
            }
            if observation.top[root] != nil { return .counted(key: key, family: "Observation", declared: true, module: "Observation") }
            if toolchain.top[root] != nil {
                if toolchain.hasMember(use.base, name) || engine.hasMember(use.base, name) || toolchain.members[name] != nil || name == "init" { return nil }
                return .counted(key: key, family: "Foundation on Linux", declared: false, module: "Foundation")
            }
            let framework = FrameworkNames.framework(of: root)
            return .counted(key: key, family: framework.isEmpty ? "types" : "other frameworks", declared: false, module: framework)
        case .implicit:
            if app.statics.contains(name) || name == "init" || Self.generated.contains(name) || app.types.contains(name) { return nil }
            if toolchainStatics.contains(name) { return nil }   // `.now`, `.none`: the standard library's as well; not counted
            if engine.members[name] != nil { return .counted(key: "." + name, family: "members", declared: true, module: "") }
            if toolchain.members[name] != nil || app.values.contains(name) || app.funcs.contains(name) { return nil }
            return .counted(key: "." + name, family: "members", declared: false, module: "")
        case .member:
            let appValue = app.values.contains(name)
            let modifierPosition = use.call && viewModifiers.contains(name) && (use.chained || !appValue)
            if app.funcs.contains(name) || (appValue && !modifierPosition) { return nil }
            if let parents = engine.members[name] {
                if toolchain.members[name] != nil && !(use.call && !parents.isDisjoint(with: Self.chainHosts)) { return nil }
                let family = parents.contains("View") ? "modifiers"
                    : !parents.isDisjoint(with: ["Publisher", "Subject", "AnyCancellable", "Publishers"]) || parents.contains(where: { $0.hasPrefix("Publishers.") })
                    ? "Combine" : "members"
                return .counted(key: "." + name + (use.call ? "()" : ""), family: family, declared: true, module: "")
            }
            if toolchain.members[name] != nil { return nil }
            if use.call { return .counted(key: "." + name + "()", family: use.chained ? "modifiers" : "members", declared: false, module: "") }
            return .unattributed
        }
    }

    /// The family of a top-level name the engine declares.
    func topFamily(_ name: String) -> String {
        if engine.moduleOf[name] == "Combine" { return "Combine" }
        if views.contains(name) { return "views" }
        if engine.top[name] == "func" { return "modifiers" }
        if engine.hasMember(name, "wrappedValue") && engine.top[name] == "struct" { return "property wrappers & attributes" }
        return "types"
    }
}
