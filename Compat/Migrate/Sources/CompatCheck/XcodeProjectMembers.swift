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
    /// The project's targets, each with its files and its language mode.
    public var targets: [Target] = []

    /// A target of the project (`PBXNativeTarget`): the files it compiles and the language
    /// mode it compiles them in.
    public struct Target: Sendable, Equatable {
        /// Its name.
        public var name: String
        /// Its `SWIFT_VERSION` (`6.0`), or the project's when it sets none; `nil` when
        /// neither does.
        public var swiftVersion: String?
        /// The files its Sources build phase compiles.
        public var files: Set<String> = []
        /// The synced folders it compiles the files of (but ``excluded``).
        public var syncedFolders: [String] = []
        /// Files of its synced folders it does not compile (their exception sets).
        public var excluded: Set<String> = []
        /// Its `PRODUCT_BUNDLE_IDENTIFIER` (or the project's), its `$(PRODUCT_NAME)` and
        /// `$(TARGET_NAME)` made its name, as Xcode expands them, a setting set nowhere in
        /// the project (an `.xcconfig`'s) made empty; `nil` when neither sets one.
        public var bundleIdentifier: String?

        /// Whether it compiles `path`.
        public func contains(_ path: String) -> Bool {
            files.contains(path) || (!excluded.contains(path) && syncedFolders.contains { FolderWalk.isInside(path, $0) })
        }
    }

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
        var paths: [String: String] = [:]
        walk(mainGroup, parent: base, base: base, objects: objects, visited: &visited, paths: &paths)
        let projectVersion = Self.swiftVersion(root["buildConfigurationList"], objects)
        let projectIdentifier = Self.setting("PRODUCT_BUNDLE_IDENTIFIER", root["buildConfigurationList"], objects)
        for id in root["targets"] as? [String] ?? [] {
            guard let object = objects[id], object["isa"] as? String == "PBXNativeTarget" else { continue }
            let name = object["name"] as? String ?? id
            var target = Target(name: name,
                                swiftVersion: Self.swiftVersion(object["buildConfigurationList"], objects) ?? projectVersion)
            target.bundleIdentifier = (Self.setting("PRODUCT_BUNDLE_IDENTIFIER", object["buildConfigurationList"], objects) ?? projectIdentifier)
                .map { Self.expand($0, targetName: name) }
            let ownGroups = object["fileSystemSynchronizedGroups"] as? [String] ?? []
            target.syncedFolders = ownGroups.compactMap { paths[$0] }
            // A synced folder's exception set for a target lists files whose membership is
            // the exception: left out of a target the folder belongs to, added to another.
            for (group, folder) in paths where objects[group]?["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
                for exceptions in objects[group]?["exceptions"] as? [String] ?? [] {
                    guard let set = objects[exceptions], set["target"] as? String == id else { continue }
                    let listed = (set["membershipExceptions"] as? [String] ?? []).map { Self.join(folder, $0) }
                    if ownGroups.contains(group) { target.excluded.formUnion(listed) } else { target.files.formUnion(listed) }
                }
            }
            for phase in object["buildPhases"] as? [String] ?? [] where objects[phase]?["isa"] as? String == "PBXSourcesBuildPhase" {
                for buildFile in objects[phase]?["files"] as? [String] ?? [] {
                    if let reference = objects[buildFile]?["fileRef"] as? String, let path = paths[reference] { target.files.insert(path) }
                }
            }
            targets.append(target)
        }
    }

    /// The language mode Xcode compiles `path` in: `6` when every target that compiles it
    /// sets `SWIFT_VERSION` 6 or later, `5` when one sets an earlier one, `nil` when no
    /// target compiles it or none says.
    public func languageMode(of path: String) -> String? {
        let path = (path as NSString).standardizingPath
        let versions = targets.filter { $0.contains(path) }.compactMap(\.swiftVersion)
        guard !versions.isEmpty else { return nil }
        return versions.allSatisfy { (Double($0) ?? 0) >= 6 } ? "6" : "5"
    }

    /// The `SWIFT_VERSION` of a configuration list: its Debug configuration's, else the
    /// first that sets one.
    static func swiftVersion(_ list: Any?, _ objects: [String: [String: Any]]) -> String? {
        setting("SWIFT_VERSION", list, objects)
    }

    /// The build setting `key` of a configuration list: its Debug configuration's, else the
    /// first that sets one.
    static func setting(_ key: String, _ list: Any?, _ objects: [String: [String: Any]]) -> String? {
        guard let id = list as? String, let configurations = objects[id]?["buildConfigurations"] as? [String] else { return nil }
        let settings = configurations.compactMap { objects[$0] }
            .sorted { ($0["name"] as? String == "Debug" ? 0 : 1) < ($1["name"] as? String == "Debug" ? 0 : 1) }
            .compactMap { ($0["buildSettings"] as? [String: Any])?[key] as? String }
        return settings.first
    }

    /// `value` with its settings expanded as Xcode expands them for the target
    /// `targetName`: `$(PRODUCT_NAME)`, `${TARGET_NAME}` (and `:rfc1034identifier`, each
    /// character but letters, digits, `-` and `.` made `-`) the target's name; any other
    /// setting, which the project file does not set (an `.xcconfig` does), empty.
    static func expand(_ value: String, targetName: String) -> String {
        var result = ""
        var rest = Substring(value)
        while let start = rest.firstIndex(of: "$") {
            result += rest[..<start]
            let opener = rest.index(after: start)
            guard opener < rest.endIndex, rest[opener] == "(" || rest[opener] == "{",
                  let close = rest[opener...].firstIndex(of: rest[opener] == "(" ? ")" : "}") else {
                result += rest[start...]
                return result
            }
            let reference = rest[rest.index(after: opener)..<close].split(separator: ":", maxSplits: 1)
            let name = reference.first.map(String.init) ?? ""
            if name == "PRODUCT_NAME" || name == "TARGET_NAME" {
                result += reference.count > 1 && reference[1] == "rfc1034identifier"
                    ? String(targetName.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" }) : targetName
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The bundle identifier of the target that compiles `path`: the first with one.
    public func bundleIdentifier(of path: String) -> String? {
        let path = (path as NSString).standardizingPath
        return targets.filter { $0.contains(path) }.compactMap(\.bundleIdentifier).first
    }

    /// Whether Xcode builds `path` as part of this project: a file it references, or one
    /// inside a folder it syncs.
    public func contains(_ path: String) -> Bool {
        let path = (path as NSString).standardizingPath
        return files.contains(path) || syncedFolders.contains { FolderWalk.isInside(path, $0) }
    }

    private mutating func walk(_ id: String, parent: String, base: String, objects: [String: [String: Any]],
                               visited: inout Set<String>, paths: inout [String: String]) {
        guard visited.insert(id).inserted, let object = objects[id],
              let path = Self.resolve(object, parent: parent, base: base) else { return }
        switch object["isa"] as? String {
        case "PBXFileReference":
            files.insert(path)
            paths[id] = path
        case "PBXFileSystemSynchronizedRootGroup":
            syncedFolders.append(path)
            paths[id] = path
        default:
            for child in object["children"] as? [String] ?? [] {
                walk(child, parent: path, base: base, objects: objects, visited: &visited, paths: &paths)
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
