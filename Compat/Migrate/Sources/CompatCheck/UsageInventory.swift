/// The usage inventory: which SwiftUI (and Combine, Observation) names a sample uses, how
/// often and in how many apps, and whether each resolves against the engine.
///
/// A *use* is a name written in a Swift file that the app does not declare itself, and that
/// is not the standard library's or Foundation's alone. It *resolves* when the engine (or
/// the toolchain's Observation) declares that name in that role, and the type checker did
/// not report it missing on that line. Method and limits: Inventory/README.md.
public struct UsageInventory: Sendable {
    /// One name of the inventory.
    public struct Symbol: Sendable {
        /// How the table names it: `Text`, `.padding()`, `\.dismiss`, `@State`, `Color.red`, `.title`.
        public var key: String
        /// Its family (``UsageInventory/families``).
        public var family: String
        /// The framework it is taken to belong to.
        public var module: String
        /// Its uses.
        public var uses = 0
        /// Uses that do not resolve.
        public var unresolved = 0
        /// Apps using it.
        public var apps: Set<String> = []
        /// Apps where it does not resolve.
        public var unresolvedApps: Set<String> = []
        /// Whether the engine declares it in this role.
        public var declared: Bool
        /// Uses in files that import a module missing here (true) or not (false).
        var filesWithMissingImports: [Bool: Int] = [:]
        /// The missing modules its files import, by uses.
        var missingImports: [String: Int] = [:]

        /// `yes`, `no` or `partly`.
        public var resolves: String { unresolved == 0 ? "yes" : unresolved == uses ? "no" : "partly" }
    }

    /// SwiftUI's, Combine's and Observation's families: what coverage counts.
    public static let swiftUIFamilies = ["views", "modifiers", "environment values", "property wrappers & attributes", "macros",
                                         "types", "members", "Combine", "Observation"]
    /// Every family, in the tables' order.
    public static let families = swiftUIFamilies + ["Foundation on Linux", "other frameworks", "third-party packages"]

    /// The names, by key.
    public var symbols: [String: Symbol]
    /// Names that look like the apps' own (lower-case, declared nowhere): excluded.
    public var unattributed: [String: Int]
    /// Files counted (tests aside).
    public var countedFiles: Int

    /// Resolving uses and uses in `families` (all when nil).
    public func coverage(_ families: [String]? = nil) -> (resolved: Int, total: Int) {
        var resolved = 0
        var total = 0
        for symbol in symbols.values where families?.contains(symbol.family) ?? true {
            total += symbol.uses
            resolved += symbol.uses - symbol.unresolved
        }
        return (resolved, total)
    }

    /// The inventory of `apps`, given the check's `results` and the declarations in `index`.
    public init(apps: [App], results: [FileResult], index: SymbolIndex) {
        let classifier = UseClassifier(index: index)
        var resultOf: [String: FileResult] = [:]
        for result in results { resultOf[result.app + "\u{0}" + result.rel] = result }
        var symbols: [String: Symbol] = [:]
        var unattributed: [String: Int] = [:]
        var counted = 0
        for app in apps {
            let context = UseClassifier.AppContext(app)
            for file in app.files {
                guard let result = resultOf[app.name + "\u{0}" + file.rel], result.status != .test else { continue }
                counted += 1
                var missingHere: [Int: Set<String>] = [:]   // line -> names the type checker reported missing
                for error in result.errors where error.cause == .engine && ["missing", "missing member", "Foundation re-export"].contains(error.shape) && !error.symbol.isEmpty {
                    let word = error.symbol.split(separator: " ").first.map(String.init) ?? ""
                    var name = Substring(word.split(separator: ".").last ?? "")
                    while name.first == "#" || name.first == "@" { name = name.dropFirst() }
                    missingHere[error.line, default: []].insert(String(name))
                }
                let missingImports = Set(result.blockedBy)
                for use in file.facts.uses {
                    guard let found = classifier.classify(use, context) else { continue }
                    guard case .counted(let key, var family, let declared, var module) = found else {
                        unattributed[use.name, default: 0] += 1
                        continue
                    }
                    let root = use.base.split(separator: ".").first.map(String.init) ?? ""
                    if !declared && (FrameworkNames.swiftUI.contains(use.name) || (!root.isEmpty && FrameworkNames.swiftUI.contains(root))) {
                        module = "SwiftUI"
                    } else if !declared {
                        let framework = FrameworkNames.framework(of: use.name).isEmpty && !root.isEmpty
                            ? FrameworkNames.framework(of: root) : FrameworkNames.framework(of: use.name)
                        if !framework.isEmpty {
                            if (framework == "AppKit/Foundation" && !FrameworkNames.isAppKit(use.name)) || framework == "Foundation" {
                                (family, module) = ("Foundation on Linux", "Foundation")
                            } else {
                                (family, module) = ("other frameworks", framework)
                            }
                        }
                    }
                    var symbol = symbols[key] ?? Symbol(key: key, family: family, module: module, declared: declared)
                    symbol.uses += 1
                    symbol.apps.insert(app.name)
                    symbol.filesWithMissingImports[!missingImports.isEmpty, default: 0] += 1
                    for module in missingImports { symbol.missingImports[module, default: 0] += 1 }
                    if !declared || missingHere[use.line]?.contains(use.name) == true {
                        symbol.unresolved += 1
                        symbol.unresolvedApps.insert(app.name)
                    }
                    symbols[key] = symbol
                }
            }
        }
        // A name the engine does not declare, used only in files that import another framework
        // or a package, belongs to that one rather than to SwiftUI.
        for key in symbols.keys {
            var symbol = symbols[key]!
            guard !symbol.declared, !["other frameworks", "Foundation on Linux"].contains(symbol.family), symbol.module != "SwiftUI",
                  symbol.filesWithMissingImports[false, default: 0] == 0,
                  let top = symbol.missingImports.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { continue }
            symbol.family = AppleFrameworks.names.contains(top) ? "other frameworks" : "third-party packages"
            symbol.module = "with " + top
            symbols[key] = symbol
        }
        self.symbols = symbols
        self.unattributed = unattributed
        countedFiles = counted
    }

    /// `usage.tsv`: one row per name, most used first.
    public func tsv() -> String {
        var lines = ["symbol\tfamily\tmodule\tuses\tapps\tresolves\tunresolved_uses"]
        for symbol in symbols.values.sorted(by: { ($0.uses, $1.key) > ($1.uses, $0.key) }) {
            lines.append("\(symbol.key)\t\(symbol.family)\t\(symbol.module)\t\(symbol.uses)\t\(symbol.apps.count)\t\(symbol.resolves)\t\(symbol.unresolved)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
