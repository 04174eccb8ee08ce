/// A 2D shape that you can use when drawing a view.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         var path = Path()
///         path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///         path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///         path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///         path.closeSubpath()
///         return path
///     }
/// }
///
/// Triangle().fill(.orange)   // render(): Triangle [fill: orange]
/// ```
///
/// A shape is a view: ``ViewHost/render()`` writes its type's name with its fill and
/// stroke. The engine does not draw, so `path(in:)` is not called.
import ViewEngineCore

@MainActor @preconcurrency
public protocol Shape: Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The shape drawn with the foreground style.
    ///
    /// ```swift
    /// Circle().body   // drawn as Circle
    /// ```
    public var body: _ShapeView<Self> { _ShapeView(shape: self, attributes: []) }

    /// Fills this shape with a style.
    ///
    /// ```swift
    /// Circle().fill(.blue)
    /// RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.2))
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, attributes: [Attribute(.fill, shown: true, ("", ShapeStyleValue(content)), ("style", nonDefault(style, FillStyle())))])
    }

    /// Fills this shape with the foreground style.
    ///
    /// ```swift
    /// Circle().fill()
    /// ```
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        fill(ForegroundStyle(), style: style)
    }

    /// Traces the outline of this shape with a style.
    ///
    /// ```swift
    /// Circle().stroke(Color.blue, lineWidth: 4)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, attributes: [Self.stroke(content, lineWidth: lineWidth)])
    }

    /// Traces the outline of this shape with a style and stroke style.
    ///
    /// ```swift
    /// Circle().stroke(.red, style: StrokeStyle(lineWidth: 8, lineCap: .round))
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, attributes: Self.stroke(content, style: style, antialiased: antialiased))
    }

    /// The outline of this shape, as a shape, with the given line width.
    ///
    /// ```swift
    /// Circle().stroke(lineWidth: 2).foregroundColor(.gray)
    /// ```
    public func stroke(lineWidth: CGFloat = 1) -> _ModifiedShape<Self> {
        _ModifiedShape(base: self, attributes: [Attribute(.stroke, shown: true, ("lineWidth", lineWidth))])
    }

    /// The outline of this shape, as a shape, with the given stroke style.
    ///
    /// ```swift
    /// Capsule().stroke(style: StrokeStyle(lineWidth: 2, dash: [4]))
    /// ```
    public func stroke(style: StrokeStyle) -> _ModifiedShape<Self> {
        _ModifiedShape(base: self, attributes: [Attribute(.stroke, shown: true, ("lineWidth", style.lineWidth)), Attribute(.strokeStyle, ("", style))])
    }

    /// Trims this shape by a fractional amount based on its representation as a path.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: progress).stroke(.green, lineWidth: 6)   // Circle [trim: 0...0.4, ...]
    /// ```
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _ModifiedShape<Self> {
        _ModifiedShape(base: self, attributes: [Attribute(.trim, shown: true, ("", startFraction...endFraction))])
    }

    /// Rotates this shape.
    ///
    /// ```swift
    /// Rectangle().rotation(.degrees(45))
    /// ```
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _ModifiedShape<Self> {
        _ModifiedShape(base: self, attributes: [Attribute(.rotation, ("", angle), ("anchor", anchor))])
    }

    /// Offsets this shape.
    ///
    /// ```swift
    /// Circle().offset(x: 10, y: 0)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedShape<Self> {
        _ModifiedShape(base: self, attributes: [Attribute(.offset, ("x", x), ("y", y))])
    }

    /// Scales this shape.
    ///
    /// ```swift
    /// Circle().scale(0.5)
    /// ```
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ModifiedShape<Self> {
        _ModifiedShape(base: self, attributes: [Attribute(.scale, ("", scale), ("anchor", anchor))])
    }

    /// `stroke: red, lineWidth: 4`, shown.
    static func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat) -> Attribute {
        Attribute(.stroke, shown: true, ("", ShapeStyleValue(content)), ("lineWidth", lineWidth))
    }

    /// A stroke with a stroke style: its style's line width is shown (`stroke: red,
    /// lineWidth: 4`), the whole style and `antialiased` recorded beside.
    static func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool) -> [Attribute] {
        [stroke(content, lineWidth: style.lineWidth), Attribute(.strokeStyle, ("", style), ("antialiased", antialiased))]
    }
}

