// The outline of a shape in a frame, as a picture draws it: the built-in shapes as SVG's
// own rectangles and ellipses (exact, and easy to read in a picture), any other shape as
// the path its `path(in:)` makes.

import ViewEngineCore

/// A shape's outline in the window's coordinates.
enum ShapeOutline {
    /// A rectangle with corners of radius `radius` (0 for square ones).
    case rectangle(CGRect, radius: CGSize)
    /// An ellipse filling a rectangle.
    case ellipse(CGRect)
    /// Any path.
    case path(Path)

    /// The outline of `shape` in `frame`. A shape draws in its own coordinates, as SwiftUI
    /// asks it for its path: `path(in:)` gets a rectangle at the origin of the frame's size
    /// (a `Path` is its own path whatever the rectangle), and the path is moved to the
    /// frame's place in the window.
    @MainActor static func of<S: Shape>(_ shape: S, in frame: CGRect) -> ShapeOutline {
        if let outlined = shape as? any OutlinedShape { return outlined.outline(in: frame) }
        let local = shape.path(in: CGRect(origin: .zero, size: frame.size))
        return .path(frame.origin == .zero ? local : local.applying(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
    }

    /// The outline of a shape recorded as a modifier's argument (`clipShape(Circle())`,
    /// `background(.red, in: Capsule())`), or `nil` when the argument is not a shape the
    /// engine kept (a shape type of the app's own is recorded by its name only).
    @MainActor static func of(argument: (any AttributeValue)?, in frame: CGRect) -> ShapeOutline? {
        guard let argument = argument as? AnyArgument, let shape = argument.value(as: (any Shape).self) else { return nil }
        return of(shape, in: frame)
    }

    /// A rounded rectangle's outline in `frame`: continuous corners as a path, SVG having
    /// none (Measures §9 "Continuous corners"), where they fit; circular ones as SVG's
    /// rounded `rect`.
    static func roundedRectangle(_ frame: CGRect, radius: CGSize, style: RoundedCornerStyle) -> ShapeOutline {
        guard style == .continuous, Path.fitsContinuousCorners(frame, cornerSize: radius) else { return .rectangle(frame, radius: radius) }
        return .path(Path(roundedRect: frame, cornerSize: radius, style: .continuous))
    }

    /// The SVG element that draws the outline, with its geometry.
    var element: (name: String, attributes: SVGAttributes) {
        switch self {
        case .rectangle(let rect, let radius):
            let rx = min(radius.width, rect.width / 2), ry = min(radius.height, rect.height / 2)
            return ("rect", SVGAttributes().adding("x", rect.minX).adding("y", rect.minY).adding("width", rect.width).adding("height", rect.height)
                .adding("rx", rx > 0 ? SVGText.number(rx) : nil).adding("ry", ry > 0 && ry != rx ? SVGText.number(ry) : nil))
        case .ellipse(let rect):
            if rect.width == rect.height {
                return ("circle", SVGAttributes().adding("cx", rect.midX).adding("cy", rect.midY).adding("r", rect.width / 2))
            }
            return ("ellipse", SVGAttributes().adding("cx", rect.midX).adding("cy", rect.midY).adding("rx", rect.width / 2).adding("ry", rect.height / 2))
        case .path(let path):
            return ("path", SVGAttributes().adding("d", path.svgData))
        }
    }
}

/// A built-in shape whose outline SVG draws with an element of its own.
@MainActor
protocol OutlinedShape: Shape {
    func outline(in frame: CGRect) -> ShapeOutline
}

extension Rectangle: OutlinedShape {
    func outline(in frame: CGRect) -> ShapeOutline { .rectangle(ShapeInset.rect(frame, by: insetAmount), radius: .zero) }
}

extension RoundedRectangle: OutlinedShape {
    /// Circular corners as SVG's rounded `rect`; continuous ones (the default) as a path.
    func outline(in frame: CGRect) -> ShapeOutline {
        .roundedRectangle(ShapeInset.rect(frame, by: insetAmount), radius: insetCornerSize, style: style)
    }
}

extension Capsule: OutlinedShape {
    func outline(in frame: CGRect) -> ShapeOutline {
        let frame = ShapeInset.rect(frame, by: insetAmount)
        let radius = min(frame.width, frame.height) / 2
        return .rectangle(frame, radius: CGSize(width: radius, height: radius))
    }
}

extension Circle: OutlinedShape {
    func outline(in frame: CGRect) -> ShapeOutline {
        let frame = ShapeInset.rect(frame, by: insetAmount)
        let side = min(frame.width, frame.height)
        return .ellipse(CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side))
    }
}

extension Ellipse: OutlinedShape {
    func outline(in frame: CGRect) -> ShapeOutline { .ellipse(ShapeInset.rect(frame, by: insetAmount)) }
}

extension _ModifiedShape: OutlinedShape {
    /// The base shape's outline (the modifiers are drawn as the shape view's attributes).
    func outline(in frame: CGRect) -> ShapeOutline { ShapeOutline.of(base, in: frame) }
}

// The built-in shapes are kept by the modifiers that record them (`clipShape(_:)`,
// `background(_:in:)`), so that a picture can draw them; each is written by its name, as
// before, and compared by its value (Rules R12).
extension Rectangle: AttributeValue, Sendable {
    nonisolated package var attributeDescription: String { "Rectangle" }
    nonisolated package func isSameAttributeValue(as other: any AttributeValue) -> Bool { (other as? Rectangle)?.insetAmount == insetAmount }
}

extension RoundedRectangle: AttributeValue, Sendable {
    nonisolated package var attributeDescription: String { "RoundedRectangle" }
    nonisolated package func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        (other as? RoundedRectangle).map { $0.cornerSize == cornerSize && $0.style == style && $0.insetAmount == insetAmount } ?? false
    }
}

extension Capsule: AttributeValue, Sendable {
    nonisolated package var attributeDescription: String { "Capsule" }
    nonisolated package func isSameAttributeValue(as other: any AttributeValue) -> Bool {
        (other as? Capsule).map { $0.style == style && $0.insetAmount == insetAmount } ?? false
    }
}

extension Circle: AttributeValue, Sendable {
    nonisolated package var attributeDescription: String { "Circle" }
    nonisolated package func isSameAttributeValue(as other: any AttributeValue) -> Bool { (other as? Circle)?.insetAmount == insetAmount }
}

extension Ellipse: AttributeValue, Sendable {
    nonisolated package var attributeDescription: String { "Ellipse" }
    nonisolated package func isSameAttributeValue(as other: any AttributeValue) -> Bool { (other as? Ellipse)?.insetAmount == insetAmount }
}

extension Path {
    /// The path as SVG's path data: `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x
    /// y`, `Z`.
    var svgData: String {
        func point(_ p: CGPoint) -> String { SVGText.number(p.x) + " " + SVGText.number(p.y) }
        return elements.map { element in
            switch element {
            case .move(let to): "M" + point(to)
            case .line(let to): "L" + point(to)
            case .quadCurve(let to, let control): "Q" + point(control) + " " + point(to)
            case .curve(let to, let control1, let control2): "C" + point(control1) + " " + point(control2) + " " + point(to)
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }
}
