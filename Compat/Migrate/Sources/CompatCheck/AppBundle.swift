import Foundation

/// An app's bundle as Xcode lays it out, made for a headless launch: the executable, with
/// the resources Xcode's "Copy Bundle Resources" phase would copy beside it.
///
/// On Linux, Foundation's `Bundle.main` is the executable's folder: `Bundle.main.url(forResource:
/// withExtension:)` finds a file copied there by its name, as on a device, where Xcode copies
/// a project's resource files to the bundle's top level whatever group holds them. Asset
/// catalogs go into `NAME.resources/`, where the engine reads them (its `AssetLibrary`
/// discovers `.xcassets` folders in the resource bundles beside the running program), so
/// `Color("Brand")` and `Image("logo")` resolve as Xcode's compiled catalog would.
public struct AppBundle: Sendable, Equatable {
    /// One resource: the file or folder in the app, and its name in the bundle.
    public struct Resource: Sendable, Equatable {
        /// Its absolute path in the app.
        public var source: String
        /// Its name in the bundle (the file's or folder's own name).
        public var name: String
        /// The local package it belongs to, whose code the launch compiles in the app's
        /// module; `nil` for the app's own.
        public var package: String? = nil
        /// An asset catalog (an `.xcassets` folder).
        public var isAssetCatalog: Bool { name.hasSuffix(".xcassets") }
    }

    /// The bundle's folder.
    public var folder: String
    /// Its executable.
    public var executable: String
    /// The resources copied into it, in the order they were found.
    public var resources: [Resource]

    /// Folders whose contents are never an app target's resources: the build's and the
    /// version control's, Xcode's project files, and other packages.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "fastlane"]
    /// Files of a resource kind that are the target's settings, not resources: Xcode
    /// processes the Info.plist into the bundle's own.
    static let settingsFiles: Set<String> = ["Info.plist"]

