#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
// UIKit's renderer hands out an image's encoded data as well as the image: a PNG or a JPEG
// of the renderer's size in pixels (BlankImageEncoding: the engine has no pixels, so they
// are blank).
import Foundation

extension UIGraphicsImageRenderer {
    /// The PNG data of an image made by running `actions`: the renderer's size in pixels
    /// (points times the format's scale), RGBA, or RGB when the format is opaque. Empty for
    /// an image of no pixels, or one past 256 MiB of them.
    ///
    /// ```swift
    /// let data = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).pngData { _ in }
    /// UIImage(data: data)?.size   // 120 × 60: pixels, at the screen's scale of 3
    /// ```
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let drawn = draw(actions)
        return BlankImageEncoding.png(width: drawn.context.width, height: drawn.context.height, opaque: format.opaque) ?? Data()
    }

    /// The JPEG data of an image made by running `actions`: the renderer's size in pixels.
    /// The engine has no pixels to compress, so the quality changes nothing. Empty for an
    /// image of no pixels, one past 256 MiB of them or past 65 535 pixels a side.
    ///
    /// ```swift
    /// let data = renderer.jpegData(withCompressionQuality: 0.8) { context in
    ///     image.draw(in: CGRect(origin: .zero, size: image.size))
    /// }
    /// ```
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let drawn = draw(actions)
        return BlankImageEncoding.jpeg(width: drawn.context.width, height: drawn.context.height) ?? Data()
    }
}
#endif
