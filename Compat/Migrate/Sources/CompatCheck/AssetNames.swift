import AssetSymbolGeneration
import CoreDataModelGeneration
import Foundation

/// The names Xcode generates from an app's resources, which its code may use without
/// declaring them: asset catalog symbols and Core Data entities and attributes.
public enum AssetNames {
    /// The name Xcode's asset symbol generation gives an asset called `name` of `kind` (both
    /// kinds' names for an asset of another kind), by the root package's naming model:
    /// `App White` → `appWhite`; a color `BrandColor` → `brand`.
    public static func symbolNames(_ name: String, kind: AssetKind?) -> Set<String> {
        let kinds = kind.map { [$0] } ?? AssetKind.allCases
        return Set(kinds.compactMap { AssetSymbolName.member(for: name, kind: $0) })
    }

    /// Adds to `app` the names generated from the resources under its folder.
    static func collect(into app: inout App) {
        let assetKinds: [(folder: String, kind: AssetKind?)] = [(".colorset", .color), (".imageset", .image),
                                                                (".symbolset", .image), (".dataset", nil)]
        FolderWalk.walk(app.folder) { path, folders, files in
            folders.removeAll { FolderWalk.skipped.contains($0) }
            let base = (path as NSString).lastPathComponent
            if let asset = assetKinds.first(where: { base.hasSuffix($0.folder) && base.count > $0.folder.count }) {
                app.generatedMembers.formUnion(symbolNames(String(base.dropLast(asset.folder.count)), kind: asset.kind))
                // folders of the catalog that provide a namespace: `.GrocyColors.grocyBlue`
                let parts = path.split(separator: "/").map(String.init)
                if let catalog = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }) {
                    for part in parts[(catalog + 1)..<(parts.count - 1)] {
                        if let namespace = AssetSymbolName.namespace(for: part) { app.generatedMembers.insert(namespace) }
                    }
                }
            }
            if base.hasSuffix(".xcdatamodel"), files.contains("contents"),
               let model = try? DataModel(contentsOf: URL(fileURLWithPath: path)) {
                for entity in model.entities {
                    app.generatedTypes.insert(entity.className)
                    app.generatedMembers.formUnion(entity.attributes.map(\.name) + entity.relationships.map(\.name))
                }
            }
        }
    }
}
