import Foundation

/// The app's own images a screen shows (its logo, an icon), read when the screen is drawn
/// from the asset catalogs among the row's fetched sources (`REFS/NAME/source`, the image
/// sets a row's `sources` column names), and from loose PNG files there — a package's
/// resources, which `UIImage(named:in: .module, with:)` finds by their file's name — so
/// that none of them is committed here. An image neither has is drawn as the engine draws
/// a missing asset.
@MainActor public enum ScreenAssets {
    /// The `.xcassets` folders under `sources`, in path order; none when it is `nil`.
    public static func catalogs(in sources: URL?) -> [URL] {
        guard let sources,
              let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The PNG files under `sources` outside any catalog, in path order, each with the name
    /// a bundle's lookup finds it by: the file's name without its extension and its
    /// `@2x`/`@3x` scale, which is returned beside it (1 when it has none).
    public static func looseImages(in sources: URL?) -> [(name: String, scale: Int, file: URL)] {
        guard let sources,
              let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [(name: String, scale: Int, file: URL)] = []
        for case let url as URL in walker {
            if url.pathExtension == "xcassets" { walker.skipDescendants(); continue }
            guard url.pathExtension.lowercased() == "png" else { continue }
            var name = url.deletingPathExtension().lastPathComponent
            var scale = 1
            for candidate in [2, 3] where name.hasSuffix("@\(candidate)x") {
                name.removeLast(3)
                scale = candidate
            }
            found.append((name, scale, url))
        }
        return found.sorted { $0.file.path < $1.file.path }
    }

    /// A catalog made in `folder` of the loose PNG files under `sources`
    /// (``looseImages(in:)``): an image set per name, its files at their scales; `nil`
    /// when there is none.
    public static func looseImageCatalog(in sources: URL?, into folder: URL) throws -> URL? {
        let images = looseImages(in: sources)
        guard !images.isEmpty else { return nil }
        let catalog = folder.appendingPathComponent("LooseImages.xcassets")
        let names = images.reduce(into: [String]()) { if !$0.contains($1.name) { $0.append($1.name) } }
        for name in names {
            let set = catalog.appendingPathComponent("\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            var entries: [String] = []
            for image in images where image.name == name {
                let file = "\(name)@\(image.scale)x.png"
                try? FileManager.default.removeItem(at: set.appendingPathComponent(file))
                try FileManager.default.copyItem(at: image.file, to: set.appendingPathComponent(file))
                entries.append(#"{ "idiom" : "universal", "filename" : "\#(file)", "scale" : "\#(image.scale)x" }"#)
            }
            let contents = #"{ "images" : [ \#(entries.joined(separator: ", ")) ], "info" : { "version" : 1, "author" : "xcode" } }"#
            try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        return catalog
    }
}