    /// The resources of the project in `folder` (the launched unit's): each file whose kind
    /// SwiftPM and Xcode treat as a resource (``StandIns/resourceFiles``), and each folder
    /// that is one as a whole (``StandIns/resourceFolders``: asset catalogs, localizations,
    /// bundles), each folder's entries walked in name order. Left out: Interface Builder
    /// files (the engine draws no storyboard), the target's Info.plist, hidden files, test
    /// folders, build folders, other projects (a folder with its own `Package.swift` or
    /// `.xcodeproj`), and Xcode's project and workspace folders. Of two resources with one
    /// name the first found is kept, as Xcode refuses the second ("Multiple commands
    /// produce"); asset catalogs, which Xcode merges into one, are all kept.
    public static func resources(in folder: String) -> [Resource] {
        let manager = FileManager.default
        let fileKinds = StandIns.resourceFiles.filter { $0 != ".xib" && $0 != ".storyboard" }
        var found: [Resource] = []
        var names: Set<String> = []
        func visit(_ path: String, isRoot: Bool) {
            guard let entries = try? manager.contentsOfDirectory(atPath: path) else { return }
            if !isRoot, entries.contains("Package.swift") || entries.contains(where: { $0.hasSuffix(".xcodeproj") }) { return }
            for name in entries.sorted() where !name.hasPrefix(".") {
                let child = path + "/" + name
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: child, isDirectory: &isFolder) else { continue }
                let suffix = (name as NSString).pathExtension.isEmpty ? "" : "." + (name as NSString).pathExtension.lowercased()
                if isFolder.boolValue {
                    if StandIns.resourceFolders.contains(suffix) {
                        // Catalogs of one name are all kept: Xcode merges a target's catalogs.
                        if suffix == ".xcassets" || names.insert(name).inserted { found.append(Resource(source: child, name: name)) }
                        continue
                    }
                    guard !skippedFolders.contains(name), !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcworkspace"),
                          !ProjectLoader.isTestFolder(name) else { continue }
                    visit(child, isRoot: false)
                } else if fileKinds.contains(suffix), !settingsFiles.contains(name) {
                    if names.insert(name).inserted { found.append(Resource(source: child, name: name)) }
                }
            }
        }
        visit(folder, isRoot: true)
        return found
    }

    /// The resources of the local package in `folder` whose code the launch compiles in the
    /// app's module (``resources(in:)``'s, each marked as the package's).
    public static func resources(ofPackageIn folder: String) -> [Resource] {
        let package = (folder as NSString).lastPathComponent
        return resources(in: folder).map { Resource(source: $0.source, name: $0.name, package: package) }
    }

    /// The local packages (folders with a `Package.swift` inside `appFolder`, not
    /// `appFolder` itself) that hold any of `files`, the nearest around each, sorted.
    public static func localPackageFolders(holding files: [String], in appFolder: String) -> [String] {
        var found: Set<String> = []
        for file in files {
            var folder = (file as NSString).deletingLastPathComponent
            while folder.count > appFolder.count, folder.hasPrefix(appFolder + "/") {
                if FileManager.default.fileExists(atPath: folder + "/Package.swift") {
                    found.insert(folder)
                    break
                }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return found.sorted()
    }

    /// Makes the bundle in `folder` (emptied first): a copy of `executable` under its own
    /// name, and the resources as ``place(_:in:executableName:)`` places them.
    public static func make(in folder: String, executable: String, resources: [Resource]) throws -> AppBundle {
        let manager = FileManager.default
        try? manager.removeItem(atPath: folder)
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = (executable as NSString).lastPathComponent
        let copied = folder + "/" + name
        try manager.copyItem(atPath: executable, toPath: copied)
        let kept = try place(resources, in: folder, executableName: name)
        return AppBundle(folder: folder, executable: copied, resources: kept)
    }

    /// Copies `resources` into the bundle folder `folder` of an executable named
    /// `executableName`: each resource under its name, and the asset catalogs in
    /// `NAME.resources/` — a local package's in `PACKAGE.resources/`, as SwiftPM gives a
    /// package's target a resource bundle of its own. A resource named as the executable
    /// or a catalogs' folder is left out, and so is one whose name an earlier one took —
    /// but an asset catalog, which Xcode merges with the target's others: a second
    /// `Assets.xcassets` is kept as `Assets 2.xcassets`, searched after the first.
    /// `sample-previews` lays out a module's resources so, without an executable, for the
    /// preview agent (`onchange-preview --resources`).
    ///
    /// - Returns: the resources copied.
    @discardableResult
    public static func place(_ resources: [Resource], in folder: String, executableName name: String) throws -> [Resource] {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var taken: Set<String> = [name]
        var kept: [Resource] = []
        for resource in resources where resource.name != name + ".resources" {
            var destination: String
            if resource.isAssetCatalog {
                // Xcode compiles every catalog of a target into one: two catalogs of one
                // name (each target's `Assets.xcassets`) are both kept, the later renamed.
                let catalogs = folder + "/" + (resource.package ?? name) + ".resources"
                try manager.createDirectory(atPath: catalogs, withIntermediateDirectories: true)
                destination = catalogs + "/" + resource.name
                var copy = 1
                while taken.contains(String(destination.dropFirst(folder.count + 1))) {
                    copy += 1
                    destination = catalogs + "/" + (resource.name as NSString).deletingPathExtension + " \(copy).xcassets"
                }
            } else {
                destination = folder + "/" + resource.name
            }
            guard taken.insert(String(destination.dropFirst(folder.count + 1))).inserted else { continue }
            try manager.copyItem(atPath: resource.source, toPath: destination)
            kept.append(resource)
        }
        return kept
    }

    /// The bundle identifier Xcode gives the program `files` build into: that of the
    /// target, in a project in `projectFolder`, that compiles the file declaring `@main`
    /// (else the first file a target compiles); `nil` when no project there says.
    public static func bundleIdentifier(projectFolder: String, files: [SwiftFile]) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: projectFolder)) ?? []
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }.sorted().compactMap { XcodeProjectMembers(project: projectFolder + "/" + $0) }
        let ordered = files.filter(\.facts.hasMain) + files.filter { !$0.facts.hasMain }
        for file in ordered {
            if let identifier = projects.lazy.compactMap({ $0.bundleIdentifier(of: file.path) }).first { return identifier }
        }
        return nil
    }

    /// Writes the bundle's `Info.plist` in `folder`, as Xcode writes the processed one into
    /// the app: `CFBundleIdentifier` (when known), `CFBundleName` and `CFBundleExecutable`.
    /// Linux's Foundation reads it from the program's folder, so
    /// `Bundle.main.bundleIdentifier` is the app's (a `Logger(subsystem:)` made from it
    /// does not trap on `nil`). The target's own Info.plist's other keys are not merged.
    public static func writeInfoPlist(in folder: String, bundleIdentifier: String?, name: String) throws {
        var info: [String: String] = ["CFBundleName": name, "CFBundleExecutable": name]
        if let bundleIdentifier { info["CFBundleIdentifier"] = bundleIdentifier }
        let data = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: folder + "/Info.plist"))
    }
}
