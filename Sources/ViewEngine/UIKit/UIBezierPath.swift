#if !canImport(Darwin)
// UIKit's path object, which SwiftUI code builds to shape a view (`Path(bezier.cgPath)`),
// most often for a rectangle with only some corners rounded. Where the platform has Core
// Graphics its `CGPath` is not the engine's: the file builds only where it has none.
import Foundation

/// The corners of a rectangle — UIKit's `UIRectCorner`.
///
/// ```swift
/// UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
///              cornerRadii: CGSize(width: 12, height: 12))
/// ```
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners' bits: top left 1, top right 2, bottom left 4, bottom right 8.
    public let rawValue: UInt
    /// Creates a set of corners from their bits.
    ///
    /// ```swift
    /// UIRectCorner(rawValue: 3)   // [.topLeft, .topRight]
    /// ```
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path of straight and curved lines — UIKit's `UIBezierPath`.
///
/// ```swift
/// struct TopRounded: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
///                           cornerRadii: CGSize(width: 16, height: 16)).cgPath)
///     }
/// }
/// ```
///
/// Its coordinates are UIKit's, with y down: an arc drawn `clockwise` looks clockwise on
/// screen. The engine has no pixels: ``fill()`` and ``stroke()`` draw nothing; a path shapes
/// a view through ``cgPath``.
open class UIBezierPath: NSObject {
    /// The path's elements.
    private var path = Path()

    /// The width of the path's stroke, in points.
    open var lineWidth: CGFloat = 1
    /// The shape of the stroke's ends.
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of the stroke's corners.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit past which a mitered corner is beveled.
    open var miterLimit: CGFloat = 10
    /// Whether the even-odd rule decides the path's inside (otherwise the nonzero rule).
    open var usesEvenOddFillRule = false

    /// Creates an empty path.
    ///
    /// ```swift
    /// let path = UIBezierPath()
    /// ```
    public override init() { super.init() }

    /// Creates a path holding `rect`, clockwise from its top-left corner.
    ///
    /// ```swift
    /// UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates a path holding the oval that fits in `rect`.
    ///
    /// ```swift
    /// UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates a path holding `rect` with rounded corners of `cornerRadius`: the continuous
    /// corners of a SwiftUI `RoundedRectangle`; a radius past half the shorter side makes
    /// the ends round.
    ///
    /// ```swift
    /// UIBezierPath(roundedRect: rect, cornerRadius: 8)
    /// ```
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .continuous)
    }

    /// Creates a path holding `rect` whose `corners` are rounded to quarter circles of
    /// `cornerRadii.width` (UIKit reads only the width), clamped to half of the shorter
    /// side; the other corners stay square.
    ///
    /// ```swift
    /// UIBezierPath(roundedRect: rect, byRoundingCorners: .bottomLeft,
    ///              cornerRadii: CGSize(width: 20, height: 20))
    /// ```
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = min(max(0, cornerRadii.width), rect.width / 2, rect.height / 2)
        var rounded: RoundedCorners = []
        if corners.contains(.topLeft) { rounded.insert(.topLeading) }
        if corners.contains(.topRight) { rounded.insert(.topTrailing) }
        if corners.contains(.bottomLeft) { rounded.insert(.bottomLeading) }
        if corners.contains(.bottomRight) { rounded.insert(.bottomTrailing) }
        if radius > 0, !rounded.isEmpty {
            path.addRoundedRect(in: rect, rx: radius, ry: radius, corners: rounded)
        } else {
            path.addRect(rect)
        }
    }

    /// Creates a path holding an arc of a circle, its angles in radians measured from the
    /// positive x axis toward the positive y axis (down, on screen).
    ///
    /// ```swift
    /// UIBezierPath(arcCenter: c, radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
    /// ```
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates a path holding a Core Graphics path's elements.
    ///
    /// ```swift
    /// UIBezierPath(cgPath: CGPath(rect: rect, transform: nil))
    /// ```
    public convenience init(cgPath: CGPath) {
        self.init()
        path = Path(cgPath)
    }

    /// The path as a Core Graphics path; setting it replaces the path's elements.
    ///
    /// ```swift
    /// Path(bezier.cgPath)
    /// ```
    open var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }

    /// Whether the path has no elements.
    ///
    /// ```swift
    /// UIBezierPath().isEmpty   // true
    /// ```
    open var isEmpty: Bool { path.isEmpty }

    /// The rectangle holding every point of the path, its curves' control points included.
    ///
    /// ```swift
    /// UIBezierPath(ovalIn: rect).bounds   // rect
    /// ```
    open var bounds: CGRect { path.bounds(includingControlPoints: true) }

    /// The point the next segment starts from; `.zero` for an empty path.
    ///
    /// ```swift
    /// path.currentPoint
    /// ```
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Begins a new subpath at `point`.
    ///
    /// ```swift
    /// path.move(to: .zero)
    /// ```
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line from the current point to `point`.
    ///
    /// ```swift
    /// path.addLine(to: CGPoint(x: 10, y: 0))
    /// ```
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds an arc of a circle, its angles in radians; a line joins the current point to
    /// the arc's start. `clockwise` is as it looks on screen, y going down.
    ///
    /// ```swift
    /// path.addArc(withCenter: c, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    /// ```
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // SwiftUI's `clockwise` is in y-up coordinates: on screen it is the other way round.
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    ///
    /// ```swift
    /// path.addCurve(to: end, controlPoint1: a, controlPoint2: b)
    /// ```
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    ///
    /// ```swift
    /// path.addQuadCurve(to: end, controlPoint: c)
    /// ```
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: end, control: controlPoint)
    }

    /// Closes the current subpath with a line to its start.
    ///
    /// ```swift
    /// path.close()
    /// ```
    open func close() { path.closeSubpath() }

    /// Removes every element.
    ///
    /// ```swift
    /// path.removeAllPoints()
    /// ```
    open func removeAllPoints() { path = Path() }

    /// Appends `other`'s elements.
    ///
    /// ```swift
    /// outline.append(UIBezierPath(ovalIn: hole))
    /// ```
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }

    /// Transforms every point of the path.
    ///
    /// ```swift
    /// path.apply(CGAffineTransform(translationX: 10, y: 0))
    /// ```
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// Fills the path in the current context: the engine has no pixels, nothing is drawn.
    ///
    /// ```swift
    /// UIColor.red.setFill(); path.fill()
    /// ```
    open func fill() {}

    /// Strokes the path in the current context: the engine has no pixels, nothing is drawn.
    ///
    /// ```swift
    /// path.stroke()
    /// ```
    open func stroke() {}
}
#endif
