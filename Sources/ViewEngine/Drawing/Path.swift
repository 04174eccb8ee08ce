/// The outline of a 2D shape.
///
/// ```swift
/// Path { path in
///     path.move(to: .zero)
///     path.addLine(to: CGPoint(x: 100, y: 100))
/// }
/// .stroke(.blue, lineWidth: 2)
/// ```
///
/// The engine does not draw: a path keeps its elements so that code building one runs,
/// and renders as `Path`.
public struct Path: Equatable, Sendable {
    /// An element of a path.
    ///
    /// ```swift
    /// Path.Element.line(to: CGPoint(x: 1, y: 1))
    /// ```
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The elements added so far.
    private(set) var elements: [Element] = []

    /// Creates an empty path.
    ///
    /// ```swift
    /// var path = Path()
    /// ```
    public init() {}

    /// Creates a path by calling `callback` on an empty path.
    ///
    /// ```swift
    /// Path { $0.addEllipse(in: rect) }
    /// ```
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Creates a path holding a rectangle.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public init(_ rect: CGRect) { addRect(rect) }

    /// Creates a path holding a rounded rectangle.
    ///
    /// ```swift
    /// Path(roundedRect: rect, cornerRadius: 8)
    /// ```
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path holding a rounded rectangle.
    ///
    /// ```swift
    /// Path(roundedRect: rect, cornerSize: CGSize(width: 8, height: 8))
    /// ```
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path holding an ellipse.
    ///
    /// ```swift
    /// Path(ellipseIn: rect)
    /// ```
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no elements.
    ///
    /// ```swift
    /// Path().isEmpty   // true
    /// ```
    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element of the path.
    ///
    /// ```swift
    /// path.forEach { print($0) }
    /// ```
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// Begins a new subpath at `end`.
    ///
    /// ```swift
    /// path.move(to: CGPoint(x: 0, y: 0))
    /// ```
    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

