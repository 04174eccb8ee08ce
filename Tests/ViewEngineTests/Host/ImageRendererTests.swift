import Foundation
import Testing
import ViewEngine
import TestSupport

/// `ImageRenderer`: "An object that creates images from SwiftUI views." The engine has no
/// pixels; the image has the view's size and the renderer's scale, and keeps the view's
/// picture.
@MainActor
@Suite("ImageRenderer: a view's image at its size")
struct ImageRendererTests {
    /// `proposedSize`: "The default value of this property, unspecified, produces an image
    /// that matches the original view size." A line of body text: 116/3 × 61/3 points
    /// (R22LayoutTests).
    @Test func theDefaultImageIsTheViewsIdealSize() throws {
        let renderer = ImageRenderer(content: Text("Hello"))
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 116.0 / 3, height: 61.0 / 3))
        #expect(image.scale == 1)
    }

    /// "You can provide a custom ProposedViewSize to override the view's size in one or both
    /// dimensions": a color takes what it is offered.
    @Test func aProposedSizeOverridesTheViewsSize() throws {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: 200, height: 100)
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 200, height: 100))
        renderer.proposedSize = ProposedViewSize(width: 50, height: nil)
        #expect(renderer.uiImage?.size == CGSize(width: 50, height: 10))
    }

    /// `scale`: "The scale at which to render the image." The size stays in points; the
    /// image names its pixels.
    @Test func theScaleIsTheImages() throws {
        let renderer = ImageRenderer(content: Color.blue.frame(width: 40, height: 20))
        renderer.scale = 3
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(image.scale == 3)
        #expect(image.description == "rendered 120×60")
    }

    /// The image keeps the view's picture, on nothing unless the renderer is opaque; an
    /// empty view or a scale that is no scale makes no image, and nothing traps.
    @Test func theImageKeepsThePictureAndAnEmptyViewMakesNone() throws {
        let renderer = ImageRenderer(content: Text("Hi").padding(4))
        let svg = try #require(renderer.uiImage?.renderedPicture)
        #expect(svg.contains(">Hi</text>"))
        #expect(!svg.contains(#"data-view="Window""#))
        renderer.isOpaque = true
        #expect(renderer.uiImage?.renderedPicture?.contains(#"data-view="Window""#) == true)

        #expect(ImageRenderer(content: EmptyView()).uiImage == nil)
        let unscaled = ImageRenderer(content: Text("Hi"))
        unscaled.scale = 0
        #expect(unscaled.uiImage == nil)
    }
}

extension ImageRendererTests {
    /// `cgImage`: "The current contents of the view, rasterized as a Core Graphics image."
    /// Its width and height are the view's in pixels at the scale, rounded up, and it keeps
    /// the view's picture; `Image(_:scale:orientation:label:)` shows it again. An empty
    /// view makes none. `nsImage` is the same image in points.
    @Test func theCoreGraphicsImageIsTheViewInPixels() throws {
        let renderer = ImageRenderer(content: Color.blue.frame(width: 40.5, height: 20))
        renderer.scale = 2
        let image = try #require(renderer.cgImage)
        #expect(image.width == 81 && image.height == 40)
        #expect(image.bytesPerRow == 324)
        #expect(image.renderedPicture != nil && image.renderedPicture == renderer.uiImage?.renderedPicture)
        #expect(ViewHost(testing: Image(image, scale: 2, label: Text("Badge"))).render().contains("Image \"CGImage 81×40\""))
        #expect(renderer.nsImage?.size == CGSize(width: 40.5, height: 20))
        #expect(ImageRenderer(content: EmptyView()).cgImage == nil)
    }

    /// ImageRenderer is an `ObservableObject`: setting what it renders publishes
    /// `objectWillChange`, before the change.
    @Test func settingWhatItRendersPublishesAChange() {
        let renderer = ImageRenderer(content: Text("One"))
        var scales: [CGFloat] = []
        let subscription = renderer.objectWillChange.sink { scales.append(renderer.scale) }
        renderer.scale = 2
        renderer.content = Text("Two")
        #expect(scales == [1, 2])
        subscription.cancel()
    }
}
