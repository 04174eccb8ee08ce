import Foundation
import Testing
import TestSupport

/// The table of supported APIs in `Sources/ViewEngine/ViewEngine.docc/Surface.md` is
/// checked against the module: `swift-symbolgraph-extract` reads the public declarations of
/// the `ViewEngine` this test run was built with (under a second), and the table must name
/// every type, free function and `View` modifier the module declares, and nothing it does
/// not. Every one of them must also be called in the surface tests (the other files of
/// `Tests/ViewEngineTests/Surface/`: `SurfaceAPITests` and the families' own), so that a
/// signature that stops compiling fails the build. A name is compared by its base (`frame`
/// for `frame(width:height:alignment:)`); the overloads are `SurfaceAPITests`' business.
@Suite("Surface: Surface.md's table is the module's public SwiftUI API")
struct SurfaceTableTests {
    /// The repository: this file is `Tests/ViewEngineTests/Surface/SurfaceTableTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let surfacePath = "Sources/ViewEngine/ViewEngine.docc/Surface.md"
    static let surfaceTestsPath = "Tests/ViewEngineTests/Surface"
    /// This file, whose own test names declarations it does not call.
    static let thisFile = "SurfaceTableTests.swift"

    /// The sources of the surface tests, together.
    static func surfaceTestSources() throws -> String {
        let folder = root.appending(path: surfaceTestsPath)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.hasSuffix(".swift") && $0 != thisFile }
            .map { try String(contentsOf: folder.appending(path: $0), encoding: .utf8) }
            .joined(separator: "\n")
    }

    /// The engine's own public names, documented with the host (DrivingControls.md,
    /// FrameLoop.md), not SwiftUI's.
    static let engineNames: Set<String> = ["ViewHost", "HostConfiguration", "HostError", "Diagnostic", "FrameTrace", "AppStorageValue", "HostedApp",
                                              "HostNotifications"]

    /// The public declarations of a module, as its symbol graph has them.
    struct Declarations: Equatable {
        /// Top-level types and free functions, by base name (`Text`, `withAnimation`).
        var topLevel: Set<String> = []
        /// `View`'s methods, by base name (`font`, `padding`).
        var viewModifiers: Set<String> = []
        /// Every declaration's path by base names (`Font.system`, `Edge.Set`), and the last
        /// component of each (`system`, `primary`): what a name in the table may also be.
        var paths: Set<String> = []
        var members: Set<String> = []

        /// Adds `other`'s declarations to these.
        mutating func formUnion(_ other: Declarations) {
            topLevel.formUnion(other.topLevel)
            viewModifiers.formUnion(other.viewModifiers)
            paths.formUnion(other.paths)
            members.formUnion(other.members)
        }
    }

    /// `frame` for `frame(width:height:alignment:)`.
    static func base(_ name: String) -> String { String(name.prefix { $0 != "(" }) }

    /// What a symbol graph declares, leaving out underscored names (`_AttributeModifier`).
    static func declarations(inSymbolGraph data: Data, keeping keep: (String) -> Bool = { _ in true }) throws -> Declarations {
        struct Graph: Decodable {
            struct Symbol: Decodable {
                struct Kind: Decodable { let identifier: String }
                let kind: Kind
                let pathComponents: [String]
            }
            let symbols: [Symbol]
        }
        var declarations = Declarations()
        for symbol in try JSONDecoder().decode(Graph.self, from: data).symbols {
            let path = symbol.pathComponents.map(base)
            guard let first = path.first, keep(first), !path.contains(where: { $0.hasPrefix("_") }) else { continue }
            declarations.paths.insert(path.joined(separator: "."))
            declarations.members.insert(path[path.count - 1])
            if path.count == 1 { declarations.topLevel.insert(first) }
            if first == "View", path.count == 2, symbol.kind.identifier == "swift.method" { declarations.viewModifiers.insert(path[1]) }
        }
        return declarations
    }

    /// The names in the table of `markdown`'s "Supported views and modifiers" section: the
    /// code spans of each row's second column, each by its base (`.plain` is `plain`,
    /// `Text(_:format:)` is `Text`, `Shape.fill(_:style:)` is `Shape.fill`); a span that
    /// ends with `:` names an argument label and is not a name.
    static func tableNames(inMarkdown markdown: String) -> Set<String> {
        guard let start = markdown.range(of: "## Supported views and modifiers") else { return [] }
        var names: Set<String> = []
        for line in markdown[start.upperBound...].split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count > 2 else { continue }
            for match in cells[2].matches(of: /`([^`]+)`/) {
                let span = match.1.trimmingCharacters(in: .whitespaces)
                guard !span.hasSuffix(":"), !span.hasPrefix("---") else { continue }
                let name = span.drop { $0 == "." || $0 == "@" }.prefix { !"( +".contains($0) }
                if !name.isEmpty { names.insert(String(name)) }
            }
        }
        return names
    }

    /// What the table and the module disagree on.
    struct Disagreement: Equatable {
        /// Declared by the module, not named in the table.
        var missingFromTable: [String] = []
        /// Named in the table, not declared by the module.
        var unknownInTable: [String] = []
    }

    static func compare(_ declarations: Declarations, table: Set<String>, engineNames: Set<String>) -> Disagreement {
        let tableBases = Set(table.map { String($0.prefix { $0 != "." }) })
        let expected = declarations.topLevel.subtracting(engineNames).union(declarations.viewModifiers)
        return Disagreement(
            missingFromTable: expected.filter { !table.contains($0) && !tableBases.contains($0) }.sorted(),
            unknownInTable: table.filter { name in
                !declarations.topLevel.contains(name) && !declarations.viewModifiers.contains(name)
                    && !declarations.paths.contains(name) && !declarations.members.contains(name)
            }.sorted())
    }

    /// The names of `declarations` that `source` never mentions: a type or function as a
    /// word, a modifier as `.name`.
    static func uncalled(_ declarations: Declarations, in source: String, engineNames: Set<String>) -> [String] {
        let words = Set(source.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        let members = Set(source.matches(of: /\.([A-Za-z_][A-Za-z0-9_]*)/).map { String($0.1) })
        let types = declarations.topLevel.subtracting(engineNames).filter { !words.contains($0) }
        let modifiers = declarations.viewModifiers.filter { !members.contains($0) }
        return (types.sorted() + modifiers.sorted().map { ".\($0)" })
    }

    /// The public symbol graphs of `module` as this test binary was built with it: one
    /// file per module whose types it extends (`ViewEngine@ViewEngineCore` holds the
    /// modifiers, which extend the core's `View`), by file name.
    static func symbolGraphs(of module: String) throws -> [String: Data] {
        let modules = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("Modules")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try ToolRun(["swift-symbolgraph-extract", "-module-name", module, "-I", modules.path,
                               "-output-dir", output.path, "-minimum-access-level", "public",
                               "-skip-synthesized-members", "-skip-inherited-docs"])
        guard run.status == 0 else { throw ExtractionFailed(log: run.output) }
        var graphs: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
            graphs[name] = try Data(contentsOf: output.appendingPathComponent(name))
        }
        return graphs
    }

    /// The core's declarations that `ViewEngine` re-exports (`Sources/ViewEngine/CoreExports.swift`,
    /// `@_exported import struct ViewEngineCore.Name`), by name.
    static func coreExports() throws -> Set<String> {
        let source = try String(contentsOf: root.appending(path: "Sources/ViewEngine/CoreExports.swift"), encoding: .utf8)
        return Set(source.matches(of: /(?m)^@_exported import \w+ ViewEngineCore\.(\w+)$/).map { String($0.1) })
    }

    /// The modules SwiftUI code imports beside it whose names the table lists too:
    /// `import os`, `import OSLog`, `import UserNotifications`.
    static let companionModules = ["os", "OSLog", "UserNotifications"]

    /// What a user of `ViewEngine` sees: the module's own declarations, its extensions of
    /// the core's types, and the core's declarations it re-exports; and the names of the
    /// companion modules (`os`, `OSLog`, `UserNotifications`).
    static func userVisibleDeclarations() throws -> Declarations {
        let engine = try symbolGraphs(of: "ViewEngine")
        let core = try symbolGraphs(of: "ViewEngineCore")
        var declarations = try Self.declarations(inSymbolGraph: engine["ViewEngine.symbols.json"] ?? Data())
        declarations.formUnion(try Self.declarations(inSymbolGraph: engine["ViewEngine@ViewEngineCore.symbols.json"] ?? Data()))
        let exported = try coreExports()
        declarations.formUnion(try Self.declarations(inSymbolGraph: core["ViewEngineCore.symbols.json"] ?? Data()) { exported.contains($0) })
        // The modules SwiftUI code imports beside it (`import os`, `import OSLog`,
        // `import UserNotifications`).
        for module in companionModules {
            declarations.formUnion(try Self.declarations(inSymbolGraph: try symbolGraphs(of: module)["\(module).symbols.json"] ?? Data()))
        }
        return declarations
    }

    struct ExtractionFailed: Error, CustomStringConvertible {
        let log: String
        var description: String { "swift-symbolgraph-extract failed: \(log)" }
    }

    @Test func theTableNamesEveryPublicSwiftUIDeclarationAndNothingElse() throws {
        let declarations = try Self.userVisibleDeclarations()
        #expect(declarations.topLevel.count > 150 && declarations.viewModifiers.count > 150)
        let markdown = try String(contentsOf: Self.root.appending(path: Self.surfacePath), encoding: .utf8)
        let disagreement = Self.compare(declarations, table: Self.tableNames(inMarkdown: markdown), engineNames: Self.engineNames)
        #expect(disagreement.missingFromTable == [], "declared, not in Surface.md's table")
        #expect(disagreement.unknownInTable == [], "in Surface.md's table, not declared")
        let calls = try Self.surfaceTestSources()
        #expect(Self.uncalled(declarations, in: calls, engineNames: Self.engineNames) == [], "declared, never called in the surface tests")
    }

    /// The comparison fails both ways, on a graph and a table small enough to read.
    @Test func theCheckFindsADeclarationMissingFromTheTableAndANameTheModuleLacks() throws {
        let graph = """
            {"symbols": [
              {"kind": {"identifier": "swift.struct"}, "pathComponents": ["Text"]},
              {"kind": {"identifier": "swift.struct"}, "pathComponents": ["Font"]},
              {"kind": {"identifier": "swift.type.property"}, "pathComponents": ["Font", "title"]},
              {"kind": {"identifier": "swift.method"}, "pathComponents": ["View", "font(_:)"]},
              {"kind": {"identifier": "swift.method"}, "pathComponents": ["View", "kerning(_:)"]},
              {"kind": {"identifier": "swift.struct"}, "pathComponents": ["_AttributeModifier"]},
              {"kind": {"identifier": "swift.class"}, "pathComponents": ["ViewHost"]}
            ]}
            """
        let declarations = try Self.declarations(inSymbolGraph: Data(graph.utf8))
        #expect(declarations.topLevel == ["Text", "Font", "ViewHost"])
        #expect(declarations.viewModifiers == ["font", "kerning"])
        let markdown = """
            ## Supported views and modifiers

            | Family | Views, modifiers and types | `render()` |
            | --- | --- | --- |
            | Text | `Text(_:format:)`, `font(_:)`, `Font.title`, `.title`, `tracking(_:)`, `selection:` | `Text "…"` |
            """
        let table = Self.tableNames(inMarkdown: markdown)
        #expect(table == ["Text", "font", "Font.title", "title", "tracking"])
        #expect(Self.compare(declarations, table: table, engineNames: ["ViewHost"])
                == Disagreement(missingFromTable: ["kerning"], unknownInTable: ["tracking"]))
        #expect(Self.uncalled(declarations, in: "Text(\"a\").font(.title)", engineNames: ["ViewHost"]) == ["Font", ".kerning"])
    }

    /// The core's public declarations that stay out of users' namespace: the node classes
    /// the features subclass and the types of their overridable members, public only
    /// because Swift lets another module subclass an `open` class alone.
    static let coreInternals: Set<String> = ["Node", "TypedNode", "ModifierNode", "RenderOutput", "MemberModifiers", "EnvironmentBox", "NodeStorage", "AlignmentKey", "LayoutCache", "LayoutSpacing"]

    /// Every public top-level declaration of `ViewEngineCore` is either re-exported by
    /// `ViewEngine` (CoreExports.swift) or one of the engine's own classes: a new public
    /// type in the core that users should see cannot be forgotten, and an internal one
    /// cannot leak by accident.
    @Test func theCoreIsReExportedExceptItsNodeClasses() throws {
        let core = try Self.symbolGraphs(of: "ViewEngineCore")
        let declared = try Self.declarations(inSymbolGraph: core["ViewEngineCore.symbols.json"] ?? Data()).topLevel
        let exported = try Self.coreExports()
        #expect(declared.count > 15)
        #expect(declared.subtracting(exported).subtracting(Self.coreInternals).sorted() == [], "public in the core, neither re-exported nor an engine class")
        #expect(exported.filter { !$0.hasPrefix("_") }.subtracting(declared).sorted() == [], "re-exported, not declared by the core")
        #expect(exported.intersection(Self.coreInternals).sorted() == [], "an engine class re-exported to users")
    }
}
