import Foundation
import Testing
@testable import AssetSymbolGeneration

/// The generated file. ColorResource: "A color resource"; its initializer "creates a color
/// from a resource with the specified name in the given bundle" (DeveloperToolsSupport).
@Suite("Asset symbols: the file generated from a catalog")
struct AssetSymbolsSourceTests {
    /// A catalog folder with `sets` (paths such as `Logo.imageset`) and, for each folder in
    /// `namespaces`, a Contents.json that provides a namespace. The caller removes its folder.
    static func catalog(_ sets: [String], namespaces: [String] = []) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "asset-symbols-\(UUID().uuidString)/Assets.xcassets")
        for set in sets {
            try FileManager.default.createDirectory(at: root.appending(path: set), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: root.appending(path: set + "/Contents.json"))
        }
        for folder in namespaces {
            try Data(#"{"properties":{"provides-namespace":true}}"#.utf8).write(to: root.appending(path: folder + "/Contents.json"))
        }
        return root
    }

    @Test("Each color and image set is a resource; a namespace folder is an enum; a group folder is not")
    func resources() throws {
        let url = try Self.catalog(["AccentColor.colorset", "Logo.imageset", "AppIcon.appiconset",
                                    "GrocyColors/grocyBlue.colorset", "Floors/Floor 1.imageset"],
                                   namespaces: ["GrocyColors"])
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let source = AssetSymbolsSource(catalogs: [try AssetCatalogContents(catalog: url)])
        #expect(source.warnings.isEmpty)
        #expect(source.text == """
        // The asset symbols Xcode generates for this target's asset catalogs, written by
        // AssetSymbols (OnChangeKit). Do not edit: the catalogs are the source.
        import Foundation
        import ViewEngine

        private let assetSymbolsBundle = Foundation.Bundle.main

        extension ColorResource {
            /// The "AccentColor" color asset.
            static let accent = ColorResource(name: "AccentColor", bundle: assetSymbolsBundle)

            /// The "GrocyColors" folder's color assets.
            enum GrocyColors {
                /// The "GrocyColors/grocyBlue" color asset.
                static let grocyBlue = ColorResource(name: "GrocyColors/grocyBlue", bundle: assetSymbolsBundle)
            }
        }

        extension ImageResource {
            /// The "Floor 1" image asset.
            static let floor1 = ImageResource(name: "Floor 1", bundle: assetSymbolsBundle)
            /// The "Logo" image asset.
            static let logo = ImageResource(name: "Logo", bundle: assetSymbolsBundle)
        }

        """)
    }

    @Test("A custom symbol (a symbol set) is an image resource, as Xcode generates it")
    func symbolSets() throws {
        // BackyardBirds: `fountain.symbolset` and `fountain.fill.symbolset` → `Image(.fountainFill)`.
        let url = try Self.catalog(["fountain.symbolset", "fountain.fill.symbolset"])
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let source = AssetSymbolsSource(catalogs: [try AssetCatalogContents(catalog: url)])
        #expect(source.text.contains(#"static let fountain = ImageResource(name: "fountain", bundle: assetSymbolsBundle)"#))
        #expect(source.text.contains(#"static let fountainFill = ImageResource(name: "fountain.fill", bundle: assetSymbolsBundle)"#))
    }

    @Test("With extensions, top-level sets are members of Color, ShapeStyle, UIColor and UIImage")
    func extensions() throws {
        let url = try Self.catalog(["Brand.colorset", "Red.colorset", "Logo.imageset", "GrocyColors/grocyBlue.colorset"],
                                   namespaces: ["GrocyColors"])
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let source = AssetSymbolsSource(catalogs: [try AssetCatalogContents(catalog: url)], options: .init(extensions: true))
        #expect(source.text.hasSuffix("""

        extension Color {
            /// The "Brand" color asset.
            static var brand: Color { Color(ColorResource.brand) }
        }

        extension ShapeStyle where Self == Color {
            /// The "Brand" color asset.
            static var brand: Color { Color(ColorResource.brand) }
        }

        extension UIColor {
            /// The "Brand" color asset.
            static var brand: UIColor { UIColor(resource: ColorResource.brand) }
        }

        extension UIImage {
            /// The "Logo" image asset.
            static var logo: UIImage { UIImage(resource: ImageResource.logo) }
        }

        """))
        // Color.red exists: Xcode warns rather than declare it twice; the resource stays
        #expect(source.text.contains(#"static let red = ColorResource(name: "Red", bundle: assetSymbolsBundle)"#))
        #expect(source.warnings == [#"The "Red" color asset's symbol "red" is already a member of Color: it has no extension member; rename the asset to get one."#])
    }

    @Test("A member the target's own code declares is left to it: no extension member of that name")
    func declaredByTheTarget() throws {
        // BackyardBirds' UI framework declares `static let premiumBirdFood = Color(.premiumBirdFood)`
        // beside its catalog's "Premium Bird Food" set
        let declared = AssetSymbolsSource.staticMembers(declaredIn: """
            public extension Color {
                static let premiumBirdFood = Color(.premiumBirdFood)
            }
            struct Palette { static   var  shadow: Color { .black } ; static func make() {} }
            extension ShapeStyle where Self == Color {
                // static let commented: Color
                static var sky: Color { Color(.blue) }
            }
            struct BirdPartColorStyle { static let accent = Self(rawValue: 3) }
            """)
        // Only members of the types the extensions extend count: BackyardBirds'
        // `BirdPartColorStyle.accent` leaves `ShapeStyle.accent` (its AccentColor) generated.
        #expect(declared == ["premiumBirdFood", "sky"])
        let url = try Self.catalog(["Premium Bird Food.colorset", "Leaf.colorset"])
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let source = AssetSymbolsSource(catalogs: [try AssetCatalogContents(catalog: url)],
                                        options: .init(extensions: true, declaredMembers: declared))
        #expect(source.text.contains(#"static let premiumBirdFood = ColorResource(name: "Premium Bird Food", bundle: assetSymbolsBundle)"#))
        #expect(!source.text.contains("static var premiumBirdFood"))
        #expect(source.text.contains("static var leaf: Color { Color(ColorResource.leaf) }"))
        #expect(source.warnings.isEmpty)
    }

    @Test("Two sets with one symbol: the first by name keeps it, and the other is named in a warning")
    func collisions() throws {
        let url = try Self.catalog(["gift.colorset", "giftColor.colorset"])
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let source = AssetSymbolsSource(catalogs: [try AssetCatalogContents(catalog: url)])
        #expect(source.text.contains(#"static let gift = ColorResource(name: "gift", bundle: assetSymbolsBundle)"#))
        #expect(!source.text.contains(#"name: "giftColor""#))
        #expect(source.warnings == [#"The "giftColor" color asset's symbol "gift" is already "gift"'s: rename one of them."#])
    }

    @Test("A target's catalogs are merged, namespaces of one name joined")
    func merged() throws {
        let first = try Self.catalog(["Shared/a.colorset"], namespaces: ["Shared"])
        defer { try? FileManager.default.removeItem(at: first.deletingLastPathComponent()) }
        let second = try Self.catalog(["Shared/b.colorset"], namespaces: ["Shared"])
        defer { try? FileManager.default.removeItem(at: second.deletingLastPathComponent()) }
        let source = AssetSymbolsSource(catalogs: [try AssetCatalogContents(catalog: first), try AssetCatalogContents(catalog: second)])
        #expect(source.text.contains("""
            enum Shared {
                /// The "Shared/a" color asset.
                static let a = ColorResource(name: "Shared/a", bundle: assetSymbolsBundle)
                /// The "Shared/b" color asset.
                static let b = ColorResource(name: "Shared/b", bundle: assetSymbolsBundle)
            }
        """))
    }

    @Test("A path that is not a folder is refused, named")
    func notACatalog() {
        #expect(throws: AssetSymbolsError.notACatalog("/nonexistent/Assets.xcassets")) {
            try AssetCatalogContents(catalog: URL(fileURLWithPath: "/nonexistent/Assets.xcassets"))
        }
        #expect(AssetSymbolsError.notACatalog("x").description == "x is not an asset catalog: expected a folder such as Assets.xcassets")
    }
}
