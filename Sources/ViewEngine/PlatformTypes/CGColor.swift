#if !canImport(Darwin)
// CoreGraphics' color, which SwiftUI's `Color(cgColor:)` and `Color.cgColor` use and
// Foundation on Linux does not declare.

/// A set of components that define a color, in the sRGB color space (or gray).
///
/// ```swift
/// let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
/// Color(cgColor: orange)
/// ```
public final class CGColor: Hashable, Sendable {
    private let values: [CGFloat]

    /// A color of `values` (none: a color whose values the engine does not know, such as an
    /// asset catalog's, whose ``components`` are `nil`).
    init(values: [CGFloat]) { self.values = values }

    /// Creates a color in the sRGB color space.
    ///
    /// ```swift
    /// CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// ```
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(values: [red, green, blue, alpha])
    }

    /// Creates a gray color.
    ///
    /// ```swift
    /// CGColor(gray: 0.5, alpha: 1)
    /// ```
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(values: [gray, alpha])
    }

    /// The values of the color components, including alpha; `nil` for a color whose values
    /// the engine does not know (an asset catalog's, which a Linux build has not).
    public var components: [CGFloat]? { values.isEmpty ? nil : values }
    /// The number of color components, including alpha.
    public var numberOfComponents: Int { values.count }
    /// The value of the alpha component.
    public var alpha: CGFloat { values.last ?? 1 }

    /// A copy of the color with another alpha.
    ///
    /// ```swift
    /// color.copy(alpha: 0.5)
    /// ```
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(values: values.dropLast() + [alpha]) }

    /// Black, in the gray color space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White, in the gray color space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Clear, in the gray color space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Colors are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.values == rhs.values }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
#endif
