import Foundation
import ProcessRunner

/// What the check supplies where an app's build would: empty modules for the app's own
/// local modules (their code is compiled in the same module), and SwiftPM's `Bundle.module`
/// accessor for a package with resources.
/// Invariant (`@unchecked Sendable`): `stubFolder` and `work` are `let`s;
/// `packagesWithResources` is read and written only under `lock`.
public final class StandIns: @unchecked Sendable {
    /// What SwiftPM treats as a target's resources without a declaration (asset and string
    /// catalogs, localizations) and what apps declare.
    static let resourceFolders = [".xcassets", ".rkassets", ".lproj", ".xcdatamodeld", ".xcmappingmodel", ".scnassets", ".bundle"]
    static let resourceFiles = [".xcstrings", ".strings", ".stringsdict", ".json", ".png", ".jpg", ".jpeg", ".pdf", ".svg", ".gif",
                                ".ttf", ".otf", ".mp3", ".m4a", ".wav", ".mov", ".mp4", ".plist", ".xib", ".storyboard", ".txt", ".csv"]

    /// Where the empty modules are.
    public let stubFolder: String
    let work: String
    private let lock = NSLock()
    private var packagesWithResources: [String: Bool] = [:]

    /// Stand-ins kept in `engine`'s work folder.
    public init(engine: Engine) {
        work = engine.work
        stubFolder = engine.work + "/stubs"
        try? FileManager.default.createDirectory(atPath: stubFolder, withIntermediateDirectories: true)
    }

    /// Makes an empty module `name` in ``stubFolder`` unless there is one.
    public func stubModule(_ name: String) {
        let target = stubFolder + "/\(name).swiftmodule"
        if FileManager.default.fileExists(atPath: target) { return }
        let folder = FileManager.default.temporaryDirectory.appending(path: "compat-check-stub-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appending(path: "empty.swift").path
        _ = FileManager.default.createFile(atPath: source, contents: Data())
        _ = ChildProcess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", name, source, "-o", target], timeout: 120)
    }

    /// A file declaring `Bundle.module`, as SwiftPM generates for a target with resources.
    public func resourceBundleAccessor() -> String {
        let path = work + "/generated/resource_bundle_accessor.swift"
        if !FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.createDirectory(atPath: work + "/generated", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(Self.resourceBundleAccessorSource.utf8))
        }
        return path
    }

    /// The text of the file declaring `Bundle.module`, for the check and for a launch.
    public static let resourceBundleAccessorSource = """
        import Foundation

        // What SwiftPM generates for a target with resources (the check has no bundle).
        extension Foundation.Bundle {
            static var module: Bundle { Bundle.main }
        }

        """

    /// Whether a file of `files` belongs to a Swift package (under `appFolder`) with resources.
    public func needsBundleAccessor(appFolder: String, files: [SwiftFile]) -> Bool {
        Self.needsBundleAccessor(appFolder: appFolder, files: files, hasResources: hasResources(package:))
    }

    /// ``needsBundleAccessor(appFolder:files:)`` with `hasResources` telling whether a
    /// package folder has resources (``packageHasResources(_:)`` uncached).
    public static func needsBundleAccessor(appFolder: String, files: [SwiftFile], hasResources: (String) -> Bool) -> Bool {
        var seen: Set<String> = []
        for file in files {
            var folder = (file.path as NSString).deletingLastPathComponent
            while FolderWalk.isInside(folder, appFolder) && !seen.contains(folder) {
                seen.insert(folder)
                if FileManager.default.fileExists(atPath: folder + "/Package.swift") {
                    if hasResources(folder) { return true }
                    break
                }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return false
    }

    /// Whether the package in `folder` has resources (walked once per package).
    func hasResources(package folder: String) -> Bool {
        if let known = lock.withLock({ packagesWithResources[folder] }) { return known }
        let found = Self.packageHasResources(folder)
        lock.withLock { packagesWithResources[folder] = found }
        return found
    }

    /// Whether the package in `folder` has resources: a resource folder (`.xcassets`,
    /// `.lproj`…) or file (`.json`, `.png`…) outside its tests.
    public static func packageHasResources(_ folder: String) -> Bool {
        var found = false
        FolderWalk.walk(folder) { _, folders, files in
            folders.removeAll { FolderWalk.skipped.contains($0) || $0.hasSuffix("Tests") }
            if folders.contains(where: { name in Self.resourceFolders.contains { name.hasSuffix($0) } })
                || files.contains(where: { name in Self.resourceFiles.contains { name.hasSuffix($0) } }) {
                found = true
            }
        }
        return found
    }
}
