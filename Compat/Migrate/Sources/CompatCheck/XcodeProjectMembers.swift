import Foundation

/// The files an Xcode project holds, read from its `project.pbxproj`: each file reference
/// resolved through its groups to a path, and the folders Xcode 16 keeps in step with the
/// disk (`PBXFileSystemSynchronizedRootGroup`), all of whose files are the project's.
///
/// A Swift file in the project's folder that no reference reaches is not built by Xcode —
/// a copy left beside the original (`View 2.swift`), a file removed from the project but
/// not from the disk — and the check leaves it out as Xcode does: compiled with the rest,
/// it would declare its types twice.
public struct XcodeProjectMembers: Sendable {
    /// The absolute, standardized paths of the files the project references.
    public var files: Set<String> = []
    /// The absolute folders whose every file is the project's.
    public var syncedFolders: [String] = []

    /// The members of the project at `project` (an `.xcodeproj` folder); `nil` when its
    /// `project.pbxproj` cannot be read, and then every file counts as the project's.
    public init?(project: String) {
        guard let data = FileManager.default.contents(atPath: project + "/project.pbxproj"),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]],
              let rootID = plist["rootObject"] as? String, let root = objects[rootID],
              let mainGroup = root["mainGroup"] as? String else { return nil }
        let projectFolder = (project as NSString).deletingLastPathComponent
        let base = Self.join(projectFolder, root["projectDirPath"] as? String ?? "")
        var visited: Set<String> = []
        walk(mainGroup, parent: base, base: base, objects: objects, visited: &visited)
    }

    /// Whether Xcode builds `path` as part of this project: a file it references, or one
    /// inside a folder it syncs.
    public func contains(_ path: String) -> Bool {
        let path = (path as NSString).standardizingPath
        return files.contains(path) || syncedFolders.contains { FolderWalk.isInside(path, $0) }
    }

    private mutating func walk(_ id: String, parent: String, base: String, objects: [String: [String: Any]],
                               visited: inout Set<String>) {
        guard visited.insert(id).inserted, let object = objects[id],
              let path = Self.resolve(object, parent: parent, base: base) else { return }
        switch object["isa"] as? String {
        case "PBXFileReference":
            files.insert(path)
        case "PBXFileSystemSynchronizedRootGroup":
            syncedFolders.append(path)
        default:
            for child in object["children"] as? [String] ?? [] {
                walk(child, parent: path, base: base, objects: objects, visited: &visited)
            }
        }
    }

    /// Where an item of the project is: its `path` in its group's folder (`<group>`), the
    /// project's (`SOURCE_ROOT`) or the disk's (`<absolute>`); `nil` for one in a folder
    /// the build makes (`BUILT_PRODUCTS_DIR`, `SDKROOT`).
    static func resolve(_ object: [String: Any], parent: String, base: String) -> String? {
        let path = object["path"] as? String ?? ""
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>": return join(parent, path)
        case "SOURCE_ROOT": return join(base, path)
        case "<absolute>": return (path as NSString).standardizingPath
        default: return nil
        }
    }

    static func join(_ folder: String, _ path: String) -> String {
        path.isEmpty ? (folder as NSString).standardizingPath : ((folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
