import Foundation
import Testing
@testable import ScreenHosts

/// The app's own images read from the fetched sources: asset catalogs as they are, and loose
/// PNG files (a package's resources) gathered into a catalog by the names a bundle's lookup
/// finds them by.
@Suite("The app's images, from the fetched catalogs and loose PNG files")
@MainActor
struct ScreenAssetsTests {
    /// A folder of sources: a catalog with an image of its own, a package's loose icon at
    /// 1× and a logo at 2× and 3×, and a file that is not an image.
    private func sources() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("screen-assets-\(UUID().uuidString)")
        for path in ["App/Assets.xcassets/globe.imageset/globe.png", "Kit/Sources/Feature/_Resources/appIcon-1.png",
                     "Kit/Sources/Feature/_Resources/logo@2x.png", "Kit/Sources/Feature/_Resources/logo@3x.png", "Kit/Sources/Feature/View.swift"] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(path.utf8).write(to: file)
        }
        return root
    }

    @Test("A loose PNG is named by its file, without its extension and its scale; a catalog's are not loose")
    func looseImagesAreNamedByTheirFiles() throws {
        let root = try sources()
        defer { try? FileManager.default.removeItem(at: root) }
        let found = ScreenAssets.looseImages(in: root).map { "\($0.name) \($0.scale)x" }
        #expect(found == ["appIcon-1 1x", "logo 2x", "logo 3x"])
        #expect(ScreenAssets.catalogs(in: root).map(\.lastPathComponent) == ["Assets.xcassets"])
    }

    @Test("The loose images become a catalog's image sets, one per name with each scale's file")
    func looseImagesMakeACatalog() throws {
        let root = try sources()
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("screen-assets-made-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: made) }
        let catalog = try #require(try ScreenAssets.looseImageCatalog(in: root, into: made))
        let sets = try FileManager.default.contentsOfDirectory(atPath: catalog.path).sorted()
        #expect(sets == ["appIcon-1.imageset", "logo.imageset"])
        let logo = try String(contentsOf: catalog.appendingPathComponent("logo.imageset/Contents.json"), encoding: .utf8)
        #expect(logo.contains(#""filename" : "logo@2x.png", "scale" : "2x""#) && logo.contains(#""filename" : "logo@3x.png", "scale" : "3x""#))
        let icon = try Data(contentsOf: catalog.appendingPathComponent("appIcon-1.imageset/appIcon-1@1x.png"))
        #expect(String(decoding: icon, as: UTF8.self) == "Kit/Sources/Feature/_Resources/appIcon-1.png")
    }

    @Test("No sources, or none loose: no catalog is made")
    func nothingLooseMakesNoCatalog() throws {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("screen-assets-none-\(UUID().uuidString)")
        #expect(try ScreenAssets.looseImageCatalog(in: nil, into: made) == nil)
        #expect(!FileManager.default.fileExists(atPath: made.path))
    }
}
