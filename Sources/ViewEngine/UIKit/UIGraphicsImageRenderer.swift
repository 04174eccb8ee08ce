// UIKit's ways of drawing an image: the graphics image renderer (`image(actions:)`) and
// the older image context functions (`UIGraphicsBeginImageContextWithOptions`...). The
// engine has no pixels: the image made has the size and scale asked for, and no picture.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
#if canImport(Darwin)
import CoreGraphics
#endif

/// A graphics renderer for creating images — UIKit's `UIGraphicsImageRenderer`.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(bounds: view.bounds)
/// let image = renderer.image { context in
///     view.layer.render(in: context.cgContext)
/// }
/// image.size     // view.bounds.size
/// image.scale    // 3, the screen's
/// ```
///
/// The engine has no pixels: each image the renderer makes is its bounds' size at its
/// format's scale, whatever the actions draw (they run, in a context that keeps nothing).
/// A negative or non-finite side of the size is zero in the image.
open class UIGraphicsImageRenderer {
    /// The rectangle the renderer draws: its images are its size.
    public let bounds: CGRect
    /// The renderer's format: the scale and opacity of its images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points, at the screen's scale.
    ///
    /// ```swift
    /// UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64))
    /// ```
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of images of `size` points in `format`.
    ///
    /// ```swift
    /// UIGraphicsImageRenderer(size: size, format: format)
    /// ```
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds`' size, at the screen's scale.
    ///
    /// ```swift
    /// UIGraphicsImageRenderer(bounds: view.bounds)
    /// ```
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of images of `bounds`' size in `format`.
    ///
    /// ```swift
    /// UIGraphicsImageRenderer(bounds: view.bounds, format: format)
    /// ```
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// An image made by running `actions` in a new context: the renderer's size at its
    /// format's scale. While the actions run, their context is the current one
    /// (`UIGraphicsGetCurrentContext()`). Each call makes a new image of the same size.
    ///
    /// ```swift
    /// let dot = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
    ///     context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    /// }
    /// ```
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        draw(actions).image
    }

    /// Runs `actions` in a new context, the current one while they run: the image drawn.
    func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> DrawnImage {
        let image = DrawnImage(size: bounds.size, scale: format.scale)
        let context = UIGraphicsImageRendererContext(image: image, format: format)
        ImageContextStack.push(image)
        defer { ImageContextStack.pop() }
        actions(context)
        return image
    }
}

/// The scale and opacity of a renderer's images — UIKit's `UIGraphicsImageRendererFormat`.
///
/// ```swift
/// let format = UIGraphicsImageRendererFormat()
/// format.scale = 1
/// ```
open class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images: the screen's (3) by default. A scale that is not
    /// positive and finite draws at the screen's.
    open var scale: CGFloat = DrawnImage.screenScale
    /// Whether the images are opaque.
    open var opaque = false

    /// A format at the screen's scale, not opaque.
    ///
    /// ```swift
    /// UIGraphicsImageRendererFormat()
    /// ```
    public init() {}

    /// The format of the screen: its scale, not opaque.
    ///
    /// ```swift
    /// let format = UIGraphicsImageRendererFormat.default()
    /// ```
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment of an image renderer's actions — UIKit's
/// `UIGraphicsImageRendererContext`.
///
/// ```swift
/// renderer.image { context in
///     view.layer.render(in: context.cgContext)
/// }
/// ```
open class UIGraphicsImageRendererContext {
    private let drawn: DrawnImage
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(image: DrawnImage, format: UIGraphicsImageRendererFormat) {
        drawn = image
        self.format = format
    }

    /// The Core Graphics context drawn into.
    public var cgContext: CGContext { drawn.context }

    /// The image drawn so far: the renderer's size and scale.
    public var currentImage: UIImage { drawn.image }

    /// Fills `rect` with the current fill color: nothing is kept, headless.
    ///
    /// ```swift
    /// context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    /// ```
    open func fill(_ rect: CGRect) {}
}

/// Creates an image context of `size` points at `scale` pixels per point (0: the screen's
/// scale) and makes it the current one, until ``UIGraphicsEndImageContext()``. Contexts
/// nest: the last begun is current.
///
/// ```swift
/// UIGraphicsBeginImageContextWithOptions(size, false, 0)
/// defer { UIGraphicsEndImageContext() }
/// image.draw(in: CGRect(origin: .zero, size: size))
/// let resized = UIGraphicsGetImageFromCurrentImageContext()
/// ```
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContextStack.push(DrawnImage(size: size, scale: scale))
}

/// The image of the current image context: its size and scale (the engine keeps no
/// pixels); `nil` when no context was begun.
///
/// ```swift
/// let snapshot = UIGraphicsGetImageFromCurrentImageContext()
/// ```
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContextStack.current?.image
}

/// Ends the current image context (the one begun before it becomes current again); does
/// nothing when none was begun.
///
/// ```swift
/// UIGraphicsEndImageContext()
/// ```
public func UIGraphicsEndImageContext() {
    ImageContextStack.pop()
}

/// The current graphics context: the image context last begun, or the one a renderer's
/// actions draw into; `nil` outside any.
///
/// ```swift
/// guard let context = UIGraphicsGetCurrentContext() else { return }
/// ```
public func UIGraphicsGetCurrentContext() -> CGContext? {
    ImageContextStack.current?.context
}

/// An image being drawn: its size and scale, the context drawn into, and the image it
/// makes (of that size and scale, no picture).
final class DrawnImage {
    let size: CGSize
    let scale: CGFloat
    let context: CGContext

    /// The screen's scale: 3 pixels per point (Measures §1 "Display scale").
    static let screenScale: CGFloat = 3

    /// An image of `size` (a negative or non-finite side: zero; one longer than a million
    /// points: a million) at `scale` (not positive or not finite: the screen's).
    init(size: CGSize, scale: CGFloat) {
        func side(_ length: CGFloat) -> CGFloat { length.isFinite ? min(max(0, length), 1_000_000) : 0 }
        self.size = CGSize(width: side(size.width), height: side(size.height))
        self.scale = scale.isFinite && scale > 0 ? min(scale, 100) : Self.screenScale
        context = Self.makeContext(size: self.size, scale: self.scale)
    }

    /// The image drawn: its size and scale.
    var image: UIImage { UIImage(drawnSize: size, scale: scale) }

    private static func makeContext(size: CGSize, scale: CGFloat) -> CGContext {
#if canImport(Darwin)
        // A bitmap context of at least one pixel in device RGB is always made.
        let width = max(1, Int(min((size.width * scale).rounded(.up), 1 << 20)))
        let height = max(1, Int(min((size.height * scale).rounded(.up), 1 << 20)))
        return CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
#else
        return CGContext(size: size, scale: scale)
#endif
    }
}

/// The image contexts begun and not ended on the current thread, the current one last: a
/// thread's own, as UIKit's current context is.
enum ImageContextStack {
    /// One thread's contexts.
    private final class Contexts {
        var stack: [DrawnImage] = []
    }

    private static let key = "OnChangeKit.ImageContextStack"

    /// The current thread's contexts, made at first use.
    private static var contexts: Contexts {
        let dictionary = Thread.current.threadDictionary
        if let contexts = dictionary[key] as? Contexts { return contexts }
        let contexts = Contexts()
        dictionary[key] = contexts
        return contexts
    }

    static var current: DrawnImage? { contexts.stack.last }
    static func push(_ image: DrawnImage) { contexts.stack.append(image) }
    static func pop() { _ = contexts.stack.popLast() }
}
#endif
