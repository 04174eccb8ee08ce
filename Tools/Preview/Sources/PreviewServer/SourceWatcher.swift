// Notices edits to a package's sources: every half second it compares the modification
// times and sizes of the package's Swift files and manifest (build folders, the
// `--scratch-path` one too when it is inside the package, hidden folders and the packages
// nested in it left out) with the last look.

import Foundation

/// The state of a package's source files, compared between looks.
struct SourceWatcher: Sendable {
    /// The package's folder.
    let package: URL
    /// The package's build folder (its agents' registries are Swift files), left out.
    let buildFolder: URL
    private var last: [String: FileStamp]

    init(package: URL, buildFolder: URL) {
        self.package = package
        self.buildFolder = buildFolder
        last = SourceWatcher.stamps(under: package, skipping: buildFolder)
    }

    /// The files that changed, appeared or went away since the last look, sorted (paths
    /// relative to the package).
    mutating func changes() -> [String] {
        let now = SourceWatcher.stamps(under: package, skipping: buildFolder)
        let changed = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }
        last = now
        return changed.sorted()
    }

    struct FileStamp: Equatable, Sendable {
        let modified: Date
        let size: Int
    }

    /// The stamps of the Swift files and `Package.swift` under `folder`, but not under
    /// `buildFolder`, nor in the folders that are packages of their own (a `Package.swift`
    /// of theirs: an example inside a library's repository is not part of the library's
    /// build, so an edit there does not rebuild it).
    static func stamps(under folder: URL, skipping buildFolder: URL) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys,
                                                          options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return [:] }
        let prefix = folder.standardizedFileURL.path + "/"
        let skipped = buildFolder.standardizedFileURL.path
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                if url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == "Packages" || url.standardizedFileURL.path == skipped
                    || FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                    walker.skipDescendants()
                }
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            let path = url.standardizedFileURL.path
            stamps[path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path] =
                FileStamp(modified: values?.contentModificationDate ?? .distantPast, size: values?.fileSize ?? 0)
        }
        return stamps
    }
}
