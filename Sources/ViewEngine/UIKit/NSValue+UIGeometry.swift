#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// UIKit's geometry in a value object, as a keyboard notification's user info carries the
/// keyboard's frame (`UIResponder.keyboardFrameEndUserInfoKey`).
extension NSValue {
    /// A value object holding `rect`.
    ///
    /// ```swift
    /// let value = NSValue(cgRect: CGRect(x: 0, y: 500, width: 393, height: 336))
    /// ```
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The rectangle the value holds.
    ///
    /// ```swift
    /// let height = (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height ?? 0
    /// ```
    public var cgRectValue: CGRect { rectValue }

    /// A value object holding `point`.
    ///
    /// ```swift
    /// NSValue(cgPoint: CGPoint(x: 10, y: 20))
    /// ```
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// A value object holding `size`.
    ///
    /// ```swift
    /// NSValue(cgSize: CGSize(width: 10, height: 20))
    /// ```
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
#endif
