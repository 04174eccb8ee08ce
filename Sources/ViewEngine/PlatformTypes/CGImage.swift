#if !canImport(Darwin)
// Core Graphics' bitmap image, which SwiftUI's `ImageRenderer` hands out (`cgImage`) and
// `Image(_:scale:orientation:label:)` shows, and Foundation on Linux does not declare.
// The engine has no pixels: an image knows its size in pixels and, when an
// `ImageRenderer` made it, the SVG picture of its view.

/// A bitmap image: its width and height in pixels, 8 bits for each of four components.
///
/// ```swift
/// let renderer = ImageRenderer(content: Badge(count: 3))
/// renderer.scale = 2
/// if let image = renderer.cgImage {
///     Image(image, scale: 2, label: Text("Badge"))   // image.width: the view's width × 2
/// }
/// ```
public final class CGImage: Sendable, CustomStringConvertible {
    /// The width of the image, in pixels.
    public let width: Int
    /// The height of the image, in pixels.
    public let height: Int
    /// The SVG picture of the view an `ImageRenderer` drew, for an image it made.
    package let renderedPicture: String?

    /// An image of `width` × `height` pixels, the picture `renderedPicture` if a view was
    /// drawn into it.
    package init(width: Int, height: Int, renderedPicture: String? = nil) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.renderedPicture = renderedPicture
    }

    /// The number of bits used in memory for each color component of the image: 8.
    public var bitsPerComponent: Int { 8 }
    /// The number of bits used in memory for each pixel of the image: 32.
    public var bitsPerPixel: Int { 32 }
    /// The number of bytes used in memory for each row of the image: 4 for each pixel.
    public var bytesPerRow: Int { width * 4 }

    /// The image as its size in pixels: `CGImage 246×122`.
    public var description: String { "CGImage \(width)×\(height)" }
}
#endif
