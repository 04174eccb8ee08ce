import Foundation
import Testing
import ViewEngine

/// An image's orientation as apps test it before redrawing a photo upright.
@MainActor
@Suite("UIKit: an image is upright")
struct UIImageOrientationTests {
    // UIImage.imageOrientation: "The default value is UIImage.Orientation.up"; the raw
    // values are UIKit's (up 0 … rightMirrored 7).
    @Test func everyImageIsUpAndTheRawValuesAreUIKits() throws {
        let png = try #require(UIImage(data: UIKitValueTypesSurfaceTests.png(width: 4, height: 3)))
        #expect(png.imageOrientation == .up)
        #expect(UIImage(systemName: "car")?.imageOrientation == UIImage.Orientation.up)
        #expect(UIImage.Orientation.up.rawValue == 0)
        #expect(UIImage.Orientation.right.rawValue == 3)
        #expect(UIImage.Orientation.rightMirrored.rawValue == 7)
        #expect(UIImage.Orientation.allCases.count == 8)
    }
}
