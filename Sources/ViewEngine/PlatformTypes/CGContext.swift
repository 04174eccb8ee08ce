#if !canImport(Darwin)
// Core Graphics' drawing destination, which UIKit's image renderer hands to the drawing
// code it runs (`rendererContext.cgContext`) and Foundation on Linux does not declare.
import Foundation

/// A Quartz 2D drawing destination — Core Graphics' `CGContext`, as UIKit's image renderer
/// and image context hand one to drawing code.
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
///     context.cgContext.width    // 120: pixels, at the screen's scale of 3
/// }
/// ```
///
/// The engine has no pixels: a context is a size and a scale, and what is drawn into it is
/// not kept. Its ``width`` and ``height`` are its pixels, as a bitmap context's are.
public final class CGContext: Sendable {
    /// The context's size in points.
    let size: CGSize
    /// Its pixels per point.
    let scale: CGFloat

    /// A context `size` points at `scale` pixels per point.
    init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.scale = scale
    }

    /// The context's width in pixels: its width in points times its scale, rounded up.
    public var width: Int { Self.pixels(size.width * scale) }
    /// The context's height in pixels: its height in points times its scale, rounded up.
    public var height: Int { Self.pixels(size.height * scale) }

    private static func pixels(_ length: CGFloat) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return Int(min(length.rounded(.up), CGFloat(Int32.max)))
    }
}
#endif
