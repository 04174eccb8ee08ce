import AssetSymbolGeneration
import Foundation

extension StandIns {
    /// The file of asset symbols Xcode generates for `module`'s asset catalogs
    /// (`ColorResource.brand`, `Color(.GrocyColors.grocyBlue)`), written into the work
    /// folder; nil when the module has no catalog. Its catalogs are the `.xcassets` folders
    /// in its groups' folders (a group at the unit's top level: the top level's only); the
    /// extension members (`Color.brand`) are added where an Xcode project of the unit turns
    /// on "Generate Swift Asset Symbol Extensions".
    public func assetSymbols(for module: Module, unitFolder: String, app: String) -> String? {
        Self.assetSymbolsSource(for: module, unitFolder: unitFolder).flatMap {
            writeGenerated($0, kind: "asset-symbols", module: module, app: app)
        }
    }

    /// The text of ``assetSymbols(for:unitFolder:app:)``'s file; nil when the module has no
    /// catalog. A launch compiles it into the app.
    public static func assetSymbolsSource(for module: Module, unitFolder: String) -> String? {
        let catalogs = folders(withSuffix: ".xcassets", of: module, unitFolder: unitFolder)
        let contents = catalogs.compactMap { try? AssetCatalogContents(catalog: URL(fileURLWithPath: $0)) }
        guard !contents.isEmpty else { return nil }
        // A static member the module's own files declare is theirs (BackyardBirds' UI
        // framework declares `Color.premiumBirdFood` beside its catalog's set of that name).
        let declared = (module.home + module.support).reduce(into: Set<String>()) { names, file in
            names.formUnion(AssetSymbolsSource.staticMembers(declaredIn: (try? String(contentsOfFile: file.path, encoding: .utf8)) ?? ""))
        }
        let source = AssetSymbolsSource(catalogs: contents, options: .init(extensions: projectTurnsOnExtensions(unitFolder),
                                                                            declaredMembers: declared))
        return source.text
    }

    /// The asset symbols Xcode generates for a package target's asset catalogs, the
    /// `.xcassets` folders anywhere in its source folder (`Color(.swBackground)` in
    /// SWDesignSystem's files); Xcode adds no extension members (`Color.swBackground`) for a
    /// package. It imports SwiftUI, as the package's files do. Nil when the target has no
    /// catalog.
    public static func packageAssetSymbolsSource(targetFolder: String) -> String? {
        var catalogs: [String] = []
        FolderWalk.walk(targetFolder) { path, folders, _ in
            folders.removeAll { FolderWalk.skipped.contains($0) }
            catalogs += folders.filter { $0.hasSuffix(".xcassets") }.map { path + "/" + $0 }
            folders.removeAll { $0.hasSuffix(".xcassets") }
        }
        let contents = catalogs.sorted().compactMap { try? AssetCatalogContents(catalog: URL(fileURLWithPath: $0)) }
        return contents.isEmpty ? nil : AssetSymbolsSource(catalogs: contents, options: .init(module: "SwiftUI")).text
    }

    /// The folders named `*<suffix>` (`.xcassets`, `.xcdatamodeld`) in `module`'s groups'
    /// folders (a group at the unit's top level: the top level's only), not looking inside
    /// them, sorted.
    static func folders(withSuffix suffix: String, of module: Module, unitFolder: String) -> [String] {
        var found: [String] = []
        for group in module.groups {
            let folder = group == "." ? unitFolder : unitFolder + "/" + group
            FolderWalk.walk(folder) { path, folders, _ in
                folders.removeAll { FolderWalk.skipped.contains($0) }
                found += folders.filter { $0.hasSuffix(suffix) }.map { path + "/" + $0 }
                folders.removeAll { $0.hasSuffix(suffix) || (group == "." && path == folder) }
            }
        }
        return Set(found).sorted()
    }

    /// Writes `text`, a file generated for `module` of `app`, into the work folder's
    /// `generated/<kind>`; its path, or nil when it cannot be written.
    func writeGenerated(_ text: String, kind: String, module: Module, app: String) -> String? {
        let folder = work + "/generated/" + kind
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = (app + "-" + module.name).map { $0.isLetter || $0.isNumber ? $0 : "_" }
        let path = folder + "/" + String(name) + ".swift"
        guard (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return nil }
        return path
    }

    /// Whether an Xcode project in `folder` sets `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`.
    static func projectTurnsOnExtensions(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xcodeproj") }.contains { project in
            let text = (try? String(contentsOfFile: folder + "/" + project + "/project.pbxproj", encoding: .utf8)) ?? ""
            return text.contains("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES")
        }
    }
}