/// A shape that can be inset, so that its stroke stays inside its frame.
///
/// ```swift
/// Circle().strokeBorder(.blue, lineWidth: 4)
/// ```
@MainActor @preconcurrency
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape, inset by `amount`.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Traces the inside of this shape's outline with a style: the shape inset by half the
    /// line's width, stroked, so that the line stays inside the frame.
    ///
    /// ```swift
    /// Circle().strokeBorder(.blue, lineWidth: 4)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Traces the inside of this shape's outline with the foreground style.
    ///
    /// ```swift
    /// Circle().strokeBorder(lineWidth: 2)
    /// ```
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }

    /// Traces the inside of this shape's outline with a style and stroke style: "the result
    /// of insetting self by style.lineWidth / 2, stroking the resulting shape with style".
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, style: StrokeStyle(lineWidth: 1, dash: [4]))
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape> {
        _ShapeView(shape: inset(by: style.lineWidth / 2), attributes: InsetShape.stroke(content, style: style, antialiased: antialiased))
    }
}

/// A shape drawn with its fill or stroke: what `Circle().fill(.red)` makes.
///
/// ```swift
/// let dot: _ShapeView<Circle> = Circle().fill(.red)
/// ```
public struct _ShapeView<Content: Shape>: View {
    let shape: Content
    let attributes: [Attribute]
    public typealias Body = Never
}

extension _ShapeView {
    /// Traces the outline of a filled shape with a style (iOS 17: `fill(.blue).stroke(.black)`).
    ///
    /// - Parameters:
    ///   - content: The style with which to stroke the shape.
    ///   - lineWidth: The width of the stroke.
    ///   - antialiased: Whether the stroke is antialiased.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content> {
        _ShapeView(shape: shape, attributes: attributes + Content.stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased))
    }

    /// Traces the outline of a filled shape with a style and a stroke style (iOS 17).
    ///
    /// - Parameters:
    ///   - content: The style with which to stroke the shape.
    ///   - style: The stroke characteristics.
    ///   - antialiased: Whether the stroke is antialiased.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content> {
        _ShapeView(shape: shape, attributes: attributes + Content.stroke(content, style: style, antialiased: antialiased))
    }
}

extension _ShapeView: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { ShapeDescription.name(of: shape) }
    @usableFromInline package var ownAttributes: [Attribute] { ShapeDescription.attributes(of: shape) + attributes }
}

/// A shape with one shape modifier applied (`trim`, `stroke(lineWidth:)`, `rotation`...).
///
/// ```swift
/// let ring: _ModifiedShape<Circle> = Circle().trim(from: 0, to: 0.5)
/// ```
public struct _ModifiedShape<Base: Shape>: Shape {
    let base: Base
    let attributes: [Attribute]

    /// The base shape's path.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

extension _ModifiedShape: DescribedShape {
    var shapeName: String { ShapeDescription.name(of: base) }
    var shapeAttributes: [Attribute] { ShapeDescription.attributes(of: base) + attributes }
}

/// A shape that says how render() names it, and with which attributes.
@MainActor
protocol DescribedShape {
    var shapeName: String { get }
    var shapeAttributes: [Attribute] { get }
}

@MainActor
enum ShapeDescription {
    static func name<S: Shape>(of shape: S) -> String {
        (shape as? any DescribedShape)?.shapeName ?? "\(S.self)"
    }

