// A build tool plugin that does what Xcode does for an app's Core Data models: it generates
// the classes of the entities whose Codegen is "Class Definition" and the properties of those
// whose Codegen is "Category/Extension", so that an app's files that say `Item(context:)` or
// `FetchedResults<Item>` compile unchanged. The models are the `.xcdatamodeld` folders in the
// target's folder; copy them as resources too, so that `NSPersistentContainer(name:)` finds
// them when the app runs.
//
//   .target(name: "App", dependencies: [.product(name: "SwiftUI", package: "ViewEngineMacros"),
//                                       .product(name: "CoreData", package: "ViewEngineMacros")],
//           resources: [.copy("Model.xcdatamodeld")],
//           plugins: [.plugin(name: "CoreDataModels", package: "ViewEngineMacros")])
import Foundation
import PackagePlugin

@main
struct CoreDataModels: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let models = Self.models(in: target.directoryURL)
        guard !models.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedCoreDataModels.swift")
        return [.buildCommand(
            displayName: "Generating Core Data classes for \(target.name)",
            executable: try context.tool(named: "CoreDataModelsTool").url,
            arguments: [output.path(percentEncoded: false)] + models.map { $0.path(percentEncoded: false) },
            inputFiles: models.flatMap(Self.files),
            outputFiles: [output]
        )]
    }

    /// The `.xcdatamodeld` folders under `folder`, not looking inside them.
    static func models(in folder: URL) -> [URL] {
        var found: [URL] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appending(path: name)
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            if name.hasSuffix(".xcdatamodeld") { found.append(url) } else { found += models(in: url) }
        }
        return found
    }

    /// The model's files (its versions' `contents`, `.xccurrentversion`): a change to any
    /// regenerates the classes.
    static func files(of model: URL) -> [URL] {
        let walk = FileManager.default.enumerator(at: model, includingPropertiesForKeys: nil)
        return (walk?.allObjects as? [URL] ?? []).filter {
            $0.lastPathComponent == "contents" || $0.lastPathComponent == ".xccurrentversion"
        }
    }
}
