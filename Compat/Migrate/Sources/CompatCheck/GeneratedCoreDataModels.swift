import CoreDataModelGeneration
import Foundation

extension StandIns {
    /// The file of classes Core Data's code generation writes for `module`'s models
    /// (`.xcdatamodeld` folders in its groups' folders): each "Class Definition" entity's
    /// class and properties, each "Category/Extension" entity's properties, as Xcode
    /// compiles them into the app; written into the work folder, nil when the module has no
    /// model or none of its entities is generated.
    public func coreDataModels(for module: Module, unitFolder: String, app: String) -> String? {
        let models = Self.folders(withSuffix: ".xcdatamodeld", of: module, unitFolder: unitFolder)
            .compactMap { try? DataModel(contentsOf: URL(fileURLWithPath: $0)) }
        guard models.contains(where: { $0.entities.contains { $0.codeGeneration != .manual } }) else { return nil }
        return writeGenerated(ManagedObjectSource(models: models).text, kind: "core-data-models", module: module, app: app)
    }
}
