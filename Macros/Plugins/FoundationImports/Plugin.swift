// A build tool plugin for a target whose files import only Foundation but use what Apple's
// Foundation brings with it (Combine's `ObservableObject` and `@Published`, Observation,
// `URLSession`): it adds one generated Swift file to the target, which re-exports those
// modules, so that every file of the target sees them, as on iOS. A plugin needs no unsafe
// flag, so it works in a package that is itself a dependency.
//
//   .target(name: "App", dependencies: [.product(name: "SwiftUI", package: "ViewEngineMacros")],
//           plugins: [.plugin(name: "FoundationImports", package: "ViewEngineMacros")])
import Foundation
import PackagePlugin

@main
struct FoundationImports: BuildToolPlugin {
    /// One command: the tool writes `FoundationImports.swift` into the plugin's work folder,
    /// which SwiftPM compiles with the target's own files.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "FoundationImports.swift")
        return [.buildCommand(
            displayName: "Adding what Apple's Foundation brings to \(target.name)",
            executable: try context.tool(named: "FoundationImportsTool").url,
            arguments: [output.path(percentEncoded: false)],
            inputFiles: [],
            outputFiles: [output]
        )]
    }
}
