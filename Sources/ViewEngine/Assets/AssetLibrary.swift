// The asset catalogs a host reads (``HostConfiguration/assetCatalogs``): by default the
// `.xcassets` folders found in the resource bundles beside the running program — a test
// target that lists `.copy("Assets.xcassets")` (or the app's catalog by a relative path)
// in its `resources:` gets a folder SwiftPM copies into `PACKAGE_TARGET.resources`, where
// the engine finds it — and otherwise the catalogs the configuration names. A named
// color (`Color("Brand")`, `UIColor(named:)`) is a system color's name first, then the
// first catalog's color set of that name; `AccentColor` is the tint where the app sets
// none; a named image (`Image("Logo")`) takes its image set's size in points, or is the
// custom symbol of that name.

import Foundation
import ViewEngineCore

/// The host's asset catalogs, read once when the configuration is set.
struct AssetLibrary: Sendable {
    /// The catalogs' folders, in the order they are searched.
    let urls: [URL]
    let catalogs: [AssetCatalog]

    init(urls: [URL]) {
        self.urls = urls
        catalogs = urls.map(AssetCatalog.init(url:))
    }

    /// Whether the host reads any catalog: without one the engine cannot tell a missing
    /// asset from one it was not given, and reports none.
    var isEmpty: Bool { catalogs.isEmpty }

    /// The color set `name`, from the first catalog that has it.
    func color(named name: String) -> AssetCatalog.ColorSet? {
        for catalog in catalogs { if let set = catalog.colors[name] { return set } }
        return nil
    }

    /// The image set `name`, from the first catalog that has it.
    func image(named name: String) -> AssetCatalog.ImageSet? {
        for catalog in catalogs { if let set = catalog.images[name] { return set } }
        return nil
    }

    /// The custom symbol `name` (a symbol set), from the first catalog that has it.
    func customSymbol(named name: String) -> CustomSymbol? {
        for catalog in catalogs { if let symbol = catalog.symbols[name] { return symbol } }
        return nil
    }

    /// What the catalogs could not read, each a sentence naming the asset (or the catalog)
    /// and why: a picture's host reports them.
    var problems: [String] { catalogs.flatMap(\.problems) }

    /// The app's accent color (the `AccentColor` set), if a catalog has one.
    var accentColor: AssetCatalog.ColorSet? { color(named: "AccentColor") }
    /// The name of the tint the app gave its windows (`UIWindow.appearance().tintColor`),
    /// which a window's picture sets: SwiftUI's accent color follows it before the
    /// `AccentColor` set (Paint's `accent(in:assets:)`); `nil` outside a window.
    var windowTintName: String?

    /// The catalogs found beside the running program, read once.
    static let discovered = AssetLibrary(urls: discoveredCatalogs())

    /// The `.xcassets` folders inside the resource bundles beside the running program
    /// (``ProgramResources``).
    static func discoveredCatalogs(in folder: URL = ProgramResources.programFolder) -> [URL] {
        ProgramResources.find(withExtension: "xcassets", in: folder)
    }
}

/// The host setting that holds the asset catalogs.
private enum AssetLibraryKey: HostSettingKey {
    static let defaultValue = AssetLibrary.discovered
}

extension HostConfiguration {
    /// The asset catalogs (`Assets.xcassets` folders) whose colors and images the host's
    /// views draw: `Color("Brand")`, `UIColor(named:)`, `Image("Logo")`, and the
    /// `AccentColor` set as the tint. By default, the catalogs a test target copies into
    /// its resources (`resources: [.copy("Assets.xcassets")]`); setting it replaces them.
    /// A catalog is read when this is set; what cannot be read is left out.
    ///
    /// ```swift
    /// var configuration = HostConfiguration()
    /// configuration.assetCatalogs = [URL(fileURLWithPath: "App/Assets.xcassets")]
    /// let host = ViewHost(ContentView(), configuration: configuration)
    /// ```
    public var assetCatalogs: [URL] {
        get { featureSettings[AssetLibraryKey.self].urls }
        set { featureSettings[AssetLibraryKey.self] = AssetLibrary(urls: newValue) }
    }

    /// The catalogs read.
    var assetLibrary: AssetLibrary { featureSettings[AssetLibraryKey.self] }
}