    static func attributes<S: Shape>(of shape: S) -> [Attribute] {
        (shape as? any DescribedShape)?.shapeAttributes ?? []
    }
}

/// Where an inset built-in shape is drawn (`inset(by:)`): its frame less the inset on
/// every side, no smaller than nothing, about the frame's middle.
enum ShapeInset {
    static func rect(_ rect: CGRect, by amount: CGFloat) -> CGRect {
        guard amount != 0 else { return rect }
        let dx = min(amount, rect.width / 2), dy = min(amount, rect.height / 2)
        return CGRect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
    }
}

/// A rectangular shape.
///
/// ```swift
/// Rectangle().fill(.gray).frame(height: 1)
/// ```
public struct Rectangle: InsettableShape {
    /// Creates a rectangle.
    ///
    /// ```swift
    /// Rectangle()
    /// ```
    public nonisolated init() {}
    /// The rectangle filling `rect`.
    ///
    /// ```swift
    /// Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public func path(in rect: CGRect) -> Path { Path(ShapeInset.rect(rect, by: insetAmount)) }
    /// The rectangle inset by `amount` on every side: "Returns self inset by amount."
    ///
    /// ```swift
    /// Rectangle().inset(by: 2)
    /// ```
    public func inset(by amount: CGFloat) -> Rectangle { var inset = self; inset.insetAmount += amount; return inset }
    /// How far this rectangle is inset from the frame it is drawn in.
    var insetAmount: CGFloat = 0
}

/// A rectangular shape with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue)
/// ```
public struct RoundedRectangle: InsettableShape {
    /// The size of the corners.
    public var cornerSize: CGSize
    /// The style of the corners.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with the given corner radius.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8, style: .continuous)
    /// ```
    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Creates a rounded rectangle with the given corner size.
    ///
    /// ```swift
    /// RoundedRectangle(cornerSize: CGSize(width: 8, height: 4))
    /// ```
    public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The rounded rectangle filling `rect`.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 4).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: ShapeInset.rect(rect, by: insetAmount), cornerSize: insetCornerSize, style: style)
    }
    /// The rounded rectangle inset by `amount` on every side, its corners smaller by as
    /// much, so that they stay concentric with the uninset ones: "Returns self inset by
    /// amount."
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 4).inset(by: 1)
    /// ```
    public func inset(by amount: CGFloat) -> RoundedRectangle { var inset = self; inset.insetAmount += amount; return inset }
    /// How far this rounded rectangle is inset from the frame it is drawn in.
    var insetAmount: CGFloat = 0
    /// The corners once inset.
    var insetCornerSize: CGSize {
        CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
    }
}

/// A circle centered on the frame of the view containing it.
///
/// ```swift
/// Circle().fill(isOnline ? .green : .gray).frame(width: 8, height: 8)
/// ```
public struct Circle: InsettableShape {
    /// Creates a circle.
    ///
    /// ```swift
    /// Circle()
    /// ```
    public nonisolated init() {}
    /// The circle inscribed in `rect`.
    ///
    /// ```swift
    /// Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public func path(in rect: CGRect) -> Path {
        let rect = ShapeInset.rect(rect, by: insetAmount)
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// The circle inset by `amount`, its radius that much smaller: "Returns self inset by
    /// amount."
    ///
    /// ```swift
    /// Circle().inset(by: 2)
    /// ```
    public func inset(by amount: CGFloat) -> Circle { var inset = self; inset.insetAmount += amount; return inset }
    /// How far this circle is inset from the frame it is drawn in.
    var insetAmount: CGFloat = 0
}

/// An ellipse aligned inside the frame of the view containing it.
///
/// ```swift
/// Ellipse().stroke(.purple, lineWidth: 2)
/// ```
public struct Ellipse: InsettableShape {
    /// Creates an ellipse.
    ///
    /// ```swift
    /// Ellipse()
    /// ```
    public nonisolated init() {}
    /// The ellipse inscribed in `rect`.
    ///
    /// ```swift
    /// Ellipse().path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
    /// ```
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: ShapeInset.rect(rect, by: insetAmount)) }
    /// The ellipse inset by `amount` on every side: "Returns self inset by amount."
    ///
    /// ```swift
    /// Ellipse().inset(by: 2)
    /// ```
    public func inset(by amount: CGFloat) -> Ellipse { var inset = self; inset.insetAmount += amount; return inset }
    /// How far this ellipse is inset from the frame it is drawn in.
    var insetAmount: CGFloat = 0
}

