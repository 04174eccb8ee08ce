import Foundation
import ProcessRunner

/// Names one set of modules declares, read from their symbol graphs.
public struct Declarations: Sendable, Codable {
    /// Top-level name → its kind (`struct`, `protocol`, `func`...).
    public var top: [String: String] = [:]
    /// Member base name → the paths of the types declaring it (`Font`, `View`).
    public var members: [String: Set<String>] = [:]
    /// `Parent.name` → its kinds (`type.property`, `enum.case`...).
    public var memberKinds: [String: Set<String>] = [:]
    /// Type path → the protocols (and classes) it conforms to, by name.
    public var conforms: [String: Set<String>] = [:]
    /// Top-level name → its module.
    public var moduleOf: [String: String] = [:]

    /// No declarations.
    public init() {}

    /// Adds the declarations of a symbol graph of `module`.
    public mutating func add(graph data: Data, module: String) throws {
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        var paths: [String: [String]] = [:]
        for symbol in graph.symbols {
            let components = symbol.pathComponents.map(Self.baseName)
            guard !components.isEmpty, !components.contains(where: { $0.hasPrefix("_") }) else { continue }
            paths[symbol.identifier.precise] = components
            let kind = symbol.kind.identifier.hasPrefix("swift.") ? String(symbol.kind.identifier.dropFirst(6)) : symbol.kind.identifier
            if components.count == 1 {
                if top[components[0]] == nil { top[components[0]] = kind }
                if moduleOf[components[0]] == nil { moduleOf[components[0]] = module }
            } else {
                let parent = components.dropLast().joined(separator: ".")
                members[components.last!, default: []].insert(parent)
                memberKinds[parent + "." + components.last!, default: []].insert(kind)
            }
        }
        for relationship in graph.relationships where ["conformsTo", "inheritsFrom"].contains(relationship.kind) {
            guard let source = paths[relationship.source] else { continue }
            let target = relationship.targetFallback ?? paths[relationship.target]?.joined(separator: ".") ?? ""
            guard !target.isEmpty else { continue }
            conforms[source.joined(separator: "."), default: []].insert(Self.baseName(String(target.split(separator: ".").last ?? "")))
        }
    }

    /// `padding` for `padding(_:_:)`.
    static func baseName(_ component: String) -> String {
        component.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? component
    }

    /// Members reachable as `.name` with a contextual type: static members and enum cases.
    public func staticNames() -> Set<String> {
        Set(memberKinds.filter { !$0.value.isDisjoint(with: ["type.property", "type.method", "enum.case", "type.subscript"]) }
            .keys.map { String($0.split(separator: ".").last ?? "") })
    }

    /// Whether `parent.name` is declared: on the type itself, or on a protocol it conforms to.
    public func hasMember(_ parent: String, _ name: String) -> Bool {
        guard let parents = members[name] else { return false }
        var seen: Set<String> = []
        var todo = [parent, String(parent.split(separator: ".").last ?? "")]
        while let next = todo.popLast() {
            if !seen.insert(next).inserted { continue }
            if parents.contains(next) { return true }
            todo += conforms[next] ?? []
        }
        return false
    }
}

/// The parts of a symbol graph the declarations are read from.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable { var precise: String }
        struct Kind: Decodable { var identifier: String }
        var identifier: Identifier
        var pathComponents: [String]
        var kind: Kind
    }
    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }
    var symbols: [Symbol]
    var relationships: [Relationship]
}

/// What the engine, the toolchain's Observation, and the standard library, Foundation and
/// Dispatch declare (`swift-symbolgraph-extract`), which the inventory compares uses with.
public struct SymbolIndex: Sendable, Codable {
    /// The engine's modules (ViewEngine, its Combine, OnChangeCompat, the stand-ins for
    /// Apple's frameworks; ViewEngineMacros with `--macros`).
    public var engine: Declarations
    /// The toolchain's Observation.
    public var observation: Declarations
    /// The standard library, Foundation, Dispatch.
    public var toolchain: Declarations

    static let toolchainModules = ["Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
                                   "FoundationInternationalization", "FoundationNetworking", "Dispatch", "Synchronization", "RegexBuilder"]
    /// The engine's own API, not SwiftUI's.
    static let engineOwn: Set<String> = ["ViewHost", "HostConfiguration", "HostError", "Diagnostic", "FrameTrace", "AppStorageValue", "VirtualClock"]

    /// The engine's types that conform to `View`.
    public func viewTypes() -> Set<String> {
        Set(engine.conforms.filter { $0.value.contains("View") && !$0.key.contains(".") }.keys)
    }

    /// The names Combine declares.
    public func combineNames() -> Set<String> {
        Set(engine.moduleOf.filter { $0.value == "Combine" }.keys)
    }

    private struct Cached: Codable {
        var stamp: String
        var modules: [String]
        var index: SymbolIndex
    }

    /// Extracts (or reads from the build folder's cache) the symbol graphs of `engine` and the
    /// toolchain.
    public static func load(engine: Engine, log: Log) throws -> SymbolIndex {
        let stamp = engine.stamp
        let cachePath = engine.work + "/symbols.json"
        if let data = FileManager.default.contents(atPath: cachePath), let cached = try? JSONDecoder().decode(Cached.self, from: data),
           cached.stamp == stamp, cached.modules == engine.modules {
            return cached.index
        }
        log.note("reading the symbol graphs of \(engine.modules.joined(separator: ", ")), Observation and the toolchain")
        var sets: [Declarations] = []
        for group in [engine.modules, ["Observation"], toolchainModules] {
            let folder = FileManager.default.temporaryDirectory.appending(path: "compat-check-symbols-\(getpid())-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for module in group {
                _ = ChildProcess.run(["swift-symbolgraph-extract", "-module-name", module, "-I", engine.modulesDir]
                                   + engine.clangModuleFolders.flatMap { ["-I", $0] } + [
                                    "-output-dir", folder.path, "-minimum-access-level", "public",
                                    "-skip-synthesized-members", "-skip-inherited-docs"], timeout: 300)
            }
            var declarations = Declarations()
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".symbols.json") }.sorted()
            for name in names {
                let module = String(name.split(separator: ".")[0].split(separator: "@")[0])
                if let data = FileManager.default.contents(atPath: folder.path + "/" + name) {
                    try declarations.add(graph: data, module: module)
                }
            }
            sets.append(declarations)
        }
        for name in engineOwn { sets[0].top[name] = nil }
        let index = SymbolIndex(engine: sets[0], observation: sets[1], toolchain: sets[2])
        if let data = try? JSONEncoder().encode(Cached(stamp: stamp, modules: engine.modules, index: index)) {
            _ = FileManager.default.createFile(atPath: cachePath, contents: data)
        }
        return index
    }
}
