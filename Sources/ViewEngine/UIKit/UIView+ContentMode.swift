#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension UIView {
    /// How a view lays out its content when its bounds change — UIKit's
    /// `UIView.ContentMode`, with its raw values.
    ///
    /// ```swift
    /// imageView.contentMode = .scaleAspectFit
    /// ```
    public enum ContentMode: Int, Sendable {
        /// Scales the content to fill the bounds, changing its aspect ratio.
        case scaleToFill = 0
        /// Scales the content to fit, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scales the content to fill, keeping its aspect ratio, some of it clipped.
        case scaleAspectFill = 2
        /// Redraws the content when the bounds change.
        case redraw = 3
        /// Centres the content.
        case center = 4
        /// Aligns the content with the top.
        case top = 5
        /// Aligns the content with the bottom.
        case bottom = 6
        /// Aligns the content with the left edge.
        case left = 7
        /// Aligns the content with the right edge.
        case right = 8
        /// Aligns the content with the top-left corner.
        case topLeft = 9
        /// Aligns the content with the top-right corner.
        case topRight = 10
        /// Aligns the content with the bottom-left corner.
        case bottomLeft = 11
        /// Aligns the content with the bottom-right corner.
        case bottomRight = 12
    }
}
#endif
