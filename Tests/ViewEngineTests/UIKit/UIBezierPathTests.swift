import Foundation
import Testing
import ViewEngine

/// UIKit's `UIBezierPath` shapes SwiftUI views through `Path(_:)`: a rectangle rounded at
/// some corners (SWDesignSystem's `RoundedCornerShape`), ovals, arcs in UIKit's y-down
/// coordinates.
@Suite("UIKit: a Bézier path shapes a view")
struct UIBezierPathTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    /// The corners of `path` that are curves, read from its elements: a square corner is a
    /// line's end at the rectangle's corner.
    private func squareCorners(of path: Path, in rect: CGRect) -> Set<String> {
        var points: Set<String> = []
        path.forEach { element in
            if case .line(let to) = element { points.insert("\(to.x),\(to.y)") }
            if case .move(let to) = element { points.insert("\(to.x),\(to.y)") }
        }
        let corners = ["topLeft": (rect.minX, rect.minY), "topRight": (rect.maxX, rect.minY),
                       "bottomLeft": (rect.minX, rect.maxY), "bottomRight": (rect.maxX, rect.maxY)]
        return Set(corners.filter { points.contains("\($0.value.0),\($0.value.1)") }.keys)
    }

    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`: "A bitmask value that identifies
    /// the corners that you want rounded. You can use this parameter to round only a subset
    /// of the corners of the rectangle."
    @Test func onlyTheCornersNamedAreRounded() {
        let path = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                     cornerRadii: CGSize(width: 10, height: 10)).cgPath)
        #expect(squareCorners(of: path, in: rect) == ["topRight", "bottomLeft"])
        #expect(path.boundingRect == rect)
        let all = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 10, height: 10)).cgPath)
        #expect(squareCorners(of: all, in: rect).isEmpty)
        #expect(UIRectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
    }

    /// `cornerRadii`: "Values larger than half the rectangle's width or height are clamped
    /// appropriately to half the width or height." A corner reaches 30 points (half the
    /// height) along each edge, however large the radius asked for.
    @Test func aRadiusPastHalfTheSideIsClamped() {
        let huge = UIBezierPath(roundedRect: rect, byRoundingCorners: .bottomLeft, cornerRadii: CGSize(width: 500, height: 500))
        let half = UIBezierPath(roundedRect: rect, byRoundingCorners: .bottomLeft, cornerRadii: CGSize(width: 30, height: 30))
        #expect(huge.cgPath == half.cgPath)
        var ends: [CGPoint] = []
        Path(half.cgPath).forEach { element in
            if case .line(let to) = element { ends.append(to) }
            if case .curve(let to, _, _) = element { ends.append(to) }
        }
        // The bottom edge ends 30 points from the corner, the curve reaches the left edge 30 up.
        #expect(ends.contains(CGPoint(x: 30, y: 60)) && ends.contains(CGPoint(x: 0, y: 30)))
    }

    /// "This method creates a closed subpath, proceeding in a clockwise direction (relative
    /// to the default coordinate system)": from the top edge to the right, then down.
    @Test func aRoundedRectGoesClockwiseAndCloses() {
        var elements: [Path.Element] = []
        Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .topLeft, cornerRadii: CGSize(width: 10, height: 10)).cgPath)
            .forEach { elements.append($0) }
        #expect(elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(elements.dropFirst().first == .line(to: CGPoint(x: 100, y: 0)))
        #expect(elements.last == .closeSubpath)
    }

    /// `init(roundedRect:cornerRadius:)`: "A value of `0` results in a rectangle without
    /// rounded corners." `init(rect:)` and `init(ovalIn:)` hold the shapes SwiftUI's
    /// `Path(_:)` and `Path(ellipseIn:)` hold.
    @Test func theOtherShapesAreSwiftUIs() {
        #expect(Path(UIBezierPath(roundedRect: rect, cornerRadius: 0).cgPath) == Path(rect))
        #expect(Path(UIBezierPath(roundedRect: rect, cornerRadius: 12).cgPath) == Path(roundedRect: rect, cornerRadius: 12))
        #expect(Path(UIBezierPath(rect: rect).cgPath) == Path(rect))
        #expect(Path(UIBezierPath(ovalIn: rect).cgPath) == Path(ellipseIn: rect))
        #expect(UIBezierPath(ovalIn: rect).bounds == rect && UIBezierPath().isEmpty)
    }

    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`, in UIKit's default
    /// coordinates (y down): a quarter arc drawn clockwise from 0 to π/2 goes from the
    /// right of the centre to below it, through the lower right.
    @Test func anArcClockwiseOnScreenGoesDownFromTheRight() {
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.x - 50) < 1e-9 && abs(arc.currentPoint.y - 60) < 1e-9)
        let bounds = Path(arc.cgPath).boundingRect
        #expect(abs(bounds.minX - 50) < 1e-9 && abs(bounds.maxX - 60) < 1e-9 && abs(bounds.minY - 50) < 1e-9)
        // Counterclockwise, the same angles go the long way round: through the top.
        let long = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(Path(long.cgPath).boundingRect.minY - 40) < 1e-9)
    }

    /// Building a path step by step: lines, curves, closing it, appending another, moving
    /// it; `cgPath` set replaces the elements; `removeAllPoints()` empties it.
    @Test func buildingAndEditingAPath() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 7, y: 12), controlPoint2: CGPoint(x: 3, y: 12))
        path.close()
        #expect(path.currentPoint == .zero)
        path.append(UIBezierPath(rect: CGRect(x: 20, y: 0, width: 5, height: 5)))
        path.apply(CGAffineTransform(translationX: 1, y: 1))
        // `bounds` "encloses all points in the path, including any control points": the
        // curves' controls reach y = 12 and the appended square x = 25, moved by one.
        #expect(path.bounds == CGRect(x: 1, y: 1, width: 25, height: 12))
        path.cgPath = CGPath(rect: rect, transform: nil)
        #expect(Path(path.cgPath) == Path(rect))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }
}