/// A capsule shape aligned inside the frame of the view containing it.
///
/// ```swift
/// Text("New").padding(.horizontal, 8).background(Capsule().fill(.red))
/// ```
public struct Capsule: InsettableShape {
    /// The style of the corners.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    ///
    /// ```swift
    /// Capsule()
    /// ```
    public nonisolated init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// The capsule filling `rect`.
    ///
    /// ```swift
    /// Capsule().path(in: CGRect(x: 0, y: 0, width: 40, height: 10))
    /// ```
    public func path(in rect: CGRect) -> Path {
        let rect = ShapeInset.rect(rect, by: insetAmount)
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius))
    }
    /// The capsule inset by `amount` on every side, its ends rounded to its new height:
    /// "Returns self inset by amount."
    ///
    /// ```swift
    /// Capsule().inset(by: 2)
    /// ```
    public func inset(by amount: CGFloat) -> Capsule { var inset = self; inset.insetAmount += amount; return inset }
    /// How far this capsule is inset from the frame it is drawn in.
    var insetAmount: CGFloat = 0
}

/// A type-erased shape.
///
/// ```swift
/// let shape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// ```
public struct AnyShape: Shape {
    private let name: String
    private let makePath: (CGRect) -> Path

    /// Wraps `shape`.
    ///
    /// ```swift
    /// AnyShape(Capsule())
    /// ```
    public init<S: Shape>(_ shape: S) {
        name = ShapeDescription.name(of: shape)
        makePath = shape.path(in:)
    }

    /// The wrapped shape's path.
    ///
    /// ```swift
    /// AnyShape(Circle()).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public func path(in rect: CGRect) -> Path { makePath(rect) }
}

extension AnyShape: DescribedShape {
    var shapeName: String { name }
    var shapeAttributes: [Attribute] { [] }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    ///
    /// ```swift
    /// Image("photo").clipShape(.rect)
    /// ```
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle.
    ///
    /// ```swift
    /// Image("photo").clipShape(.rect(cornerRadius: 12))
    /// ```
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    ///
    /// ```swift
    /// Image("avatar").clipShape(.circle)
    /// ```
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    ///
    /// ```swift
    /// Text("Tag").padding(6).background(.blue, in: .capsule)
    /// ```
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    ///
    /// ```swift
    /// Image("badge").clipShape(.ellipse)
    /// ```
    public static var ellipse: Ellipse { Ellipse() }
}

/// Defines the shape of a rounded rectangle's corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8, style: .circular)
/// ```
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

extension RoundedCornerStyle: AttributeValue {}

/// The characteristics of a stroke that traces a path.
///
/// ```swift
/// StrokeStyle(lineWidth: 4, lineCap: .round, dash: [6, 3])
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroked path.
    public var lineWidth: CGFloat
    /// The endpoint style of a line.
    public var lineCap: CGLineCap
    /// The join type of a line.
    public var lineJoin: CGLineJoin
    /// A threshold used to determine whether to use a bevel instead of a miter at a join.
    public var miterLimit: CGFloat
    /// The lengths of painted and unpainted segments used to make a dashed line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    ///
    /// ```swift
    /// StrokeStyle(lineWidth: 2, lineCap: .round)
    /// ```
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A style for rasterizing vector shapes.
///
/// ```swift
/// Circle().fill(.red, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether antialiasing is used.
    public var isAntialiased: Bool

    /// Creates a fill style.
    ///
    /// ```swift
    /// FillStyle(eoFill: true)
    /// ```
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension StrokeStyle: AttributeValue {}
extension FillStyle: AttributeValue {}
