#if !canImport(Darwin)
// CoreGraphics' vector, which XCUITest's coordinates take (`withOffset(_:)`) and
// Foundation on Linux does not declare.

/// A two-dimensional vector.
///
/// ```swift
/// app.coordinate(withNormalizedOffset: .zero).withOffset(CGVector(dx: 20, dy: 100)).tap()
/// ```
public struct CGVector: Hashable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// A vector of the components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of the components `dx` and `dy`.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector of the components `dx` and `dy`.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector(dx: 0, dy: 0)
}
#endif
