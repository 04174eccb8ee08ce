// A build tool plugin that does what Xcode does for an app's asset catalogs: it generates
// the asset symbols (`ColorResource` and `ImageResource` for each color and image set), so
// that an app's files that say `Color(.brandBlue)` or `Image(.logo)` compile unchanged. The
// catalogs are the `.xcassets` folders in the target's folder, excluded or not (SwiftPM
// cannot process them on Linux: the guide excludes them). Where the app's Xcode project
// (an `.xcodeproj` in the target's folder or one above it, up to the package's) turns on
// "Generate Swift Asset Symbol Extensions", the plugin adds `Color.brandBlue` and the
// other extension members too.
//
//   .target(name: "App", dependencies: [.product(name: "SwiftUI", package: "ViewEngineMacros")],
//           exclude: ["Assets.xcassets"],
//           plugins: [.plugin(name: "AssetSymbols", package: "ViewEngineMacros")])
import Foundation
import PackagePlugin

@main
struct AssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(in: target.directoryURL)
        guard !catalogs.isEmpty else { return [] }
        let projects = Self.projects(from: target.directoryURL, upTo: context.package.directoryURL)
        let extensions = projects.contains { project in
            let text = (try? String(contentsOf: project, encoding: .utf8)) ?? ""
            return text.contains("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES")
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.swift")
        // With the extensions, the target's own files: a member they declare is left to them.
        let swiftFiles = extensions ? target.sourceFiles(withSuffix: "swift").map(\.url) : []
        return [.buildCommand(
            displayName: "Generating asset symbols for \(target.name)",
            executable: try context.tool(named: "AssetSymbolsTool").url,
            arguments: [output.path(percentEncoded: false)] + (extensions ? ["--extensions"] : []) + catalogs.map { $0.path(percentEncoded: false) }
                + (swiftFiles.isEmpty ? [] : ["--declarations"] + swiftFiles.map { $0.path(percentEncoded: false) }),
            inputFiles: catalogs.flatMap(Self.descriptions) + projects + swiftFiles,
            outputFiles: [output]
        )]
    }

    /// The `.xcassets` folders under `folder`, not looking inside them or in build folders.
    static func catalogs(in folder: URL) -> [URL] {
        var found: [URL] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appending(path: name)
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            if name.hasSuffix(".xcassets") { found.append(url) } else { found += catalogs(in: url) }
        }
        return found
    }

    /// The catalog's `Contents.json` files: a change to any set regenerates the symbols.
    static func descriptions(of catalog: URL) -> [URL] {
        let walk = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
        return (walk?.allObjects as? [URL] ?? []).filter { $0.lastPathComponent == "Contents.json" }
    }

    /// The Xcode projects' `project.pbxproj` files in `folder` and the folders above it, up
    /// to `top`.
    static func projects(from folder: URL, upTo top: URL) -> [URL] {
        var projects: [URL] = []
        var current = folder.standardizedFileURL
        let top = top.standardizedFileURL
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current.path(percentEncoded: false))) ?? []
            for name in names.sorted() where name.hasSuffix(".xcodeproj") {
                let file = current.appending(path: name).appending(path: "project.pbxproj")
                if FileManager.default.fileExists(atPath: file.path(percentEncoded: false)) { projects.append(file) }
            }
            if current.path(percentEncoded: false) == top.path(percentEncoded: false) || current.pathComponents.count <= 1 { break }
            current = current.deletingLastPathComponent()
        }
        return projects
    }
}
