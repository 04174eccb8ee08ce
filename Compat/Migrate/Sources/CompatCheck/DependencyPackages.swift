import Foundation
import ProcessRunner

/// The packages apps depend on (their `Package.resolved` pins, checked out side by side in
/// one folder), each target compiled unchanged against the engine as its own module when a
/// file imports it — as SwiftPM builds an app's dependencies on Linux with the engine
/// standing in for SwiftUI. A dependency that compiles makes its importers checkable; one
/// that does not keeps them blocked, and says why.
///
/// Targets are found in each checkout's `Sources/<target>` folder (SwiftPM's default
/// layout); the module is the target's name with `-` written `_`. A target's own imports
/// that another checkout provides are compiled first.
///
/// Invariant (`@unchecked Sendable`): `checkouts`, `output`, `flags`, `targets`, `addresses`,
/// `requires`, `log` and `bundleAccessor` are `let`s; `outcomes` is read and written only
/// under `lock`, and builds run under it, one at a time.
public final class DependencyPackages: @unchecked Sendable {
    /// What became of one dependency module.
    public struct Outcome: Sendable, Equatable, Codable {
        /// The module's name.
        public var module: String
        /// The checkout (the package's folder name) that declares it.
        public var package: String
        /// Whether it compiled against the engine.
        public var compiled: Bool
        /// The compiler's first error, when it did not.
        public var firstError: String?

        enum CodingKeys: String, CodingKey {
            case module, package, compiled
            case firstError = "first_error"
        }
    }

