// Shape styles: what `foregroundStyle`, `background`, `fill` and `stroke` take.

/// A color or pattern to use when rendering a shape or text.
///
/// ```swift
/// Text("Hi").foregroundStyle(.secondary)
/// Circle().fill(.blue)
/// RoundedRectangle(cornerRadius: 8).fill(.ultraThinMaterial)
/// ```
///
/// The engine has no pixels: a style is written by its name in ``ViewHost/render()``
/// (`red`, `secondary`, `linearGradient`).
import ViewEngineCore

public protocol ShapeStyle: Sendable {}

/// A shape style recorded as an argument: written by its name (`red`, `secondary`,
/// `linearGradient(blue, purple)`), a style of the app's own by its type's name; compared
/// with `==` (every style the engine declares is `Equatable`), a style of the app's own that
/// is not `Equatable` being the same only when its type has no stored properties.
struct ShapeStyleValue: AttributeValue {
    let style: any ShapeStyle

    init(_ style: some ShapeStyle) { self.style = style }

    package var attributeDescription: String {
        if let named = style as? any NamedShapeStyle { return named.styleName }
        return "\(type(of: style))"
    }

    package func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        guard let other = other as? ShapeStyleValue else { return false }
        func isEqual<Style: Equatable>(_ lhs: Style, _ rhs: any ShapeStyle) -> Bool { (rhs as? Style) == lhs }
        if let equatable = style as? any Equatable { return isEqual(equatable, other.style) }
        return AnyArgument(style).isSameAttributeValue(as: AnyArgument(other.style))
    }
}

/// A shape style that has a name to write.
protocol NamedShapeStyle: ShapeStyle {
    var styleName: String { get }
}

extension Color: ShapeStyle, NamedShapeStyle {
    var styleName: String { name }
}

/// A type-erased shape style.
///
/// ```swift
/// let style: AnyShapeStyle = isError ? AnyShapeStyle(.red) : AnyShapeStyle(.secondary)
/// ```
public struct AnyShapeStyle: ShapeStyle, NamedShapeStyle, Equatable {
    let base: any ShapeStyle
    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) { base = style }
    var styleName: String { ShapeStyleValue(base).attributeDescription }

    /// Whether both wrap the same style.
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        ShapeStyleValue(lhs.base).isSameAttributeValue(as: ShapeStyleValue(rhs.base))
    }
}

/// A shape style that maps to one of the numbered content levels of the current
/// foreground style.
///
/// ```swift
/// Text("Detail").foregroundStyle(.secondary)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, NamedShapeStyle, Hashable {
    let level: String
    var styleName: String { level }
    /// The first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: "primary")
    /// The second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: "secondary")
    /// The third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: "tertiary")
    /// The fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: "quaternary")
    /// The fifth level of the current content style.
    public static let quinary = HierarchicalShapeStyle(level: "quinary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current content style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    /// Returns the second level of this shape style (`.fill.secondary`, `.background.secondary`).
    ///
    /// ```swift
    /// Circle().fill(.fill.secondary)
    /// ```
    public var secondary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: "secondary") }
    /// Returns the third level of this shape style.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).fill(.fill.tertiary)
    /// ```
    public var tertiary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: "tertiary") }
    /// Returns the fourth level of this shape style.
    ///
    /// ```swift
    /// Capsule().fill(.fill.quaternary)
    /// ```
    public var quaternary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: "quaternary") }
    /// Returns the fifth level of this shape style.
    ///
    /// ```swift
    /// Rectangle().fill(.tint.quinary)
    /// ```
    public var quinary: some ShapeStyle { LeveledShapeStyle(base: AnyShapeStyle(self), level: "quinary") }
}

/// A level of another shape style (iOS 17's `.fill.tertiary`): written as the base's name
/// and the level, `fill.tertiary`.
struct LeveledShapeStyle: ShapeStyle, NamedShapeStyle, Equatable {
    let base: AnyShapeStyle
    let level: String
    var styleName: String { "\(base.styleName).\(level)" }
}

/// The foreground style in the current context.
///
/// ```swift
/// Circle().fill(.foreground)
/// ```
public struct ForegroundStyle: ShapeStyle, NamedShapeStyle, Hashable {
    /// The foreground style.
    public init() {}
    var styleName: String { "foreground" }
}

/// The background style in the current context.
///
/// ```swift
/// Rectangle().fill(.background)
/// ```
public struct BackgroundStyle: ShapeStyle, NamedShapeStyle, Hashable {
    /// The background style.
    public init() {}
    var styleName: String { "background" }
}

