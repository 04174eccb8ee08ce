import Foundation
import Testing
import ViewEngine

/// A `Path`'s arcs, ellipses and rounded rectangles are the curves they name: each point of
/// an arc's curves lies on its circle (within 0.03 % of the radius, the error of a cubic
/// quarter circle), swept the way SwiftUI's flipped coordinates sweep it; an ellipse passes
/// through its rectangle's edge midpoints and stays inside it; a rounded rectangle's
/// corners are quarter circles of its corner size (Rules R22, "Pictures of the window").
@Suite("Drawing: a path's arcs, ellipses and rounded rectangles")
struct PathGeometryTests {
    /// The points of `path`'s curves at t = 0, 0.25, 0.5, 0.75 and 1.
    private func sampled(_ path: Path) -> [CGPoint] {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let to), .line(let to):
                current = to
            case .curve(let to, let c1, let c2):
                for t in stride(from: CGFloat(0), through: 1, by: 0.25) {
                    points.append(bezier(current, c1, c2, to, at: t))
                }
                current = to
            case .quadCurve(let to, _):
                current = to
            case .closeSubpath:
                break
            }
        }
        return points
    }

    /// The point at `t` of the cubic curve from `p0` to `p3` with controls `p1` and `p2`.
    private func bezier(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u: CGFloat = 1 - t
        let w0: CGFloat = u * u * u, w1: CGFloat = 3 * u * u * t, w2: CGFloat = 3 * u * t * t, w3: CGFloat = t * t * t
        let x: CGFloat = w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x
        let y: CGFloat = w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y
        return CGPoint(x: x, y: y)
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`: "Adds an arc of a circle to
    /// the path, specified with a radius and angles." Every point of its curves is on the
    /// circle; a quarter turn is one curve from the start's point to the end's.
    @Test func anArcsCurvesLieOnItsCircle() {
        let center = CGPoint(x: 50, y: 40)
        var path = Path()
        path.addArc(center: center, radius: 20, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let points = sampled(path)
        #expect(points.count == 5)
        #expect(points.filter { abs(distance($0, center) - 20) >= 20 * 0.0003 } == [])
        #expect(distance(points[0], CGPoint(x: 70, y: 40)) < 1e-9)
        // 90° in y-down coordinates is straight below the centre.
        #expect(distance(points[4], CGPoint(x: 50, y: 60)) < 1e-9)
        // The middle of the sweep is at 45°, below and to the right of the centre.
        #expect(points[2].x > 50 && points[2].y > 40)
    }

    /// `clockwise`: "true to make a clockwise arc; false to make a counterclockwise arc",
    /// in user space, where the angles are measured with y up: from 0° to 90° with
    /// `clockwise: true` sweeps the angle down, the other three quarters, through 270° —
    /// the top of the circle in a view's coordinates, where y grows down.
    @Test func clockwiseSweepsTheOtherWay() {
        let center = CGPoint(x: 0, y: 0)
        var path = Path()
        path.addArc(center: center, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        let points = sampled(path)
        #expect(points.count == 15)
        #expect(points.filter { abs(distance($0, center) - 10) >= 10 * 0.0003 } == [])
        #expect(points.contains { distance($0, CGPoint(x: 0, y: -10)) < 1e-9 })
        #expect(distance(points.last!, CGPoint(x: 0, y: 10)) < 1e-9)
    }

    /// `Path(ellipseIn:)`: "Creates a path as an ellipse within the given rectangle." It
    /// passes through the middles of the rectangle's edges and no point leaves it; a
    /// square's ellipse is a circle.
    @Test func anEllipseIsInscribedInItsRectangle() {
        let square = CGRect(x: 10, y: 20, width: 40, height: 40)
        let points = sampled(Path(ellipseIn: square))
        #expect(points.count == 20)
        #expect(points.filter { abs(distance($0, CGPoint(x: 30, y: 40)) - 20) >= 20 * 0.0003 } == [])
        for middle in [CGPoint(x: 50, y: 40), CGPoint(x: 30, y: 60), CGPoint(x: 10, y: 40), CGPoint(x: 30, y: 20)] {
            #expect(points.contains { distance($0, middle) < 1e-9 })
        }
        let wide = CGRect(x: 0, y: 0, width: 100, height: 20)
        let oval = sampled(Path(ellipseIn: wide))
        #expect(oval.count == 20)
        #expect(oval.filter { !wide.insetBy(dx: -1e-9, dy: -1e-9).contains($0) } == [])
    }

    /// `Path(roundedRect:cornerRadius:style:)`: "Creates a path containing a rounded
    /// rectangle." With `.circular` ("Quarter-circle rounded rect corners") its straight
    /// edges stop `cornerRadius` from the corners, and each corner is a quarter circle of
    /// that radius; a radius larger than half a side is half the side.
    @Test func aRoundedRectanglesCornersAreQuarterCircles() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = Path(roundedRect: rect, cornerRadius: 10, style: .circular)
        var lines: [CGPoint] = []
        path.forEach { if case .line(let to) = $0 { lines.append(to) } }
        #expect(lines == [CGPoint(x: 90, y: 0), CGPoint(x: 100, y: 40), CGPoint(x: 10, y: 50), CGPoint(x: 0, y: 10)])
        let corners = [CGPoint(x: 90, y: 10), CGPoint(x: 90, y: 40), CGPoint(x: 10, y: 40), CGPoint(x: 10, y: 10)]
        let points = sampled(path)
        #expect(points.count == 20)
        for (index, point) in points.enumerated() {
            #expect(abs(distance(point, corners[index / 5]) - 10) < 10 * 0.0003)
        }
        // 40 is more than half the height: each corner is a quarter circle of 25, a capsule.
        let capsule = sampled(Path(roundedRect: rect, cornerRadius: 40, style: .circular))
        #expect(capsule.count == 20)
        let capsuleCorners = [CGPoint(x: 75, y: 25), CGPoint(x: 75, y: 25), CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 25)]
        #expect(capsule.enumerated().filter { abs(distance($0.element, capsuleCorners[$0.offset / 5]) - 25) >= 25 * 0.0003 }.map(\.element) == [])
    }

    /// `.continuous`, the default: "Continuous curvature rounded rect corners". Each
    /// corner leaves its edges 1.5287 radii from the corner (Measures §9 "Continuous
    /// corners") and passes where a quarter circle's middle is; 40 is too large for a
    /// 50-point height, and the corners are circular, a capsule.
    @Test func aContinuousCornerEasesInFromItsEdges() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        var lines: [CGPoint] = []
        Path(roundedRect: rect, cornerRadius: 10).forEach { if case .line(let to) = $0 { lines.append(to) } }
        let reach = 15.287
        let ends = [CGPoint(x: 100 - reach, y: 0), CGPoint(x: 100, y: 50 - reach), CGPoint(x: reach, y: 50), CGPoint(x: 0, y: reach)]
        #expect(lines.count == 4 && zip(lines, ends).map { distance($0, $1) < 1e-9 } == [true, true, true, true], "\(lines)")
        // The top trailing corner's middle (t = 0.5): 10 from the quarter circle's centre.
        var curves: [(to: CGPoint, control1: CGPoint, control2: CGPoint)] = []
        Path(roundedRect: rect, cornerRadius: 10).forEach { if case .curve(let to, let c1, let c2) = $0 { curves.append((to, c1, c2)) } }
        let start = CGPoint(x: 100 - reach, y: 0), first = curves[0]
        let middle = CGPoint(x: (start.x + 3 * first.control1.x + 3 * first.control2.x + first.to.x) / 8,
                             y: (start.y + 3 * first.control1.y + 3 * first.control2.y + first.to.y) / 8)
        #expect(abs(distance(middle, CGPoint(x: 90, y: 10)) - 10) < 0.01, "\(middle)")
        let capsule = sampled(Path(roundedRect: rect, cornerRadius: 40))
        #expect(capsule.enumerated().filter { abs(distance($0.element, [CGPoint(x: 75, y: 25), CGPoint(x: 75, y: 25), CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 25)][$0.offset / 5]) - 25) >= 25 * 0.0003 }.map(\.element) == [])
    }
}