    /// `packages.tsv`: each dependency module tried, with its checkout's address and commit
    /// from `manifest` (the checkouts' `MANIFEST.tsv`: package, address, commit per line).
    public static func tsv(_ outcomes: [Outcome], manifest: String) -> String {
        var pins: [String: (String, String)] = [:]
        for line in manifest.split(separator: "\n") where !line.hasPrefix("#") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if cells.count >= 3 { pins[cells[0]] = (cells[1], cells[2]) }
        }
        var rows = ["module\tpackage\taddress\tcommit\tcompiles\tfirst_error"]
        for outcome in outcomes.sorted(by: { $0.module < $1.module }) {
            let (address, commit) = pins[outcome.package] ?? ("", "")
            let error = (outcome.firstError ?? "").replacingOccurrences(of: "\t", with: " ")
            rows.append([outcome.module, outcome.package, address, commit, outcome.compiled ? "yes" : "no", error].joined(separator: "\t"))
        }
        return rows.joined(separator: "\n") + "\n"
    }

    private struct Target {
        var package: String
        var folder: String
    }

    /// Each checkout's address (from `MANIFEST.tsv`), normalized; a checkout without one
    /// serves every app.
    private let addresses: [String: String]
    /// The addresses each checkout's own manifest depends on, normalized.
    private let requires: [String: Set<String>]

    private let checkouts: String
    private let output: String
    private let flags: [String]
    private let targets: [String: Target]
    private let log: Log
    /// The file declaring `Bundle.module`, as SwiftPM generates for a target with resources.
    private let bundleAccessor: String
    private let lock = NSLock()
    private var outcomes: [String: Outcome] = [:]

    /// The folder the check puts compiled dependency modules in (given to every compile as
    /// `-I`).
    public static func moduleFolder(_ engine: Engine) -> String { engine.work + "/dependency-modules" }

    /// The dependencies checked out in `checkouts`, compiled against `engine` as `options`
    /// compile the apps.
    public init(checkouts: String, engine: Engine, options: CheckOptions, log: Log) {
        self.checkouts = checkouts
        self.log = log
        bundleAccessor = StandIns(engine: engine).resourceBundleAccessor()
        output = Self.moduleFolder(engine)
        try? FileManager.default.removeItem(atPath: output)
        try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        flags = CompilerFlags.driver(engine, options).map { $0 == "-typecheck" ? "-emit-module" : $0 }
        (targets, addresses, requires) = Self.scan(checkouts)
    }

    /// Each dependency module's source folder in `checkouts` (a target's `Sources/<target>`,
    /// or the path its manifest gives), as the check compiles them: what `--launch` builds
    /// an app's imported packages from.
    public static func sourceFolders(checkouts: String) -> [String: String] {
        scan(checkouts).targets.mapValues(\.folder)
    }

    /// The checkouts' targets, addresses (from `MANIFEST.tsv`) and what each manifest
    /// depends on.
    private static func scan(_ checkouts: String) -> (targets: [String: Target], addresses: [String: String],
                                                      requires: [String: Set<String>]) {
        var targets: [String: Target] = [:]
        var addresses: [String: String] = [:]
        var requires: [String: Set<String>] = [:]
        let listed = (try? String(contentsOfFile: checkouts + "/MANIFEST.tsv", encoding: .utf8)) ?? ""
        for line in listed.split(separator: "\n") where !line.hasPrefix("#") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if cells.count >= 2 { addresses[cells[0]] = normalized(cells[1]) }
        }
        let manager = FileManager.default
        for package in ((try? manager.contentsOfDirectory(atPath: checkouts)) ?? []).sorted() {
            let sources = checkouts + "/" + package + "/Sources"
            guard manager.fileExists(atPath: checkouts + "/" + package + "/Package.swift") else { continue }
            let manifest = (try? String(contentsOfFile: checkouts + "/" + package + "/Package.swift", encoding: .utf8)) ?? ""
            let declared = declaredTargets(in: manifest)
            requires[package] = Self.addresses(in: manifest)
            let folders = ((try? manager.contentsOfDirectory(atPath: sources)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
            for target in folders {
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: sources + "/" + target, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let module = target.replacingOccurrences(of: "-", with: "_")
                if targets[module] == nil { targets[module] = Target(package: package, folder: sources + "/" + target) }
            }
            for (target, path) in declared {
                let module = target.replacingOccurrences(of: "-", with: "_")
                if let path {
                    targets[module] = Target(package: package, folder: checkouts + "/" + package + "/" + path)
                } else if declared.count == 1, folders.count == 1, folders[0] != target {
                    // One target, no path, and one folder in Sources of another name: the
                    // folder is the target's (SwiftOpenAI's SwiftOpenAI in Sources/OpenAI).
                    targets[module] = Target(package: package, folder: sources + "/" + folders[0])
                }
            }
        }
        return (targets, addresses, requires)
    }

    /// The package addresses an app's folder declares: its `Package.resolved` pins, its Xcode
    /// projects' package references and its manifests' `.package(url:)`, normalized.
    public static func declared(inAppFolder folder: String) -> Set<String> {
        var found: Set<String> = []
        FolderWalk.walk(folder) { path, _, files in
            for name in files where ["Package.resolved", "project.pbxproj", "Package.swift"].contains(name) {
                found.formUnion(addresses(in: (try? String(contentsOfFile: path + "/" + name, encoding: .utf8)) ?? ""))
            }
        }
        return found
    }

    /// The https addresses written in `text`, normalized.
    static func addresses(in text: String) -> Set<String> {
        Set(text.matches(of: /https?:\/\/[^\s"';,)]+/).map { normalized(String($0.output)) })
    }

    /// An address as a key: lower case, without a trailing `/` or `.git`.
    static func normalized(_ address: String) -> String {
        var address = address.lowercased()
        while address.hasSuffix("/") { address.removeLast() }
        if address.hasSuffix(".git") { address.removeLast(4) }
        return address
    }

    /// Whether the checkout `package` is among `declared` or what they depend on.
    private func isDeclared(_ package: String, by declared: Set<String>) -> Bool {
        guard let address = addresses[package] else { return true }
        var reached = declared
        var frontier = Array(declared)
        while let next = frontier.popLast() {
            guard let checkout = addresses.first(where: { $0.value == next })?.key else { continue }
            for address in requires[checkout] ?? [] where reached.insert(address).inserted { frontier.append(address) }
        }
        return reached.contains(address)
    }

    /// A manifest's regular targets (`.target(name: "A", ..., path: "Sources/B")`): each
    /// name, and the path it gives, if any.
    static func declaredTargets(in manifest: String) -> [(name: String, path: String?)] {
        manifest.components(separatedBy: ".target(").dropFirst().compactMap { part in
            let declaration = part.components(separatedBy: ".testTarget(")[0]
            guard let name = declaration.firstMatch(of: /name:\s*"([^"]+)"/)?.1 else { return nil }
            return (String(name), declaration.firstMatch(of: /path:\s*"([^"]+)"/).map { String($0.1) })
        }
    }

    /// Every dependency module tried so far, by name.
    public var tried: [Outcome] { lock.withLock { outcomes.values.sorted { $0.module < $1.module } } }

    /// Whether `module` is a target of a dependency the app declares (`declared`, its
    /// addresses; `nil`: any) that compiles here (compiling it, and the dependencies it
    /// imports, the first time). `available` says which modules exist without it.
    public func provides(_ module: String, declared: Set<String>? = nil, available: (Set<String>) -> [String: Bool]) -> Bool {
        if let declared, let target = targets[module], !isDeclared(target.package, by: declared) { return false }
        return lock.withLock { build(module, available: available, visiting: []) }
    }

    private func build(_ module: String, available: (Set<String>) -> [String: Bool], visiting: Set<String>) -> Bool {
        if let outcome = outcomes[module] { return outcome.compiled }
        guard let target = targets[module], !visiting.contains(module) else { return false }
        var files: [String] = []
        var imports: Set<String> = []
        var usesBundle = false
        let enumerator = FileManager.default.enumerator(atPath: target.folder)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let full = target.folder + "/" + path
            files.append(full)
            let source = String(decoding: FileManager.default.contents(atPath: full) ?? Data(), as: UTF8.self)
            imports.formUnion(FactsCollector.facts(path: path, source: source).imports.map(\.module))
            usesBundle = usesBundle || source.contains("Bundle.module")
        }
        files.sort()
        let exists = available(imports)
        for name in imports.sorted() where exists[name] != true && targets[name] != nil {
            _ = build(name, available: available, visiting: visiting.union([module]))
        }
        if usesBundle { files.append(bundleAccessor) }
        if let symbols = StandIns.packageAssetSymbolsSource(targetFolder: target.folder) {
            let path = output + "/\(module)-GeneratedAssetSymbols.swift"
            if (try? symbols.write(toFile: path, atomically: true, encoding: .utf8)) != nil { files.append(path) }
        }
        let command = ["swiftc"] + flags + ["-I", output, "-parse-as-library", "-module-name", module,
                                            "-emit-module-path", output + "/\(module).swiftmodule"] + files
        let result = ChildProcess.run(command, timeout: 300)
        let firstError = result.status == 0 ? nil : result.output.split(separator: "\n").first { $0.contains("error:") }.map {
            String($0).replacingOccurrences(of: checkouts + "/", with: "")
        } ?? (result.timedOut ? "timed out" : "exit \(result.status)")
        let outcome = Outcome(module: module, package: target.package, compiled: result.status == 0, firstError: firstError)
        outcomes[module] = outcome
        log.note("  dependency \(module) (\(target.package)): " + (outcome.compiled ? "compiled" : "does not compile here: \(firstError ?? "")"))
        return outcome.compiled
    }
}
