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
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Creates a path holding a rounded rectangle.
    ///
    /// ```swift
    /// Path(roundedRect: rect, cornerSize: CGSize(width: 8, height: 8))
    /// ```
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize)
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
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        let end = CGPoint(x: center.x + radius * cos(endAngle.radians), y: center.y + radius * sin(endAngle.radians))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        elements.append(.quadCurve(to: end, control: center))
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
        addRect(rect)
    }

    /// Adds an ellipse as a closed subpath.
    ///
    /// ```swift
    /// path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public mutating func addEllipse(in rect: CGRect) {
        move(to: CGPoint(x: rect.maxX, y: rect.midY))
        addQuadCurve(to: CGPoint(x: rect.minX, y: rect.midY), control: CGPoint(x: rect.midX, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.midX, y: rect.minY))
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
        elements += path.applying(transform).elements
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
