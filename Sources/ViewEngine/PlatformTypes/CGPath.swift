#if !canImport(Darwin)
// Core Graphics' paths, which Foundation on Linux does not declare: SwiftUI's `Path` converts
// to and from one (`Path(_:)`, `cgPath`), UIKit's `UIBezierPath` wraps one, and drawing code
// builds them (`CGMutablePath().addLine(to:)`). A `CGPath` holds a SwiftUI `Path`'s elements.
import Foundation

/// An immutable graphics path — Core Graphics' `CGPath`.
///
/// ```swift
/// let card = CGPath(roundedRect: rect, cornerWidth: 8, cornerHeight: 8, transform: nil)
/// Path(card).boundingRect   // rect
/// ```
///
/// Two paths are equal when they have the same elements, as `CGPathEqualToPath` compares.
public class CGPath: Equatable, CustomStringConvertible {
    /// The path's elements, as SwiftUI's `Path` keeps them.
    var path: Path

    init(path: Path) { self.path = path }

    /// A path holding `rect`, transformed by `transform` when there is one.
    ///
    /// ```swift
    /// CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    /// ```
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }

    /// A path holding the ellipse that fits in `rect`, transformed by `transform` when
    /// there is one.
    ///
    /// ```swift
    /// CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    /// ```
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// A path holding `rect` with corners quarter ellipses of `cornerWidth` × `cornerHeight`,
    /// transformed by `transform` when there is one. Core Graphics requires each radius to
    /// be at most half the side: a larger or negative one is clamped to that, not a trap.
    ///
    /// ```swift
    /// CGPath(roundedRect: rect, cornerWidth: 8, cornerHeight: 8, transform: nil)
    /// ```
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var path = Path()
        let rx = min(max(0, cornerWidth), rect.width / 2), ry = min(max(0, cornerHeight), rect.height / 2)
        if rx > 0, ry > 0 { path.addRoundedRect(in: rect, rx: rx, ry: ry, corners: .all) } else { path.addRect(rect) }
        self.init(path: path.applying(transform?.pointee ?? .identity))
    }

    /// Whether the path has no elements.
    ///
    /// ```swift
    /// CGMutablePath().isEmpty   // true
    /// ```
    public var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point of the path, its curves' control points
    /// included; `CGRect.null` for an empty path.
    ///
    /// ```swift
    /// CGPath(ellipseIn: rect, transform: nil).boundingBox   // rect
    /// ```
    public var boundingBox: CGRect { path.bounds(includingControlPoints: true) }

    /// The smallest rectangle holding every point of the path's segments, its curves'
    /// control points left out; `CGRect.null` for an empty path.
    ///
    /// ```swift
    /// path.boundingBoxOfPath
    /// ```
    public var boundingBoxOfPath: CGRect { path.boundingRect }

    /// The point the next segment starts from; `.zero` for an empty path.
    ///
    /// ```swift
    /// path.currentPoint
    /// ```
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// An immutable copy of the path.
    ///
    /// ```swift
    /// let frozen = mutablePath.copy()
    /// ```
    public func copy() -> CGPath? { CGPath(path: path) }

    /// An immutable copy of the path, transformed by `transform` when there is one.
    ///
    /// ```swift
    /// var flip = CGAffineTransform(scaleX: 1, y: -1)
    /// let flipped = path.copy(using: &flip)
    /// ```
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }

    /// A mutable copy of the path.
    ///
    /// ```swift
    /// let editable = path.mutableCopy()
    /// editable?.addLine(to: .zero)
    /// ```
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// Whether two paths have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    /// The path's elements, as a SwiftUI path describes them.
    public var description: String { "CGPath(\(path.elements.count) elements, \(boundingBox))" }
}

/// A mutable graphics path — Core Graphics' `CGMutablePath`.
///
/// ```swift
/// let grid = CGMutablePath()
/// grid.move(to: .zero)
/// grid.addLine(to: CGPoint(x: 0, y: 200))
/// ```
///
/// Each `add` takes an optional `transform` applied to what it adds, as Core Graphics'.
public final class CGMutablePath: CGPath {
    /// Creates an empty path.
    ///
    /// ```swift
    /// let path = CGMutablePath()
    /// ```
    public init() { super.init(path: Path()) }

    override init(path: Path) { super.init(path: path) }

    /// Begins a new subpath at `point`.
    ///
    /// ```swift
    /// path.move(to: CGPoint(x: 10, y: 10))
    /// ```
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// Adds a straight line from the current point to `point`.
    ///
    /// ```swift
    /// path.addLine(to: CGPoint(x: 20, y: 10))
    /// ```
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Adds a sequence of connected straight lines through `points`, beginning a subpath at
    /// the first.
    ///
    /// ```swift
    /// path.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    /// ```
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    /// Adds `rect` as a closed subpath.
    ///
    /// ```swift
    /// path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(rect), transform: transform)
    }

    /// Adds each of `rects` as a closed subpath.
    ///
    /// ```swift
    /// path.addRects([first, second])
    /// ```
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse that fits in `rect` as a closed subpath.
    ///
    /// ```swift
    /// path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Adds `rect` with corners quarter ellipses of `cornerWidth` × `cornerHeight`, each
    /// clamped to half its side.
    ///
    /// ```swift
    /// path.addRoundedRect(in: rect, cornerWidth: 8, cornerHeight: 8)
    /// ```
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addPath(CGPath(roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: nil).path,
               transform: transform)
    }

    /// Adds an arc of a circle, its angles in radians; a line joins the current point to the
    /// arc's start. `clockwise` is in Core Graphics' coordinates, with y up: on a screen,
    /// whose y goes down, a clockwise arc looks counterclockwise.
    ///
    /// ```swift
    /// path.addArc(center: c, radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
    /// ```
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                   endAngle: .radians(Double(endAngle)), clockwise: clockwise)
        path.addPath(arc, transform: transform, connecting: true)
    }

    /// Adds an arc of a circle from `startAngle`, sweeping `delta` radians (a positive
    /// delta counterclockwise in Core Graphics' coordinates); a line joins the current
    /// point to the arc's start.
    ///
    /// ```swift
    /// path.addRelativeArc(center: c, radius: 20, startAngle: 0, delta: .pi / 2)
    /// ```
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    ///
    /// ```swift
    /// path.addCurve(to: end, control1: a, control2: b)
    /// ```
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    ///
    /// ```swift
    /// path.addQuadCurve(to: end, control: c)
    /// ```
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Appends `path`'s elements.
    ///
    /// ```swift
    /// grid.addPath(CGPath(rect: cell, transform: nil))
    /// ```
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        self.path.addPath(path.path, transform: transform)
    }

    /// Closes the current subpath with a line to its start.
    ///
    /// ```swift
    /// path.closeSubpath()
    /// ```
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// Creates a path holding a Core Graphics path's elements.
    ///
    /// ```swift
    /// Path(UIBezierPath(roundedRect: rect, cornerRadius: 8).cgPath)
    /// ```
    public init(_ path: CGPath) { self = path.path }

    /// An immutable Core Graphics path holding this path's elements.
    ///
    /// ```swift
    /// let shape = Path(ellipseIn: rect).cgPath
    /// ```
    public var cgPath: CGPath { CGPath(path: self) }
}
#endif
