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

    /// Whether Xcode builds the model at `path` (an `.xcdatamodeld` folder): a project of the
    /// unit reaches it or a file in it (``XcodeProjectMembers``: a model left in the folder
    /// but not in the target, as SnippetBox's after its move to SwiftData, is not compiled);
    /// with no project, or one that cannot be read, yes.
    static func projectBuilds(_ path: String, unitFolder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: unitFolder)) ?? []
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }.map { XcodeProjectMembers(project: unitFolder + "/" + $0) }
        guard !projects.isEmpty, !projects.contains(where: { $0 == nil }) else { return true }
        let model = (path as NSString).standardizingPath
        return projects.compactMap { $0 }.contains { members in
            members.contains(model) || members.files.contains { FolderWalk.isInside($0, model) }
        }
    }
}