    /// Adds a straight line to `end`.
    ///
    /// ```swift
    /// path.addLine(to: CGPoint(x: 10, y: 0))
    /// ```
    public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }

    /// Adds straight lines through `lines`, starting a subpath at the first.
    ///
    /// ```swift
    /// path.addLines([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    /// ```
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to `end`.
    ///
    /// ```swift
    /// path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
    /// ```
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve to `end`.
    ///
    /// ```swift
    /// path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 3, y: 5), control2: CGPoint(x: 7, y: 5))
    /// ```
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Adds an arc of a circle.
    ///
    /// ```swift
    /// path.addArc(center: c, radius: 20, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
    /// ```
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        // Clockwise in user space (y up, as the angles are measured) is the angle going
        // down: `clockwise: false` sweeps it up from the start to the end, as
        // `addRelativeArc`'s positive delta does ("A positive value creates a counter-
        // clockwise arc (in user space coordinates)"). With y down, as views draw, the
        // angle going up looks clockwise.
        let start = startAngle.radians
        var end = endAngle.radians
        if clockwise { while end > start { end -= 2 * .pi } } else { while end < start { end += 2 * .pi } }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        if elements.isEmpty { move(to: point(start)) } else { addLine(to: point(start)) }
        // At most a quarter turn per cubic curve, its controls on the tangents at
        // 4/3 · tan(θ/4) of the radius: within 0.03 % of the circle.
        let segments = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(segments)
        let handle = radius * CGFloat(4.0 / 3.0 * tan(step / 4))
        for index in 0..<segments {
            let a = start + Double(index) * step, b = a + step
            let from = point(a), to = point(b)
            addCurve(to: to, control1: CGPoint(x: from.x - handle * CGFloat(sin(a)), y: from.y + handle * CGFloat(cos(a))),
                     control2: CGPoint(x: to.x + handle * CGFloat(sin(b)), y: to.y - handle * CGFloat(cos(b))))
        }
    }

    /// Adds a rectangle as a closed subpath.
    ///
    /// ```swift
    /// path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// Adds a rounded rectangle as a closed subpath.
    ///
    /// ```swift
    /// path.addRoundedRect(in: rect, cornerSize: CGSize(width: 4, height: 4))
    /// ```
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        var rx = max(0, cornerSize.width), ry = max(0, cornerSize.height)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        if style == .continuous, Self.fitsContinuousCorners(rect, cornerSize: cornerSize) {
            return addContinuousRoundedRect(in: rect, rx: rx, ry: ry)
        }
        // Corners larger than half a side shrink, keeping their shape: a radius past half
        // the height gives a capsule. A continuous corner with no room for its easing is
        // drawn as a circular one.
        let fit = min(1, rect.width / 2 / rx, rect.height / 2 / ry)
        rx *= fit
        ry *= fit
        // Each corner a quarter of an ellipse.
        addRoundedRect(in: rect, rx: rx, ry: ry, roundingTop: true, bottom: true)
    }

    /// Whether continuous corners of `cornerSize` have room in `rect`: each reaches
    /// ``continuousReach`` radii along the edges, no more than half of each side.
    static func fitsContinuousCorners(_ rect: CGRect, cornerSize: CGSize) -> Bool {
        cornerSize.width > 0 && cornerSize.height > 0
            && cornerSize.width * continuousReach <= rect.width / 2 && cornerSize.height * continuousReach <= rect.height / 2
    }

    /// How far along each edge a continuous corner of radius 1 reaches from the corner
    /// (Measures §9 "Continuous corners").
    static let continuousReach: CGFloat = 1.5287
    /// How far from the corner, along each edge, a continuous corner's cubic handles are,
    /// per unit of radius: the curve's middle as near the corner as a quarter circle's
    /// (Measures §9 "Continuous corners").
    static let continuousHandle: CGFloat = 0.2714

    /// Adds `rect` as a closed subpath with continuous corners of radius `rx` × `ry`: each
    /// corner one cubic that leaves an edge `continuousReach` radii before the corner, its
    /// curvature growing from the edge's nothing, and passes where a quarter circle's
    /// middle is (Measures §9 "Continuous corners"); clockwise on screen from the top edge.
    private mutating func addContinuousRoundedRect(in rect: CGRect, rx: CGFloat, ry: CGFloat) {
        let (px, py) = (rx * Self.continuousReach, ry * Self.continuousReach)
        let (kx, ky) = (rx * Self.continuousHandle, ry * Self.continuousHandle)
        move(to: CGPoint(x: rect.minX + px, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - px, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + py), control1: CGPoint(x: rect.maxX - kx, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ky))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - py))
        addCurve(to: CGPoint(x: rect.maxX - px, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ky),
                 control2: CGPoint(x: rect.maxX - kx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + px, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - py), control1: CGPoint(x: rect.minX + kx, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ky))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + py))
        addCurve(to: CGPoint(x: rect.minX + px, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ky),
                 control2: CGPoint(x: rect.minX + kx, y: rect.minY))
        closeSubpath()
    }

    /// A quarter circle's cubic handles, per unit of radius: 4/3 · (√2 − 1).
    static let quarterHandle: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// Adds an ellipse as a closed subpath.
    ///
    /// ```swift
    /// path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public mutating func addEllipse(in rect: CGRect) {
        // Four quarters, clockwise on screen from the trailing edge's middle.
        let kx = rect.width / 2 * Self.quarterHandle, ky = rect.height / 2 * Self.quarterHandle
        move(to: CGPoint(x: rect.maxX, y: rect.midY))
        addCurve(to: CGPoint(x: rect.midX, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.midY + ky),
                 control2: CGPoint(x: rect.midX + kx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.midY), control1: CGPoint(x: rect.midX - kx, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.midY + ky))
        addCurve(to: CGPoint(x: rect.midX, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.midY - ky),
                 control2: CGPoint(x: rect.midX - kx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control1: CGPoint(x: rect.midX + kx, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.midY - ky))
        closeSubpath()
    }

    /// Closes the current subpath.
    ///
    /// ```swift
    /// path.closeSubpath()
    /// ```
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Appends another path, transformed, to this path.
    ///
    /// ```swift
    /// path.addPath(Path(ellipseIn: dot), transform: CGAffineTransform(translationX: 4, y: 0))
    /// ```
    ///
    /// - Parameters:
    ///   - path: The path to add.
    ///   - transform: An affine transform to apply to the path before adding it.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        addPath(path, transform: transform, connecting: false)
    }

    /// Appends `path`, transformed; when `connecting` and this path has elements, a line
    /// from the current point to `path`'s start replaces its first move, as Core Graphics
    /// joins an arc to the path it is added to.
    mutating func addPath(_ path: Path, transform: CGAffineTransform, connecting: Bool) {
        var added = path.applying(transform).elements
        if connecting, !elements.isEmpty, case .move(let start)? = added.first { added[0] = .line(to: start) }
        elements += added
    }

    /// Returns a path constructed by applying the transform to all points of the path.
    ///
    /// - Parameter transform: An affine transform to apply to the path.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let to): .move(to: to.applying(transform))
            case .line(let to): .line(to: to.applying(transform))
            case .quadCurve(let to, let control): .quadCurve(to: to.applying(transform), control: control.applying(transform))
            case .curve(let to, let control1, let control2):
                .curve(to: to.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return result
    }
}

extension Path: Shape {
    /// The path itself.
    ///
    /// ```swift
    /// Path(rect).path(in: .zero)
    /// ```
    public func path(in rect: CGRect) -> Path { self }
}
