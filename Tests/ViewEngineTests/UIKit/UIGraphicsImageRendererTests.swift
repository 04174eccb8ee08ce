import Foundation
import Testing
import ViewEngine

/// Images drawn with UIKit: a renderer's, an image context's. The engine has no pixels, so
/// what an app can read of such an image is its size and scale.
@MainActor
@Suite("UIKit: a drawn image has the size and scale it was drawn at")
struct UIGraphicsImageRendererTests {
    // image(actions:): "You can call this method repeatedly to create multiple images, each
    // of which has identical dimensions and format." The renderer "uses default values for
    // the current device if you don't provide format object": the screen's scale.
    @Test func aRendererMakesImagesOfItsSizeAtItsScale() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
        var ran: [String] = []
        let first = renderer.image { context in
            ran.append("actions \(context.cgContext.width)×\(context.cgContext.height)")
            ran.append("current \(UIGraphicsGetCurrentContext() === context.cgContext)")
            ran.append("so far \(context.currentImage.size.width)")
        }
        let second = renderer.image { _ in }
        #expect(ran == ["actions 120×60", "current true", "so far 40.0"])
        #expect(first.size == CGSize(width: 40, height: 20) && first.scale == 3)
        #expect(second.size == first.size && second.scale == first.scale && second !== first)
        #expect(first.description == "drawn 120×60")
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    // init(bounds:format:) with a format's scale; a layer renders into the context
    // (nothing is kept: the image keeps only its size).
    @Test func boundsAndFormatDecideTheImage() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }
        #expect(image.size == CGSize(width: 100, height: 50) && image.scale == 1)
        #expect(image.pngData().flatMap(UIImage.init(data:))?.size == CGSize(width: 100, height: 50))
        // Bad sizes and scales never trap: a negative side is zero, a scale of zero the screen's.
        format.scale = 0
        let odd = UIGraphicsImageRenderer(size: CGSize(width: -5, height: CGFloat.infinity), format: format).image { _ in }
        #expect(odd.size == .zero && odd.scale == 3)
    }

    // UIGraphicsBeginImageContextWithOptions: a scale of 0 is "the scale factor of the
    // device's main screen"; UIGraphicsGetImageFromCurrentImageContext "Returns an image
    // based on the contents of the current bitmap-based graphics context", nil without one.
    @Test func imageContextsNestAndEnd() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 30), false, 0)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), true, 2)
        let inner = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let outer = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        UIGraphicsEndImageContext()
        #expect(inner?.size == CGSize(width: 10, height: 5) && inner?.scale == 2)
        #expect(outer?.size == CGSize(width: 30, height: 30) && outer?.scale == 3)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    // drawHierarchy(in:afterScreenUpdates:) returns "true if the snapshot is complete":
    // headless, whether there is a context to draw into.
    @Test func drawHierarchyNeedsAContext() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) == false)
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, true, 1)
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
        UIImage(systemName: "star")?.draw(in: view.bounds)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 20, height: 20))
        UIGraphicsEndImageContext()
    }
}
