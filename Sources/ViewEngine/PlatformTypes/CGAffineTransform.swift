#if !canImport(Darwin)
// CoreGraphics' affine transform, which SwiftUI's `ProjectionTransform`, `GeometryEffect`
// and `transformEffect(_:)` take and Foundation on Linux does not declare.

/// An affine transformation matrix for use in drawing 2D graphics: a point `(x, y)` maps
/// to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// ```swift
/// let shake = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 8)
/// CGPoint(x: 1, y: 0).applying(shake)
/// ```
public struct CGAffineTransform: Hashable, Sendable {
    /// The entry at position [1,1] in the matrix.
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix.
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix.
    public var ty: CGFloat

    /// Creates an affine transform with the given matrix values.
    ///
    /// ```swift
    /// CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 0)
    /// ```
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Creates the identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// Returns an affine transformation matrix constructed from translation values.
    ///
    /// ```swift
    /// CGAffineTransform(translationX: 10, y: 0)
    /// ```
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// Returns an affine transformation matrix constructed from scaling values.
    ///
    /// ```swift
    /// CGAffineTransform(scaleX: 2, y: 2)
    /// ```
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// Returns an affine transformation matrix constructed from a rotation value, in radians
    /// (counterclockwise in a coordinate system whose y axis points up).
    ///
    /// ```swift
    /// CGAffineTransform(rotationAngle: .pi / 2)
    /// ```
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether the transform is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform of `self` followed by `t2`.
    ///
    /// ```swift
    /// scale.concatenating(move)   // scales, then moves
    /// ```
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Returns an affine transformation matrix constructed by translating this one: the
    /// translation applies first.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns an affine transformation matrix constructed by scaling this one: the
    /// scaling applies first.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns an affine transformation matrix constructed by rotating this one: the
    /// rotation applies first.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse of this transform; the transform itself when it cannot be inverted.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// The point transformed by `t`.
    ///
    /// ```swift
    /// CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 0))   // (11, 2)
    /// ```
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t` (without its translation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
#endif