/// The tint color of the current context.
///
/// ```swift
/// Image(systemName: "star").foregroundStyle(.tint)
/// ```
public struct TintShapeStyle: ShapeStyle, NamedShapeStyle, Hashable {
    /// The tint style.
    public init() {}
    var styleName: String { "tint" }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint color of the current context.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A background material type.
///
/// ```swift
/// Text("Overlay").padding().background(.ultraThinMaterial)
/// ```
public struct Material: ShapeStyle, NamedShapeStyle, Hashable {
    let name: String
    var styleName: String { name }
    /// A mostly translucent material.
    public static let ultraThin = Material(name: "ultraThinMaterial")
    /// A more translucent than opaque material.
    public static let thin = Material(name: "thinMaterial")
    /// A material that's somewhat translucent.
    public static let regular = Material(name: "regularMaterial")
    /// A mostly opaque material.
    public static let thick = Material(name: "thickMaterial")
    /// A mostly opaque material.
    public static let ultraThick = Material(name: "ultraThickMaterial")
    /// A material matched to the system's bars.
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A more translucent than opaque material.
    public static var thinMaterial: Material { .thin }
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A mostly opaque material.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matched to the system's bars.
    public static var bar: Material { .bar }
}

/// A color gradient represented as an array of color stops.
///
/// ```swift
/// Gradient(colors: [.blue, .purple])
/// ```
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color of the stop.
        public var color: Color
        /// Where the stop is, from 0 to 1.
        public var location: CGFloat
        /// Creates a color stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops of the gradient.
    public var stops: [Stop]

    /// Creates a gradient from color stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient from evenly spaced colors.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }

    var colorNames: String { stops.map(\.color.name).joined(separator: ", ") }

    /// A method of interpolating between the colors in a gradient (iOS 18).
    public enum ColorSpace: Hashable, Sendable {
        /// Interpolates between colors in the device color space.
        case device
        /// Interpolates between colors in a perceptual color space.
        case perceptual
    }
}

/// A linear gradient.
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: ShapeStyle, NamedShapeStyle, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    var styleName: String { "linearGradient(\(gradient.colorNames))" }

    /// Creates a linear gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// Creates a linear gradient from colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Creates a linear gradient from color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A radial gradient.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 100))
/// ```
public struct RadialGradient: ShapeStyle, NamedShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    var styleName: String { "radialGradient(\(gradient.colorNames))" }

    /// Creates a radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// Creates a radial gradient from colors.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// An angular gradient.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .red], center: .center))
/// ```
public struct AngularGradient: ShapeStyle, NamedShapeStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    var styleName: String { "angularGradient(\(gradient.colorNames))" }

    /// Creates an angular gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    /// Creates an angular gradient from colors.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == Color {
    /// A context-dependent red color.
    public static var red: Color { Color.red }
    /// A context-dependent orange color.
    public static var orange: Color { Color.orange }
    /// A context-dependent yellow color.
    public static var yellow: Color { Color.yellow }
    /// A context-dependent green color.
    public static var green: Color { Color.green }
    /// A context-dependent mint color.
    public static var mint: Color { Color.mint }
    /// A context-dependent teal color.
    public static var teal: Color { Color.teal }
    /// A context-dependent cyan color.
    public static var cyan: Color { Color.cyan }
    /// A context-dependent blue color.
    public static var blue: Color { Color.blue }
    /// A context-dependent indigo color.
    public static var indigo: Color { Color.indigo }
    /// A context-dependent purple color.
    public static var purple: Color { Color.purple }
    /// A context-dependent pink color.
    public static var pink: Color { Color.pink }
    /// A context-dependent brown color.
    public static var brown: Color { Color.brown }
    /// A white color.
    public static var white: Color { Color.white }
    /// A context-dependent gray color.
    public static var gray: Color { Color.gray }
    /// A black color.
    public static var black: Color { Color.black }
    /// A clear color.
    public static var clear: Color { Color.clear }
}

/// A color gradient derived from one color.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient)
/// ```
public struct AnyGradient: ShapeStyle, NamedShapeStyle, Hashable {
    let base: Color
    var styleName: String { "\(base.name).gradient" }
}

extension Color {
    /// A gradient derived from this color, written `blue.gradient`.
    public var gradient: AnyGradient { AnyGradient(base: self) }
}

/// A style for separators (`Divider().overlay(.separator)`, iOS 17).
public struct SeparatorShapeStyle: ShapeStyle, NamedShapeStyle, Hashable {
    /// Creates the separator style.
    public init() {}
    var styleName: String { "separator" }
}

/// A shape style that fills a shape with the system's background fill (iOS 17's `.fill`).
public struct FillShapeStyle: ShapeStyle, NamedShapeStyle, Hashable {
    /// Creates the fill style.
    public init() {}
    var styleName: String { "fill" }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// A style appropriate for foreground separator or border lines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill style for filling shapes.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// A shape style that fills a shape by repeating a region of an image.
///
/// ```swift
/// Capsule().fill(ImagePaint(image: Image("Example"), scale: 0.1))
/// ```
public struct ImagePaint: ShapeStyle, NamedShapeStyle {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to draw.
    public var sourceRect: CGRect
    /// The scale at which to draw the image.
    public var scale: CGFloat

    /// Creates a shape-filling shape style.
    ///
    /// - Parameters:
    ///   - image: The image to be drawn.
    ///   - sourceRect: A unit-space rectangle defining how much of the source image to draw.
    ///   - scale: The scale at which to draw the image.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    var styleName: String {
        let whole = sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1)
        return "ImagePaint(\(image.name)" + (whole ? "" : ", sourceRect: \(sourceRect)") + (scale == 1 ? "" : ", scale: \(scale.attributeDescription)") + ")"
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills a shape by repeating a region of an image.
    ///
    /// - Parameters:
    ///   - image: The image to be drawn.
    ///   - sourceRect: A unit-space rectangle defining how much of the source image to draw.
    ///   - scale: The scale at which to draw the image.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
