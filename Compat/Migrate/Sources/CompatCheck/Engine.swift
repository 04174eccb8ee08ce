import Foundation
import ProcessRunner

/// The engine's modules as the check compiles against them, built once (debug) in the
/// package's build folder.
public struct Engine: Sendable {
    /// The repository's root.
    public var repo: String
    /// Where the built `.swiftmodule`s are.
    public var modulesDir: String
    /// The check's own folder beside the build (caches, stand-in modules).
    public var work: String
    /// The module `import SwiftUI` stands for (`SwiftUI` itself: the macros package's
    /// module of that name, no alias needed).
    public var alias: String
    /// With `--macros`: the macros' compiler plugin (an executable).
    public var plugin: String?
    /// The modules whose declarations are the engine's (the inventory's symbol graphs).
    public var modules: [String]
    /// The folders of the engine's C modules (system-library targets such as the SQLite
    /// that `SwiftData` stands on): a file importing a module that imports one needs its
    /// module map.
    public var clangModuleFolders: [String] = []

    /// What the check's caches (the modules found importable, the symbol graphs) are valid
    /// for: each of the engine's modules and when it was built. A stand-in added (a
    /// `PhotosUI` product) or rebuilt changes it, so what was read without it is read again.
    public var stamp: String {
        modules.sorted().map { module -> String in
            let attributes = try? FileManager.default.attributesOfItem(atPath: modulesDir + "/\(module).swiftmodule")
            return "\(module)@\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }.joined(separator: " ")
    }

    /// The macros' plugin target.
    public static let macrosPlugin = "ViewEngineMacrosPlugin"

    /// The engine's own modules; the stand-ins for Apple's frameworks are found by name.
    static let ownModules = ["ViewEngine", "ViewEngineCore", "Combine", "OnChangeCompat"]

    /// The repository this tool is built in (`Compat/Migrate/Sources/CompatCheck/` is four
    /// folders down).
    public static let defaultRepo: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Builds the engine's modules (debug): `OnChangeCompat` and its dependencies, and every
    /// library product named as an Apple framework (the engine's stand-ins). With `macros`, in
    /// the opt-in package `Macros/`, whose `ViewEngineMacros` re-exports the engine and
    /// declares `#Preview`, `@Previewable` and `@Entry` (its plugin is built too), and whose
    /// `SwiftUI` module is then what `import SwiftUI` imports.
    ///
    /// With `macros` and no `scratch`, it builds in the repository's shared build folder
    /// (``sharedScratch(repo:)``), where an app's test package on `Macros/` builds too: the
    /// macros' plugin, and the swift-syntax it needs, compile once for the check and the app.
    public static func build(repo: String = defaultRepo, scratch: String?, macros: Bool, log: Log) throws -> Engine {
        let package = macros ? repo + "/Macros" : repo
        let scratchArguments = (scratch ?? defaultScratch(repo: repo, macros: macros)).map { ["--scratch-path", $0] } ?? []
        var targets = ["OnChangeCompat", "FoundationOnLinux"] + (macros ? ["ViewEngineMacros", "SwiftUI"] : [])
        for described in macros ? [repo, package] : [repo] {
            for target in try frameworkStandIns(package: described) where !targets.contains(target) { targets.append(target) }
        }
        let started = Date()
        for target in targets {
            let arguments = ["swift", "build", "--package-path", package, "--target", target] + scratchArguments
            log.note("building the engine: \(arguments.joined(separator: " "))")
            let outcome = ChildProcess.run(arguments)
            guard outcome.status == 0 else {
                throw CheckError("the engine did not build:\n" + String(outcome.output.suffix(8000)))
            }
        }
        let binPath = ChildProcess.run(["swift", "build", "--package-path", package, "--show-bin-path"] + scratchArguments)
            .output.split(separator: "\n").last.map(String.init) ?? ""
        var isFolder: ObjCBool = false
        let modules = FileManager.default.fileExists(atPath: binPath + "/Modules", isDirectory: &isFolder) && isFolder.boolValue
            ? binPath + "/Modules" : binPath
        let work = (binPath as NSString).deletingLastPathComponent + "/compat-check"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        log.note("engine ready in \(Int(Date().timeIntervalSince(started)))s: \(modules)")
        var candidates = ownModules + (macros ? ["ViewEngineMacros"] : [])
        candidates += AppleFrameworks.names.sorted().filter { !candidates.contains($0) }
        let present = candidates.filter { FileManager.default.fileExists(atPath: modules + "/\($0).swiftmodule") }
        let clangModules = clangModuleFolders(in: macros ? [repo, package] : [repo])
        guard macros else {
            return Engine(repo: repo, modulesDir: modules, work: work, alias: "ViewEngine", modules: present,
                          clangModuleFolders: clangModules)
        }
        let plugin = binPath + "/\(macrosPlugin)-tool"
        guard FileManager.default.fileExists(atPath: plugin) else { throw CheckError("the macros' plugin is not at \(plugin)") }
        // The macros package's own `SwiftUI` module is what an app's `import SwiftUI` gets on
        // Linux (with SwiftUI's Core Data names, `@FetchRequest`); without it, the macros.
        let swiftUI = FileManager.default.fileExists(atPath: modules + "/SwiftUI.swiftmodule") ? "SwiftUI" : "ViewEngineMacros"
        return Engine(repo: repo, modulesDir: modules, work: work, alias: swiftUI, plugin: plugin, modules: present,
                      clangModuleFolders: clangModules)
    }

    /// The shared build folder's name, at the repository's top.
    public static let sharedScratchName = ".build-apps"

    /// The build folder the check shares by default, `.build-apps` at the repository's top:
    /// `Scripts/compat-check` builds the tools there for the host (the `host-tools` command
    /// plugin), the check builds the engine with its macros there, and an app's test package on
    /// `Macros/` built there (`swift test --scratch-path …/.build-apps`, as
    /// TestingAppsOnLinux.md builds it) reuses what it finds: SwiftPM reuses an object
    /// whose command line is the same whichever package asks for it, so the macros' plugin,
    /// the swift-syntax it needs and the engine compile once. Not the macros package's own
    /// `.build`: the check builds the library's modules named as Apple's (`os`, `OSLog`,
    /// `UIKit`) into its folder, and there a developer's next build of swift-syntax's
    /// `SwiftSyntaxBuilder` (`#if canImport(os)`) would find ours and fail to link.
    public static func sharedScratch(repo: String = defaultRepo) -> String {
        repo + "/" + sharedScratchName
    }

    /// Where the engine builds when no scratch folder is given: the root package's own
    /// `.build` for the engine alone (no swift-syntax there); with the macros, the shared
    /// build folder (``sharedScratch(repo:)``).
    public static func defaultScratch(repo: String, macros: Bool) -> String? {
        macros ? sharedScratch(repo: repo) : nil
    }

    /// The source folders of `packages` that hold a module map (their C targets).
    static func clangModuleFolders(in packages: [String]) -> [String] {
        packages.flatMap { package -> [String] in
            let sources = package + "/Sources"
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
            return folders.sorted().map { sources + "/" + $0 }
                .filter { FileManager.default.fileExists(atPath: $0 + "/module.modulemap") }
        }
    }

    /// The targets of `package`'s library products that are named as Apple frameworks
    /// (`swift package describe`).
    static func frameworkStandIns(package: String) throws -> [String] {
        let outcome = ChildProcess.run(["swift", "package", "--package-path", package, "describe", "--type", "json"])
        guard outcome.status == 0, let start = outcome.output.firstIndex(of: "{"),
              let data = String(outcome.output[start...]).data(using: .utf8) else {
            throw CheckError("swift package describe failed in \(package):\n" + String(outcome.output.suffix(4000)))
        }
        struct Description: Decodable {
            struct Product: Decodable { var name: String; var targets: [String]; var type: [String: [String]?] }
            var products: [Product]
        }
        let description = try JSONDecoder().decode(Description.self, from: data)
        return description.products
            .filter { $0.type.keys.contains("library") && AppleFrameworks.names.contains($0.name) }
            .flatMap(\.targets)
    }
}

/// A failure that ends the check, in words for the user.
public struct CheckError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    /// A failure described by `description`.
    public init(_ description: String) { self.description = description }
}

/// Where the check's progress goes (standard error), one line at a time.
public struct Log: Sendable {
    private let write: @Sendable (String) -> Void
    /// A log that hands each line to `write`.
    public init(_ write: @escaping @Sendable (String) -> Void) { self.write = write }
    /// Lines to standard error.
    public static let standardError = Log { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    /// Lines to nowhere.
    public static let silent = Log { _ in }
    /// Logs `line`.
    public func note(_ line: String) { write(line) }
}
