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
    /// produce").
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
                        if names.insert(name).inserted { found.append(Resource(source: child, name: name)) }
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

    /// Makes the bundle in `folder` (emptied first): a copy of `executable` under its own
    /// name, each resource copied under its name, and the asset catalogs in
    /// `NAME.resources/`. A resource named as the executable or that folder is left out.
    public static func make(in folder: String, executable: String, resources: [Resource]) throws -> AppBundle {
        let manager = FileManager.default
        try? manager.removeItem(atPath: folder)
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = (executable as NSString).lastPathComponent
        let copied = folder + "/" + name
        try manager.copyItem(atPath: executable, toPath: copied)
        let catalogs = folder + "/" + name + ".resources"
        let resources = resources.filter { $0.name != name && $0.name != name + ".resources" }
        for resource in resources {
            let destination: String
            if resource.isAssetCatalog {
                try manager.createDirectory(atPath: catalogs, withIntermediateDirectories: true)
                destination = catalogs + "/" + resource.name
            } else {
                destination = folder + "/" + resource.name
            }
            try manager.copyItem(atPath: resource.source, toPath: destination)
        }
        return AppBundle(folder: folder, executable: copied, resources: resources)
    }
}
