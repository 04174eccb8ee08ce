#if canImport(Darwin)
import CoreGraphics
#endif

/// A 3×3 matrix that transforms points in a view's plane, what a ``GeometryEffect``
/// returns: an affine transform, or a projective one with `m13`, `m23` and `m33`.
///
/// ```swift
/// ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
/// ```
public struct ProjectionTransform: Hashable, Sendable {
    /// The entry at row 1, column 1.
    public var m11: CGFloat = 1
    /// The entry at row 1, column 2.
    public var m12: CGFloat = 0
    /// The entry at row 1, column 3.
    public var m13: CGFloat = 0
    /// The entry at row 2, column 1.
    public var m21: CGFloat = 0
    /// The entry at row 2, column 2.
    public var m22: CGFloat = 1
    /// The entry at row 2, column 3.
    public var m23: CGFloat = 0
    /// The entry at row 3, column 1.
    public var m31: CGFloat = 0
    /// The entry at row 3, column 2.
    public var m32: CGFloat = 0
    /// The entry at row 3, column 3.
    public var m33: CGFloat = 1

    /// Creates the identity transform.
    public init() {}

    /// Creates the projection of an affine transform.
    ///
    /// ```swift
    /// ProjectionTransform(CGAffineTransform(rotationAngle: .pi / 8))
    /// ```
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// Whether the transform is the identity transform.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (its third column is 0, 0, 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The transform of `self` followed by `rhs`.
    ///
    /// ```swift
    /// scale.concatenating(move)
    /// ```
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return result
    }

    /// Inverts the transform in place; returns `false`, leaving it unchanged, when it
    /// cannot be inverted.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0 else { return false }
        let inverse = [
            c11, c12, c13,
            m23 * m31 - m21 * m33, m11 * m33 - m13 * m31, m13 * m21 - m11 * m23,
            m21 * m32 - m22 * m31, m12 * m31 - m11 * m32, m11 * m22 - m12 * m21,
        ].map { $0 / determinant }
        (m11, m12, m13, m21, m22, m23, m31, m32, m33) =
            (inverse[0], inverse[1], inverse[2], inverse[3], inverse[4], inverse[5], inverse[6], inverse[7], inverse[8])
        return true
    }

    /// The inverse of the transform; the transform itself when it cannot be inverted.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }
}

extension CGPoint {
    /// The point transformed by `m` (divided by its projective coordinate).
    ///
    /// ```swift
    /// CGPoint(x: 1, y: 1).applying(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))   // (2, 2)
    /// ```
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}
