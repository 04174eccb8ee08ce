import Foundation

/// Reads an app folder into an ``App``: its units, its Swift files with their facts, their
/// groups, which are tests, and the names its resources generate.
public enum ProjectLoader {
    /// Modules that make a file a test file.
    static let testModules: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "ViewInspector", "SnapshotTesting", "XCUIAutomation"]

    // Invariant: a `let` only matched against: matching does not change a regex (the
    // standard library publishes its compiled program once, atomically).
    nonisolated(unsafe) private static let testFolder = try! Regex(
        #"(^|[\s_-])(Tests?|UITests|Specs?|TestSupport|Testing|Snapshots?)$|Tests$|UITests|TestPlan"#
    ).ignoresCase()

    /// Whether a folder is a playground (`Sketch.playground`, `Book.playgroundbook`): its
    /// `Contents.swift` pages are run by Xcode's playground runner, not built into the app,
    /// so the check leaves them out.
    static func isPlayground(_ name: String) -> Bool { name.hasSuffix(".playground") || name.hasSuffix(".playgroundbook") }

    /// Whether a folder's name marks test code.
    static func isTestFolder(_ name: String) -> Bool { name.firstMatch(of: testFolder) != nil }

    /// A module name made of a folder's name: `My App` → `My_App`, `100Days` → `App_100Days`.
    public static func sanitize(_ name: String) -> String {
        let replaced = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        var trimmed = Substring(replaced)
        while trimmed.first == "_" { trimmed = trimmed.dropFirst() }
        while trimmed.last == "_" { trimmed = trimmed.dropLast() }
        let result = trimmed.isEmpty ? "App" : String(trimmed)
        return result.first!.isNumber ? "App_" + result : result
    }

    /// Loads the app in `folder` (named `name`, by default the folder's name). With `jobs`
    /// above 1, files are parsed that many at a time.
    public static func load(_ folder: String, name: String? = nil, jobs: Int = 1) -> App {
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        let appName = name ?? (folder as NSString).lastPathComponent
        var roots: [String: String] = [:]      // unit folder -> module name
        var projects: [String: [String]] = [:] // unit folder -> its .xcodeproj folders
        var packages: [String] = []
        var swiftPaths: [String] = []
        var playgrounds: [String] = []
        FolderWalk.walk(folder) { path, folders, files in
            var kept: [String] = []
            for name in folders {
                if FolderWalk.skipped.contains(name) || name.hasPrefix(".") { continue }
                if isPlayground(name) {
                    playgrounds.append(FolderWalk.relative(path + "/" + name, to: folder))
                    continue
                }
                if name.hasSuffix(".xcodeproj") {
                    if roots[path] == nil { roots[path] = sanitize(String(name.dropLast(".xcodeproj".count))) }
                    projects[path, default: []].append(path + "/" + name)
                    continue
                }
                if name.hasSuffix(".xcworkspace") { continue }
                kept.append(name)
            }
            folders = kept
            if files.contains("Package.swift") { packages.append(path) }
            swiftPaths += files.filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }.map { path + "/" + $0 }
        }
        for package in packages where !roots.keys.contains(where: { FolderWalk.isInside(package, $0) }) {
            roots[package] = sanitize((package as NSString).lastPathComponent)   // a package outside every Xcode project
        }
        if roots[folder] == nil { roots[folder] = sanitize(appName) }
        let outside = outsideProjects(swiftPaths, roots: Array(roots.keys), projects: projects, packages: packages)
        swiftPaths.removeAll { outside.contains($0) }

        var files = Parallel.map(swiftPaths, jobs: jobs) { path -> SwiftFile in
            let data = FileManager.default.contents(atPath: path) ?? Data()
            let rel = FolderWalk.relative(path, to: folder)
            return SwiftFile(rel: rel, path: path, facts: FactsCollector.facts(path: rel, source: String(decoding: data, as: UTF8.self)))
        }

        var byUnit: [String: [Int]] = [:]
        let members = projects.mapValues { $0.compactMap { XcodeProjectMembers(project: $0) } }
        for index in files.indices {
            let unit = roots.keys.filter { FolderWalk.isInside(files[index].path, $0) }.max { $0.count < $1.count }!
            files[index].unit = FolderWalk.relative(unit, to: folder)
            files[index].languageMode = members[unit]?.lazy.compactMap { $0.languageMode(of: files[index].path) }.first
            byUnit[unit, default: []].append(index)
        }
        var units: [Unit] = []
        for (unitFolder, indices) in byUnit.sorted(by: { $0.key < $1.key }) {
            var local: Set<String> = []
            let unitPackages = packages.filter { FolderWalk.isInside($0, unitFolder) }
            let targets = Dictionary(uniqueKeysWithValues: unitPackages.map { package in
                (package, PackageTargets.targets(inManifest: String(decoding: FileManager.default.contents(atPath: package + "/Package.swift") ?? Data(), as: UTF8.self)))
            })
            for package in unitPackages { local.formUnion(packageTargets(package, declared: targets[package] ?? [])) }
            for index in indices {
                let parts = FolderWalk.relative(files[index].path, to: unitFolder).split(separator: "/").map(String.init)
                if let package = unitPackages.filter({ FolderWalk.isInside(files[index].path, $0) }).max(by: { $0.count < $1.count }) {
                    let relative = FolderWalk.relative(files[index].path, to: package)
                    files[index].packageModule = PackageTargets.target(of: relative, in: targets[package] ?? []) ?? ""
                    let inPackage = relative.split(separator: "/").map(String.init)
                    if inPackage.count >= 3, ["Sources", "Tests"].contains(inPackage[0]) {
                        files[index].group = FolderWalk.relative(package + "/" + inPackage[0] + "/" + inPackage[1], to: unitFolder)
                        local.insert(inPackage[1])
                    } else {
                        files[index].group = FolderWalk.relative(package, to: unitFolder)
                    }
                } else {
                    files[index].group = parts.count > 1 ? parts[0] : "."
                }
                if parts.count > 1 { local.insert(sanitize(parts[0])) }
                files[index].isTest = parts.dropLast().contains(where: isTestFolder)
                    || files[index].facts.imports.contains { testModules.contains($0.module) }
            }
            local.insert(roots[unitFolder]!)
            units.append(Unit(app: appName, folder: FolderWalk.relative(unitFolder, to: folder),
                              files: indices.map { files[$0] }, localModules: local))
        }
        var app = App(name: appName, folder: folder, files: files, units: units)
        app.outsideProjects = outside.map { FolderWalk.relative($0, to: folder) }.sorted()
        app.playgrounds = playgrounds.sorted()
        AssetNames.collect(into: &app)
        return app
    }

    /// The Swift files of Xcode projects' folders that no project of the folder builds
    /// (``XcodeProjectMembers``): not in a local package, and reached by no file reference
    /// or synced folder of a project that could be read and references Swift files.
    static func outsideProjects(_ paths: [String], roots: [String], projects: [String: [String]],
                                packages: [String]) -> Set<String> {
        var members: [String: [XcodeProjectMembers]] = [:]
        for (unit, found) in projects {
            let read = found.compactMap { XcodeProjectMembers(project: $0) }
            let referencesSwift = read.contains { !$0.syncedFolders.isEmpty || $0.files.contains { $0.hasSuffix(".swift") } }
            if read.count == found.count, referencesSwift { members[unit] = read }
        }
        guard !members.isEmpty else { return [] }
        var outside: Set<String> = []
        for path in paths {
            guard let unit = roots.filter({ FolderWalk.isInside(path, $0) }).max(by: { $0.count < $1.count }),
                  let unitMembers = members[unit],
                  !packages.contains(where: { FolderWalk.isInside(path, $0) && FolderWalk.isInside($0, unit) }) else { continue }
            if !unitMembers.contains(where: { $0.contains(path) }) { outside.insert(path) }
        }
        return outside
    }

    /// The targets a local package declares: its `Sources` folders and the names its
    /// manifest declares (`declared`, ``PackageTargets``).
    static func packageTargets(_ package: String, declared: [(name: String, folder: String)]) -> Set<String> {
        var names: Set<String> = []
        let sources = package + "/Sources"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? [] {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: sources + "/" + name, isDirectory: &isFolder), isFolder.boolValue { names.insert(name) }
        }
        return names.union(declared.map(\.name))
    }
}
