import Foundation

/// The colors and images of one asset catalog (`.xcassets` folder), with the folders that
/// provide a namespace, as Xcode reads them to generate asset symbols.
///
/// ```swift
/// let contents = try AssetCatalogContents(catalog: URL(fileURLWithPath: "App/Assets.xcassets"))
/// contents.root.assets.map(\.name)   // ["AccentColor", "Logo"]
/// ```
public struct AssetCatalogContents: Sendable, Equatable {
    /// One color or image set.
    public struct Asset: Sendable, Equatable {
        /// The set's name, without its folder extension (`AccentColor`).
        public var name: String
        /// A color or an image.
        public var kind: AssetKind
        /// The name the catalog is asked for at run time: the namespaces' names before the
        /// asset's, joined by `/` (`GrocyColors/grocyBlue`).
        public var resourceName: String
    }

    /// The assets directly in a namespace (or in the catalog), and the namespaces inside it.
    public struct Namespace: Sendable, Equatable {
        /// The folder's name (`GrocyColors`); empty for the catalog itself.
        public var name: String
        /// The color and image sets, sorted by name.
        public var assets: [Asset] = []
        /// The folders inside that provide a namespace, sorted by name.
        public var namespaces: [Namespace] = []
    }

    /// The catalog's own level: its sets, and those of folders that group without a namespace.
    public var root: Namespace

    /// Reads the catalog folder at `catalog`.
    ///
    /// A folder whose `Contents.json` says `"provides-namespace": true` becomes a namespace;
    /// any other folder only groups, and its sets belong to the level above. Other kinds of
    /// set (app icons, symbols, data) get no symbol.
    ///
    /// - Throws: ``AssetSymbolsError/notACatalog(_:)`` when `catalog` is not a readable folder.
    public init(catalog: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: catalog.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AssetSymbolsError.notACatalog(catalog.path)
        }
        root = Namespace(name: "")
        Self.read(folder: catalog, prefix: "", into: &root)
    }

    private static func read(folder: URL, prefix: String, into namespace: inout Namespace) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in names.sorted() {
            let url = folder.appending(path: entry)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let ext = url.pathExtension
            if let kind = AssetKind.allCases.first(where: { $0.folderExtensions.contains(ext) }) {
                let name = url.deletingPathExtension().lastPathComponent
                namespace.assets.append(Asset(name: name, kind: kind, resourceName: prefix + name))
            } else if ext.isEmpty {
                if providesNamespace(url) {
                    var inner = Namespace(name: entry)
                    read(folder: url, prefix: prefix + entry + "/", into: &inner)
                    namespace.namespaces.append(inner)
                } else {
                    read(folder: url, prefix: prefix, into: &namespace)
                }
            }
        }
        namespace.assets.sort { $0.name < $1.name }
    }

    /// Whether the folder's `Contents.json` has `"properties": {"provides-namespace": true}`.
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appending(path: "Contents.json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = object["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}

/// What stops asset symbols from being generated.
public enum AssetSymbolsError: Error, Equatable, CustomStringConvertible {
    /// The path is not a folder (an asset catalog is a folder named `*.xcassets`).
    case notACatalog(String)

    /// The error in a sentence.
    public var description: String {
        switch self {
        case .notACatalog(let path): "\(path) is not an asset catalog: expected a folder such as Assets.xcassets"
        }
    }
}
