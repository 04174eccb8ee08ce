import Foundation
import Testing
import ViewEngine
import TestSupport

/// `InsettableShape.inset(by:)` — "Returns self inset by amount." — and `strokeBorder`,
/// which draws "the result of insetting self by style.lineWidth / 2, stroking the resulting
/// shape with style" (Apple's documentation of both). The engine returned the shape
/// unchanged, so an inset shape drew at full size and a border straddled the frame's edge.
@MainActor
@Suite("Shapes: an inset shape is drawn inside its frame")
struct InsetShapeTests {
    private let frame = CGRect(x: 0, y: 0, width: 40, height: 20)

    /// Each built-in shape inset by 3 is 3 points in from each side of its frame.
    @Test func anInsetShapeIsThatFarInsideItsFrame() {
        #expect(Rectangle().inset(by: 3).path(in: frame).endpointBounds == CGRect(x: 3, y: 3, width: 34, height: 14))
        #expect(Ellipse().inset(by: 3).path(in: frame).endpointBounds == CGRect(x: 3, y: 3, width: 34, height: 14))
        #expect(Capsule().inset(by: 3).path(in: frame).endpointBounds == CGRect(x: 3, y: 3, width: 34, height: 14))
        #expect(Circle().inset(by: 3).path(in: frame).endpointBounds == CGRect(x: 13, y: 3, width: 14, height: 14))
        // Insets add up.
        #expect(Rectangle().inset(by: 1).inset(by: 2).path(in: frame).endpointBounds == CGRect(x: 3, y: 3, width: 34, height: 14))
    }

    /// A rounded rectangle's inset corners stay concentric with its own: the radius smaller
    /// by the inset, as the path of `RoundedRectangle(cornerRadius: 5)` in the inset frame.
    @Test func anInsetRoundedRectanglesCornersShrinkByTheInset() {
        let inset = RoundedRectangle(cornerRadius: 8, style: .circular).inset(by: 3).path(in: frame)
        let expected = RoundedRectangle(cornerRadius: 5, style: .circular).path(in: CGRect(x: 3, y: 3, width: 34, height: 14))
        #expect(inset == expected)
    }

    /// `strokeBorder(_:lineWidth:)` draws its line inside the frame: a circle 20 across
    /// with a 4-point border is stroked on a circle of radius 8 about the frame's middle.
    @Test func aBorderIsStrokedInsideTheFrame() {
        let host = ViewHost(testing: Circle().strokeBorder(.blue, lineWidth: 4).frame(width: 20, height: 20))
        let svg = host.snapshot()
        #expect(svg.contains(#" r="8""#) && svg.contains(#"stroke-width="4""#), "\(svg)")
    }
}

private extension Path {
    /// The bounds of the points its segments end at: for the built-in shapes' outlines
    /// (lines, and quarter curves from one extreme to the next), the outline's bounds.
    var endpointBounds: CGRect {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        forEach { element in
            switch element {
            case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): xs.append(to.x); ys.append(to.y)
            case .closeSubpath: break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
