#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension UIImage {
    /// The orientation of an image's pixels, with UIKit's raw values: how to turn them to
    /// show the image upright.
    ///
    /// ```swift
    /// if photo.imageOrientation != .up { normalized = photo.redrawnUpright() }
    /// ```
    public enum Orientation: Int, Sendable, Hashable, CaseIterable {
        /// The original pixel data matches the image's intended display orientation.
        case up = 0
        /// Rotated 180° from the intended display orientation.
        case down = 1
        /// Rotated 90° clockwise from the intended display orientation.
        case left = 2
        /// Rotated 90° counterclockwise from the intended display orientation.
        case right = 3
        /// Mirrored horizontally.
        case upMirrored = 4
        /// Mirrored vertically.
        case downMirrored = 5
        /// Mirrored horizontally, then rotated 90° counterclockwise.
        case leftMirrored = 6
        /// Mirrored horizontally, then rotated 90° clockwise.
        case rightMirrored = 7
    }

    /// The orientation of the image's pixels: ``Orientation/up``, UIKit's default. No
    /// initializer here takes an orientation, and a JPEG's EXIF orientation is not read
    /// (its size is its pixels' as stored), so every image is upright.
    ///
    /// ```swift
    /// photo.imageOrientation == .up   // true
    /// ```
    public var imageOrientation: Orientation { .up }
}
#endif
