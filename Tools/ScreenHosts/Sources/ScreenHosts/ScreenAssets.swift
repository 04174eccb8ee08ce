import Foundation

/// The app's own images a screen shows (its logo, an icon), read when the screen is drawn
/// from the asset catalogs among the row's fetched sources (`REFS/NAME/source`, the image
/// sets a row's `sources` column names), so that none of them is committed here. An image
/// no fetched catalog has is drawn as the engine draws a missing asset.
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
}
