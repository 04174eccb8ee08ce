import Foundation
import Testing
@testable import ViewEngine

/// `UIImage(named:)` reads the app's asset catalog as UIKit reads the compiled one, and an
/// image's encoded data is never missing where UIKit has some.
@MainActor
@Suite("UIKit: an asset's image and an image's data")
struct UIImageAssetTests {
    static let library = AssetLibrary(urls: [URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Assets.xcassets")])

    // init(named:): "The image object for the specified file"; size: "The logical
    // dimensions, in points, for the image"; scale: "The scale factor of the image". The
    // fixture's Logo set has one file, logo@2x.png, 120 × 80 pixels.
    @Test func aNamedImageHasItsImageSetsSizeAndScale() throws {
        let logo = UIImage(asset: "Logo", in: Self.library)
        #expect(logo.size == CGSize(width: 60, height: 40))
        #expect(logo.scale == 2)
        #expect(logo.description == "Logo")
        let missing = UIImage(asset: "NoSuchAsset", in: Self.library)
        #expect(missing.size == .zero && missing.scale == 1)
    }

    // pngData(): "A data object containing the PNG data, or nil if there was a problem
    // generating the data." An asset whose file is a PNG gives that file; a JPEG, which
    // the engine cannot decode into pixels, a JPEG of its pixels (blank).
    @Test func aNamedImagesDataIsItsFile() throws {
        let logo = UIImage(asset: "Logo", in: Self.library)
        let file = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Assets.xcassets/Logo.imageset/logo@2x.png"))
        #expect(logo.pngData() == file)
        let jpeg = try #require(logo.jpegData(compressionQuality: 0.5))
        #expect(jpeg == BlankImageEncoding.jpeg(width: 120, height: 80))
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 120, height: 80))
        // No pixels, no data: an asset no catalog has, a symbol, an empty image.
        #expect(UIImage(asset: "NoSuchAsset", in: Self.library).pngData() == nil)
        #expect(UIImage(systemName: "star")?.pngData() == nil)
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
    }

    // An image UIKit drew (its renderer, an image context) has pixels: its PNG is one of
    // its size in pixels, as the renderer's own pngData(actions:) gives.
    @Test func aDrawnImagesDataIsBlankPixelsOfItsSize() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10), format: format).image { _ in }
        let png = try #require(image.pngData())
        #expect(png == BlankImageEncoding.png(width: 60, height: 20, opaque: false))
        #expect(UIImage(data: png, scale: 2)?.size == CGSize(width: 30, height: 10))
    }
}
