import ArgumentParser
import Foundation
import ProcessRunner

/// Whether an app that type-checks whole also launches: built as an executable against the
/// engine, run headlessly with `--picture` and `--tap` (the engine's `App.main()`), its
/// first screen drawn and one control tapped without a trap.
public struct LaunchResult: Sendable, Codable, Equatable {
    /// The app's name.
    public var app: String
    /// Whether it built, ran to its end with status 0, and drew its first screen.
    public var launched: Bool
    /// Why it did not launch (empty when it did): `build failed: <first error>`,
    /// `crashed: signal <n>` (and the runtime's `Fatal error:` line, if it wrote one), `exited with status <n>`, `timed out after <n> s`, or
    /// `no picture`.
    public var reason: String
    /// The run's `after tap:` line, without its prefix (`Button "Add"`, `no control`); empty
    /// when the run did not get that far.
    public var tap: String
    /// Where its first screen's SVG picture is (written by the run, outside the repository).
    public var picture: String

    /// A result with these values.
    public init(app: String, launched: Bool, reason: String, tap: String, picture: String) {
        self.app = app
        self.launched = launched
        self.reason = reason
        self.tap = tap
        self.picture = picture
    }

    /// The result of a run of the built app, from its outcome: launched when it exited with
    /// status 0 and the picture exists.
    public static func ran(_ app: String, outcome: Outcome, picture: String, pictureExists: Bool) -> LaunchResult {
        let tap = outcome.output.split(separator: "\n").last { $0.hasPrefix("after tap: ") }
            .map { String($0.dropFirst("after tap: ".count)) } ?? ""
        let reason: String
        if outcome.timedOut {
            reason = "timed out after \(Int(outcome.seconds.rounded())) s"
        } else if let signal = outcome.termination?.signal {
            let fatal = outcome.output.split(separator: "\n").first { $0.contains("Fatal error: ") }
            reason = "crashed: signal \(signal)" + (fatal.map { ": " + $0 } ?? "")
        } else if outcome.status != 0 {
            reason = "exited with status \(outcome.status)"
        } else if !pictureExists {
            reason = "no picture"
        } else {
            reason = ""
        }
        return LaunchResult(app: app, launched: reason.isEmpty, reason: reason, tap: tap, picture: picture)
    }

    /// The result of a build that failed: its first error line.
    public static func buildFailed(_ app: String, outcome: Outcome) -> LaunchResult {
        let firstError = outcome.output.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
        let detail = outcome.timedOut ? "timed out after \(Int(outcome.seconds.rounded())) s"
            : firstError?.trimmingCharacters(in: .whitespaces) ?? String(outcome.output.suffix(200))
        return LaunchResult(app: app, launched: false, reason: "build failed: " + detail, tap: "", picture: "")
    }
}

/// Builds whole apps as executables against the engine and launches them (`--launch`):
/// each app's files (links to them, unchanged) in a package of its own under `work`, all
/// built in one shared build folder so the engine and swift-syntax compile once.
public struct AppLauncher: Sendable {
    /// The repository whose engine the apps are built against.
    public var repo: String
    /// Where the packages and the pictures go (outside the repository).
    public var work: String
    /// The build folder the packages share.
    public var scratch: String
    /// Seconds for one app's build (the first also builds the engine).
    public var buildTimeout: Double
    /// Seconds for one app's run.
    public var runTimeout: Double
    /// The apps' package dependencies checked out side by side (the check's `--packages`):
    /// a package the app imports is built from its checkout, as a target of the launch's
    /// package. `nil`: none.
    public var packages: String?

    /// A launcher building in `scratch` (by default `work/.build`).
    public init(repo: String = Engine.defaultRepo, work: String, scratch: String? = nil,
                buildTimeout: Double = 3600, runTimeout: Double = 120, packages: String? = nil) {
        self.repo = repo
        self.work = work
        self.scratch = scratch ?? work + "/.build"
        self.buildTimeout = buildTimeout
        self.runTimeout = runTimeout
        self.packages = packages
    }

