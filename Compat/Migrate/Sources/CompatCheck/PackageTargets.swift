import Foundation

/// The targets a local package's manifest declares, each with its folder: `path:` when the
/// target gives one (FoodTruckKit's one target is `path: "Sources"`, its subfolders its
/// own), `Sources/<name>` (or `Tests/<name>`) otherwise, as SwiftPM lays them out.
///
/// Read from the manifest's text: a target whose name is not a string literal there (a
/// manifest that builds its targets in a loop) is not found, and its files are compiled
/// with the app, as shared code.
enum PackageTargets {
    /// `(name, folder)` of each target in `manifest` (the text of a `Package.swift`), the
    /// folder relative to the package.
    static func targets(inManifest manifest: String) -> [(name: String, folder: String)] {
        let target = /\.(target|executableTarget|testTarget|macro)\(\s*name:\s*"([^"]+)"/
        let path = /\bpath:\s*"([^"]*)"/
        let matches = manifest.matches(of: target)
        return matches.indices.map { index in
            let match = matches[index]
            let (kind, name) = (match.output.1, match.output.2)
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : manifest.endIndex
            let declared = manifest[match.range.upperBound..<end].firstMatch(of: path)?.output.1
            let folder = declared.map(String.init) ?? ((kind == "testTarget" ? "Tests/" : "Sources/") + name)
            return (String(name), folder.hasSuffix("/") ? String(folder.dropLast()) : folder)
        }
    }

    /// The target of the package whose folder holds `relative` (a file's path relative to
    /// the package): the deepest such folder's, `nil` when none does.
    static func target(of relative: String, in targets: [(name: String, folder: String)]) -> String? {
        targets.filter { $0.folder.isEmpty || relative.hasPrefix($0.folder + "/") }
            .max { $0.folder.count < $1.folder.count }?.name
    }
}
