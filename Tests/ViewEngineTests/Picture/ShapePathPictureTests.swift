import Foundation
import Testing
import ViewEngine
import TestSupport

/// `Shape.path(in:)`: "Describes this shape as a path within a rectangular frame of
/// reference" — the frame of reference is the view's own (its origin at the view's
/// top-leading corner), and `Path` as a shape is itself, in those coordinates. A picture
/// draws each at the view's place in the window.
@MainActor
@Suite("Picture: a shape's path is in the view's own coordinates")
struct ShapePathPictureTests {
    /// A triangle that draws from its frame's origin, as a custom shape written with
    /// `CGPoint(x: 0, ...)` does.
    struct Corner: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: rect.width, y: 0))
                path.addLine(to: CGPoint(x: 0, y: rect.height))
                path.closeSubpath()
            }
        }
    }

    @Test func aPathIsDrawnAtItsViewsPlace() {
        let host = ViewHost(testing: VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 30)
            Path { $0.addRect(CGRect(x: 5, y: 5, width: 10, height: 10)) }.fill(.blue).frame(width: 40, height: 40)
        })
        let frame = host.render(frames: true).split(separator: "\n").first { $0.contains("Path [fill: blue]") }
        #expect(frame?.contains("@ (176.5, 433.5) 40 × 40") == true)
        // the rectangle at (5, 5) in the path's view is at (181.5, 438.5) in the window
        #expect(host.snapshot().contains(#"d="M181.5 438.5 L191.5 438.5 L191.5 448.5 L181.5 448.5 Z""#))
    }

    @Test func aCustomShapeGetsItsOwnRectangle() {
        let host = ViewHost(testing: Corner().fill(.green).frame(width: 20, height: 10))
        #expect(host.render(frames: true).contains("@ (186.5, 433.5) 20 × 10"))
        // the corner at the view's origin, not the window's
        #expect(host.snapshot().contains(#"d="M186.5 433.5 L206.5 433.5 L186.5 443.5 Z""#))
    }
}
