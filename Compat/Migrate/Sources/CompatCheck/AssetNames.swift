import Foundation

/// The names Xcode generates from an app's resources, which its code may use without
/// declaring them: asset catalog symbols and Core Data entities and attributes.
public enum AssetNames {
    /// The names Xcode's asset symbol generation may give an asset called `name`:
    /// `App White` → `appWhite`; `BrandColor` → `brandColor` and `brand`.
    public static func symbolNames(_ name: String) -> Set<String> {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        guard let first = words.first else { return [] }
        let camel = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        var names: Set<String> = [camel]
        for suffix in ["Color", "Image", "Colour"] where camel.hasSuffix(suffix) && camel.count > suffix.count {
            names.insert(String(camel.dropLast(suffix.count)))
        }
        return names
    }

    /// Adds to `app` the names generated from the resources under its folder.
    static func collect(into app: inout App) {
        let entity = try! Regex(#"<entity\b[^>]*>"#)
        let className = try! Regex(#"representedClassName="([^"]+)""#)
        let entityName = try! Regex(#"name="([^"]+)""#)
        let member = try! Regex(#"<(?:attribute|relationship)\b[^>]*\bname="([^"]+)""#)
        let assetKinds = [".colorset", ".imageset", ".symbolset", ".dataset"]
        FolderWalk.walk(app.folder) { path, folders, files in
            folders.removeAll { FolderWalk.skipped.contains($0) }
            let base = (path as NSString).lastPathComponent
            if let kind = assetKinds.first(where: { base.hasSuffix($0) && base.count > $0.count }) {
                app.generatedMembers.formUnion(symbolNames(String(base.dropLast(kind.count))))
                // folders of the catalog that provide a namespace: `.GrocyColors.grocyBlue`
                let parts = path.split(separator: "/").map(String.init)
                if let catalog = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }) {
                    for part in parts[(catalog + 1)..<(parts.count - 1)] {
                        app.generatedMembers.insert(part)
                        app.generatedMembers.formUnion(symbolNames(part))
                    }
                }
            }
            if base.hasSuffix(".xcdatamodel"), files.contains("contents"),
               let data = FileManager.default.contents(atPath: path + "/contents") {
                let xml = String(decoding: data, as: UTF8.self)
                for tag in xml.matches(of: entity) {
                    let text = tag.output[0].substring ?? ""
                    if let match = text.firstMatch(of: className) ?? text.firstMatch(of: entityName),
                       let name = match.output[1].substring {
                        app.generatedTypes.insert(String(name.split(separator: ".").last ?? name))
                    }
                }
                for match in xml.matches(of: member) {
                    if let name = match.output[1].substring { app.generatedMembers.insert(String(name)) }
                }
            }
        }
    }
}
