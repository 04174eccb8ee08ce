// What a shape style can be modified by: opacity, blend mode, shadow (iOS 15 and 16). The
// result is a shape style written as the base with its modification:
// `foregroundStyle: secondary.opacity(0.5)`.

/// A shape style with one modification applied (`.secondary.opacity(0.5)`).
///
/// ```swift
/// let faded: _ModifiedShapeStyle<HierarchicalShapeStyle> = HierarchicalShapeStyle.secondary.modified("opacity(0.5)")
/// ```
import ViewEngineCore

public struct _ModifiedShapeStyle<Base: ShapeStyle>: ShapeStyle, NamedShapeStyle, Equatable {
    let base: Base
    let modification: String
    var styleName: String { "\(ShapeStyleValue(base).attributeDescription).\(modification)" }

    /// Whether both are the same style with the same modification.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.modification == rhs.modification && ShapeStyleValue(lhs.base).isSameAttributeValue(as: ShapeStyleValue(rhs.base))
    }
}

extension ShapeStyle {
    /// This style with `modification` written after it.
    func modified(_ modification: String) -> _ModifiedShapeStyle<Self> { _ModifiedShapeStyle(base: self, modification: modification) }

    /// Returns a new style based on this one, multiplying its opacity by `opacity`.
    ///
    /// ```swift
    /// Text("Hint").foregroundStyle(.secondary.opacity(0.6))
    /// ```
    public func opacity(_ opacity: Double) -> some ShapeStyle { modified("opacity(\(opacity.attributeDescription))") }

    /// Returns a new style based on this one that blends with its destination by `mode`.
    ///
    /// ```swift
    /// Rectangle().fill(AnyShapeStyle(.red).blendMode(.multiply))
    /// ```
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { modified("blendMode(\(mode))") }

    /// Returns a new style based on this one with a shadow.
    ///
    /// ```swift
    /// Circle().fill(.blue.shadow(.drop(radius: 4)))
    /// ```
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { modified("shadow(\(style.attributeDescription))") }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style with a shadow (iOS 16's static form).
    ///
    /// ```swift
    /// Text("Unlock").foregroundStyle(.shadow(.drop(radius: 2)))
    /// ```
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ForegroundStyle().shadow(style) }
}

/// A style of shadow: a drop shadow outside a shape or an inner shadow inside it.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.white.shadow(.drop(color: .gray, radius: 2, y: 1)))
/// Circle().fill(.blue.shadow(.inner(radius: 3)))
/// ```
public struct ShadowStyle: Equatable, Sendable {
    let kind: String
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// The default shadow color: black at a third of full opacity.
    static let defaultColor = Color("black.opacity(0.33)")

    /// A drop shadow, drawn outside the shape.
    public static func drop(color: Color = Color("black.opacity(0.33)"), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: "drop", color: color, radius: radius, x: x, y: y)
    }

    /// An inner shadow, drawn inside the shape.
    public static func inner(color: Color = Color("black.opacity(0.33)"), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: "inner", color: color, radius: radius, x: x, y: y)
    }
}

extension ShadowStyle: AttributeValue {
    /// `drop(radius: 4)`, with the color and offsets the code gave.
    package var attributeDescription: String {
        var parts: [String] = []
        if color != Self.defaultColor { parts.append("color: \(color.name)") }
        parts.append("radius: \(radius.attributeDescription)")
        if x != 0 { parts.append("x: \(x.attributeDescription)") }
        if y != 0 { parts.append("y: \(y.attributeDescription)") }
        return "\(kind)(\(parts.joined(separator: ", ")))"
    }
}
