import Foundation
import Testing
import ViewEngine

/// Core Graphics' paths and SwiftUI's `Path` hold the same elements: a path converts to a
/// `CGPath` and back unchanged, `CGMutablePath` builds what `Path` builds, and both measure
/// their bounds as Apple's documentation says.
@Suite("Drawing: CGPath and Path convert, build and measure alike")
struct CGPathTests {
    /// `Path.init(_:)` "Creates a path from an immutable shape path" and `cgPath` is "An
    /// immutable path representing the elements in the path": the elements survive the trip.
    @Test func aPathConvertsToACGPathAndBackUnchanged() {
        var path = Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8)
        path.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(Path(path.cgPath) == path)
        #expect(path.cgPath == path.cgPath && path.cgPath != Path().cgPath)
    }

    /// `CGMutablePath` builds the elements `Path` builds: SwiftUITetris's board grid, lines
    /// moved to and added one by one, drawn through `Path(_:)`.
    @Test func aMutablePathBuildsWhatAPathBuilds() {
        let grid = CGMutablePath()
        grid.move(to: CGPoint(x: 0, y: 0))
        grid.addLine(to: CGPoint(x: 0, y: 100))
        grid.move(to: CGPoint(x: 20, y: 0))
        grid.addLine(to: CGPoint(x: 20, y: 100))
        var expected = Path()
        expected.move(to: .zero)
        expected.addLine(to: CGPoint(x: 0, y: 100))
        expected.move(to: CGPoint(x: 20, y: 0))
        expected.addLine(to: CGPoint(x: 20, y: 100))
        #expect(Path(grid) == expected)
        #expect(grid.currentPoint == CGPoint(x: 20, y: 100) && !grid.isEmpty && CGMutablePath().isEmpty)
    }

    /// `addRect(_:transform:)`: "An affine transform to apply to the rectangle before adding
    /// to the path." A translated rectangle lands where the transform puts it.
    @Test func eachAddAppliesItsTransform() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 7))
        #expect(path.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10))
        var scale = CGAffineTransform(scaleX: 2, y: 3)
        let scaled = CGPath(rect: CGRect(x: 1, y: 1, width: 10, height: 10), transform: &scale)
        #expect(scaled.boundingBox == CGRect(x: 2, y: 3, width: 20, height: 30))
        #expect(CGPath(rect: .zero, transform: nil).copy(using: &scale) == CGPath(rect: .zero, transform: nil))
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`: "If the path already
    /// contains a subpath, this method adds a line connecting the current point to the
    /// starting point of the arc."
    @Test func anArcAddedToAPathIsJoinedByALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        var elements: [Path.Element] = []
        Path(path).forEach { elements.append($0) }
        #expect(elements.first == .move(to: .zero))
        #expect(elements.dropFirst().first == .line(to: CGPoint(x: 60, y: 50)))
        #expect(abs(path.currentPoint.x - 50) < 1e-9 && abs(path.currentPoint.y - 60) < 1e-9)
    }

    /// `boundingBox`: "the smallest rectangle that contains all points in the path,
    /// including control points"; `boundingBoxOfPath`: "not including control points";
    /// SwiftUI's `boundingRect`: "A rectangle containing all path segments."
    @Test func theBoundsWithAndWithoutControlPoints() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        // The curve's highest point is half way to its control: y = 50 at t = ½.
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.cgPath.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.cgPath.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        let ellipse = Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 30)).boundingRect
        #expect(abs(ellipse.minX - 10) < 1e-9 && abs(ellipse.maxX - 50) < 1e-9)
        #expect(abs(ellipse.minY - 20) < 1e-9 && abs(ellipse.maxY - 50) < 1e-9)
        #expect(Path().boundingRect.isNull && CGMutablePath().boundingBox.isNull)
    }

    /// `currentPoint`: "The last point in the path, or nil if the path contains no points."
    /// Closing a subpath returns to its start.
    @Test func theCurrentPoint() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        #expect(path.currentPoint == CGPoint(x: 5, y: 2))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    /// `init(roundedRect:cornerWidth:cornerHeight:transform:)` requires each radius to be at
    /// most half the side: a larger one is clamped here, not a trap, and a zero one gives
    /// the plain rectangle.
    @Test func aRoundedRectsCornersAreClampedNotATrap() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let clamped = CGPath(roundedRect: rect, cornerWidth: 100, cornerHeight: 100, transform: nil)
        let fitted = CGPath(roundedRect: rect, cornerWidth: 20, cornerHeight: 10, transform: nil)
        #expect(clamped == fitted && clamped.boundingBoxOfPath == rect)
        #expect(CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 5, transform: nil) == CGPath(rect: rect, transform: nil))
    }
}