    /// A dependency module a launch builds from its checkout: its Swift files and the
    /// dependency modules it imports.
    struct DependencyTarget: Equatable {
        var module: String
        var files: [String]
        var dependencies: [String]
        var usesBundle: Bool
    }

    /// The dependency modules `files` import from the checkouts' `folders` (module → source
    /// folder), with the ones those import, in dependency order; the modules in `besides`
    /// (the engine's products, the project's own) are not looked for.
    static func dependencyTargets(importedBy files: [SwiftFile], folders: [String: String], besides: Set<String>) -> [DependencyTarget] {
        var found: [String: DependencyTarget] = [:]
        var order: [String] = []
        func visit(_ module: String) {
            guard found[module] == nil, !besides.contains(module), let folder = folders[module] else { return }
            var target = DependencyTarget(module: module, files: [], dependencies: [], usesBundle: false)
            found[module] = target
            var imports: Set<String> = []
            let enumerator = FileManager.default.enumerator(atPath: folder)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let source = String(decoding: FileManager.default.contents(atPath: folder + "/" + path) ?? Data(), as: UTF8.self)
                target.files.append(folder + "/" + path)
                imports.formUnion(FactsCollector.facts(path: path, source: source).imports.map(\.module))
                target.usesBundle = target.usesBundle || source.contains("Bundle.module")
            }
            target.files.sort()
            for name in imports.sorted() where name != module && folders[name] != nil && !besides.contains(name) {
                visit(name)
                target.dependencies.append(name)
            }
            found[module] = target
            order.append(module)
        }
        for module in Set(files.flatMap { $0.facts.imports.map(\.module) }).sorted() { visit(module) }
        return order.compactMap { found[$0] }
    }

    /// The flags an app's target is compiled with: the check's (`DEBUG`, the modules Apple's
    /// SDK makes visible without an import); `import SwiftUI` is the macros package's
    /// `SwiftUI` product.
    public static var flags: [String] {
        ["-D", "DEBUG"] + CheckOptions.implicitImports.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
    }

    /// The package's name for `app`: its name, letters and digits only.
    public static func packageName(_ app: String) -> String {
        let name = String(app.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The files a launch builds: the non-test files of the project (unit) whose file
    /// declares `@main`, or of the whole app when none does. Where that project's files
    /// make several modules (an app and its widget extension, each with an `@main`), the
    /// module that holds the `App`, with the shared files it compiles with (``ModuleSplit``).
    public static func launchedFiles(of app: App) -> [SwiftFile] {
        let files = app.files.filter { !$0.isTest }
        func source(_ file: SwiftFile) -> String { (try? String(contentsOfFile: file.path, encoding: .utf8)) ?? "" }
        let mainUnit = files.first { source($0).contains("@main") }?.unit
        let unitFiles = files.filter { mainUnit == nil || $0.unit == mainUnit }
        let modules = ModuleSplit.modules(of: unitFiles, moduleName: "App")
        guard modules.count > 1,
              let appModule = modules.first(where: { module in
                  module.home.contains { $0.facts.hasMain && source($0).contains(/@main\s+struct\s+\w+\s*:\s*App\b/) }
              }) else { return unitFiles }
        let chosen = Set((appModule.home + appModule.support).map(\.rel))
        return unitFiles.filter { chosen.contains($0.rel) }
    }

    /// The modules `files` import that their project provides itself (its frameworks and
    /// local packages, compiled here in the app's one module, as the type check compiles
    /// them): each becomes an empty target of the launch's package, as the check's
    /// stand-ins are, so `import BackyardBirdsData` builds. A stand-in product's name and
    /// the package's own are left out.
    static func localModules(importedBy files: [SwiftFile], of app: App, besides products: StandInProducts,
                             packageName: String) -> [String] {
        let units = Set(files.map(\.unit))
        let provided = app.units.filter { units.contains($0.folder) }.reduce(into: Set<String>()) { $0.formUnion($1.localModules) }
        let imported = Set(files.flatMap { $0.facts.imports.map(\.module) })
        return provided.intersection(imported).subtracting(products.root + products.macros + [packageName]).sorted()
    }

    /// `files` (of the module `module`) with the files of the modules in `modules` they
    /// import, and of the ones those import, in that order: a local package's target that
    /// the check compiled as a module of its own is compiled in a package's one module, as
    /// a launch compiles it, its import an empty stand-in (``localModules(importedBy:of:besides:packageName:)``).
    public static func withImportedModules(_ files: [SwiftFile], of module: String, from modules: [String: [SwiftFile]]) -> [SwiftFile] {
        var result = files
        var included: Set<String> = [module]
        var pending = Array(files.reversed())
        while let file = pending.popLast() {
            for imported in file.facts.imports.map(\.module) where !included.contains(imported) {
                guard let added = modules[imported] else { continue }
                included.insert(imported)
                result += added
                pending.insert(contentsOf: added.reversed(), at: 0)
            }
        }
        return result
    }

    /// The folder of the project a launch builds (``launchedFiles(of:)``'s unit): its
    /// resources go into the app's bundle.
    public static func unitFolder(of app: App) -> String {
        let unit = launchedFiles(of: app).first?.unit ?? "."
        return unit == "." || unit.isEmpty ? app.folder : app.folder + "/" + unit
    }

    /// The name of an app file's link in the package: its path in the app, `/` written
    /// `__`, so files of the same name in different folders stay apart.
    public static func linkName(_ rel: String) -> String { rel.replacingOccurrences(of: "/", with: "__") }

    /// Writes `app`'s package (manifest and links), builds it, makes its bundle in
    /// `work/bundles/APP` (``AppBundle``: the executable and the app's resources) and runs it
    /// there with `--picture work/pictures/APP.svg --tap`.
    public func launch(_ app: App, products: StandInProducts, log: Log) throws -> LaunchResult {
        let name = Self.packageName(app.name)
        let folder = work + "/packages/" + name
        let files = try writePackage(app, products: products, purpose: "compat-check --launch: \(app.name)'s files, built to launch headlessly.",
                                     log: log)
        // The packages share one build folder; SwiftPM's last plan names the last package's
        // product, so it plans anew (see sample-previews' AppPackage).
        try? FileManager.default.removeItem(atPath: scratch + "/debug.yaml")
        log.note("\(app.name): building to launch")
        let built = ChildProcess.run(["swift", "build", "--package-path", folder, "--scratch-path", scratch, "--product", name],
                                     timeout: buildTimeout)
        guard built.succeeded else { return .buildFailed(app.name, outcome: built) }
        let pictures = work + "/pictures"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        let picture = pictures + "/\(name).svg"
        try? FileManager.default.removeItem(atPath: picture)
        // Run from the app's bundle, where Bundle.main finds the app's resources.
        // The local packages whose code is compiled in the app's module reach their resources
        // through `Bundle.module`, which is `Bundle.main` here: theirs are in the bundle too.
        let packageResources = AppBundle.localPackageFolders(holding: files.map(\.path), in: app.folder)
            .filter { $0 != Self.unitFolder(of: app) }.flatMap(AppBundle.resources(ofPackageIn:))
        let bundle = try AppBundle.make(in: work + "/bundles/" + name, executable: scratch + "/debug/" + name,
                                        resources: AppBundle.resources(in: Self.unitFolder(of: app)) + packageResources)
        try AppBundle.writeInfoPlist(in: bundle.folder, bundleIdentifier: AppBundle.bundleIdentifier(projectFolder: Self.unitFolder(of: app), files: files),
                                     name: name)
        let ran = ChildProcess.run([bundle.executable, "--picture", picture, "--tap"], in: folder, timeout: runTimeout)
        try ran.output.write(toFile: pictures + "/\(name).txt", atomically: true, encoding: .utf8)
        let result = LaunchResult.ran(app.name, outcome: ran, picture: picture,
                                      pictureExists: FileManager.default.fileExists(atPath: picture))
        log.note("\(app.name): " + (result.launched ? "launched, after tap: \(result.tap)" : "did not launch: \(result.reason)")
                 + String(format: " (build %.0f s, run %.1f s)", built.seconds, ran.seconds))
        return result
    }

    /// Writes `app`'s package in `work/packages/NAME`: links to the files a launch builds
    /// (``launchedFiles(of:)``), unchanged, what Xcode and SwiftPM generate beside them, the
    /// stand-ins of the modules its project provides, the packages it imports built from
    /// their checkouts, and the manifest (with `uiTests`, a UI-test target too).
    ///
    /// - Returns: the app's files in the package.
    @discardableResult
    public func writePackage(_ app: App, products: StandInProducts, purpose: String, log: Log,
                             uiTests: AppPackageManifest.UITestTarget? = nil) throws -> [SwiftFile] {
        let files = Self.launchedFiles(of: app)
        try writePackage(app, files: files, name: Self.packageName(app.name), unitFolder: Self.unitFolder(of: app),
                         products: products, purpose: purpose, log: log, uiTests: uiTests)
        return files
    }

    /// Writes a package named `name` in `work/packages/NAME` of `files` of `app` (links to
    /// them, unchanged), with what Xcode and SwiftPM generate beside them for the project in
    /// `unitFolder` (its asset catalogs' symbols, its Core Data classes, `Bundle.module`), the
    /// stand-ins of the modules the project provides, the packages the files import built
    /// from their checkouts, and the manifest; an empty entry point when no file declares
    /// `@main` (`sample-previews` writes a module's files so, whose previews the preview
    /// agent draws).
    public func writePackage(_ app: App, files: [SwiftFile], name: String, unitFolder: String, products: StandInProducts,
                             purpose: String, log: Log, uiTests: AppPackageManifest.UITestTarget? = nil) throws {
        let folder = work + "/packages/" + name
        let sources = folder + "/Sources/" + name
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        var hasEntryPoint = false
        for file in files {
            let target = sources + "/" + Self.linkName(file.rel)
            hasEntryPoint = hasEntryPoint || file.facts.hasMain || Self.linkName(file.rel) == "main.swift"
            if let text = try? String(contentsOfFile: file.path, encoding: .utf8), let fixed = UITestFiles.withMainAttribute(text) {
                try fixed.write(toFile: target, atomically: true, encoding: .utf8)
                hasEntryPoint = true
                log.note("\(app.name): \(file.rel): @UIApplicationMain compiled as @main (Swift 6's fix-it; Linux has no Objective-C entry point)")
            } else {
                try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: file.path)
            }
        }
        if !hasEntryPoint {
            try "// The entry point an executable needs; no file of the package declares @main.\n"
                .write(toFile: sources + "/main.swift", atomically: true, encoding: .utf8)
        }
        // What the check compiles beside the app's files, Xcode's and SwiftPM's generated code:
        // `Bundle.module`, the asset catalogs' symbols, Core Data's classes.
        if StandIns.needsBundleAccessor(appFolder: app.folder, files: files, hasResources: StandIns.packageHasResources) {
            try StandIns.resourceBundleAccessorSource.write(toFile: sources + "/ResourceBundleAccessor.swift", atomically: true, encoding: .utf8)
        }
        let module = Module(name: name, groups: Array(Set(files.map(\.group))).sorted(), home: files)
        for (file, text) in [("GeneratedAssetSymbols", StandIns.assetSymbolsSource(for: module, unitFolder: unitFolder)),
                             ("GeneratedCoreDataModels", StandIns.coreDataModelsSource(for: module, unitFolder: unitFolder))] {
            if let text { try text.write(toFile: sources + "/\(file).swift", atomically: true, encoding: .utf8) }
        }
        let withSwiftUI = StandInProducts(root: products.root, macros: (products.macros + ["SwiftUI"]).sorted())
        let locals = Self.localModules(importedBy: files, of: app, besides: withSwiftUI, packageName: name)
        for module in locals {
            try FileManager.default.createDirectory(atPath: folder + "/Sources/" + module, withIntermediateDirectories: true)
            try "// \(module): provided by \(app.name)'s project; its code is compiled in the app's module here.\n"
                .write(toFile: folder + "/Sources/\(module)/StandIn.swift", atomically: true, encoding: .utf8)
        }
        // The packages the app imports, built from their checkouts: a target each, its files
        // linked in, unchanged.
        let folders = packages.map { DependencyPackages.sourceFolders(checkouts: $0) } ?? [:]
        let dependencies = Self.dependencyTargets(importedBy: files, folders: folders,
                                                  besides: Set(withSwiftUI.root + withSwiftUI.macros + locals + [name]))
        for dependency in dependencies {
            let target = folder + "/Sources/" + dependency.module
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            for file in dependency.files {
                let rel = FolderWalk.relative(file, to: folders[dependency.module]!)
                try FileManager.default.createSymbolicLink(atPath: target + "/" + Self.linkName(rel), withDestinationPath: file)
            }
            if dependency.usesBundle {
                try StandIns.resourceBundleAccessorSource.write(toFile: target + "/ResourceBundleAccessor.swift", atomically: true, encoding: .utf8)
            }
            if let source = folders[dependency.module], let symbols = StandIns.packageAssetSymbolsSource(targetFolder: source) {
                try symbols.write(toFile: target + "/GeneratedAssetSymbols.swift", atomically: true, encoding: .utf8)
            }
        }
        if !dependencies.isEmpty {
            log.note("\(app.name): its packages built from their checkouts: " + dependencies.map(\.module).joined(separator: ", "))
        }
        try AppPackageManifest.text(name: name, purpose: purpose,
                                    repo: repo, products: withSwiftUI, flags: Self.flags, localModules: locals,
                                    languageMode: module.languageMode,
                                    dependencies: dependencies.map { ($0.module, $0.dependencies) }, uiTests: uiTests)
            .write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
    }

    /// Launches each app of `apps` whose verdict is whole, in order.
    public func launchWhole(_ apps: [App], verdicts: [AppVerdict], log: Log) throws -> [LaunchResult] {
        let whole = zip(apps, verdicts).filter { $0.1.whole }.map(\.0)
        guard !whole.isEmpty else { return [] }
        let products = try StandInProducts.find(repo: repo)
        return try whole.map { try launch($0, products: products, log: log) }
    }
}

/// The command-line options of `--launch`, shared by `compat-check` and `inventory`.
public struct LaunchOptions: ParsableArguments {
    /// Whether to launch the apps that type-check whole.
    @Flag(help: "Build each app that type-checks whole as an executable against the engine and launch it headlessly: its first screen drawn to --launch-work/pictures/APP.svg, one control tapped.")
    public var launch = false

    /// Where the packages, their build folder and the pictures go.
    @Option(help: ArgumentHelp("Where --launch writes the apps' packages, their shared build folder and the pictures (outside the repository).", valueName: "path"))
    public var launchWork = "/tmp/compat-check-launch"

    /// Seconds for one app's run.
    @Option(help: "Seconds for one launched app's run, past which it did not launch (its build has an hour).")
    public var launchTimeout = 120.0

    /// The options' defaults: no launch.
    public init() {}

    /// The launcher these options describe.
    public var launcher: AppLauncher { AppLauncher(work: launchWork, runTimeout: launchTimeout) }

    /// The launcher these options describe, building the apps' packages from `packages`.
    public func launcher(packages: String?) -> AppLauncher {
        AppLauncher(work: launchWork, runTimeout: launchTimeout, packages: packages)
    }
}
