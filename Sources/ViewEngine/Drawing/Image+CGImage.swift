// SwiftUI's image of a Core Graphics image (`CGImage`): an `ImageRenderer`'s output shown
// again, as FoodTruck's donut thumbnails are. The engine shows it by its description (its
// size in pixels), as `Image(uiImage:)` shows a UIKit image by its own.

import ViewEngineCore

extension Image {
    /// The orientation of an image: how its pixels are turned or mirrored to show it
    /// upright.
    ///
    /// ```swift
    /// Image(scan, scale: 2, orientation: .right, label: Text("Receipt"))
    /// ```
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// A normal, unrotated image.
        case up
        /// An image flipped horizontally.
        case upMirrored
        /// An image rotated 180°.
        case down
        /// An image rotated 180° and flipped horizontally.
        case downMirrored
        /// An image rotated 90° counterclockwise.
        case left
        /// An image rotated 90° counterclockwise and flipped horizontally.
        case leftMirrored
        /// An image rotated 90° clockwise.
        case right
        /// An image rotated 90° clockwise and flipped horizontally.
        case rightMirrored
    }

    /// Creates a labeled image based on a Core Graphics image instance, for use as
    /// content for controls.
    ///
    /// ```swift
    /// Image(cgImage, scale: displayScale, label: Text(donut.name))
    /// ```
    ///
    /// - Parameters:
    ///   - cgImage: The base graphical image.
    ///   - scale: The scale factor for the image.
    ///   - orientation: The orientation of the image. The default is ``Orientation/up``.
    ///   - label: The label associated with the image, for accessibility.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(name: cgImage.description)
    }

    /// Creates an unlabeled, decorative image based on a Core Graphics image instance.
    ///
    /// ```swift
    /// Image(decorative: cgImage, scale: 2)
    /// ```
    ///
    /// - Parameters:
    ///   - cgImage: The base graphical image.
    ///   - scale: The scale factor for the image.
    ///   - orientation: The orientation of the image. The default is ``Orientation/up``.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(name: cgImage.description)
    }
}
