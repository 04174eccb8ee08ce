import Foundation

/// A top-down walk of a folder, as `os.walk`: each folder's subfolders and files, sorted by
/// name; the visitor may prune the subfolders it is given.
enum FolderWalk {
    /// Folders no app's sources live in: build products, package checkouts, version control.
    static let skipped: Set<String> = [
        ".build", ".git", "Pods", "Carthage", "DerivedData", "checkouts", "node_modules", ".swiftpm",
        "SourcePackages", "xcuserdata",
    ]

    /// Walks `folder`; `visit(path, &subfolders, files)` may remove subfolders to prune them.
    static func walk(_ folder: String, _ visit: (String, inout [String], [String]) -> Void) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return }
        var folders: [String] = []
        var files: [String] = []
        for name in names.sorted() {
            var isFolder: ObjCBool = false
            let path = folder + "/" + name
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue { folders.append(name) } else { files.append(name) }
        }
        visit(folder, &folders, files)
        for name in folders { walk(folder + "/" + name, visit) }
    }

    /// Whether `path` is `folder` or inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` relative to `folder` (`.` for the folder itself).
    static func relative(_ path: String, to folder: String) -> String {
        if path == folder { return "." }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
