import CoreDataModelGeneration
import Foundation

extension StandIns {
    /// The file of classes Core Data's code generation writes for `module`'s models
    /// (`.xcdatamodeld` folders in its groups' folders): each "Class Definition" entity's
    /// class and properties, each "Category/Extension" entity's properties, as Xcode
    /// compiles them into the app; written into the work folder, nil when the module has no
    /// model or none of its entities is generated.
    public func coreDataModels(for module: Module, unitFolder: String, app: String) -> String? {
        Self.coreDataModelsSource(for: module, unitFolder: unitFolder).flatMap {
            writeGenerated($0, kind: "core-data-models", module: module, app: app)
        }
    }

    /// The text of ``coreDataModels(for:unitFolder:app:)``'s file; nil when the module has
    /// no model or none of its entities is generated. A launch compiles it into the app.
    public static func coreDataModelsSource(for module: Module, unitFolder: String) -> String? {
        let models = folders(withSuffix: ".xcdatamodeld", of: module, unitFolder: unitFolder)
            .filter { projectBuilds($0, unitFolder: unitFolder) }
            .compactMap { try? DataModel(contentsOf: URL(fileURLWithPath: $0)) }
        guard models.contains(where: { $0.entities.contains { $0.codeGeneration != .manual } }) else { return nil }
        return ManagedObjectSource(models: models).text
    }

    /// Whether Xcode builds the file at `path`: an Xcode project of the unit lists it (a
    /// model left in the folder but not in the target, as SnippetBox's after its move to
    /// SwiftData, is not compiled), or lists its folders as synchronized groups, which
    /// build every file in them; with no project, yes.
    static func projectBuilds(_ path: String, unitFolder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: unitFolder)) ?? []
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }.compactMap {
            try? String(contentsOfFile: unitFolder + "/" + $0 + "/project.pbxproj", encoding: .utf8)
        }
        guard !projects.isEmpty else { return true }
        let name = (path as NSString).lastPathComponent
        return projects.contains { $0.contains("PBXFileSystemSynchronizedRootGroup") || $0.contains(name) }
    }
}
