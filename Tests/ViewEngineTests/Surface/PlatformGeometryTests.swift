import Testing
import ViewEngine
import TestSupport

/// CoreGraphics names SwiftUI code uses (PlatformTypes/), `ProjectionTransform` and your
/// own `GeometryEffect`.
@MainActor
@Suite("Surface: affine and projection transforms, CGColor, geometry effects")
struct PlatformGeometryTests {
    /// Apple, `CGAffineTransform`: "An affine transformation matrix for use in drawing 2D
    /// graphics", mapping a point to `(a·x + c·y + tx, b·x + d·y + ty)`; `concatenating(_:)`
    /// returns "an affine transformation matrix constructed by combining two existing affine
    /// transforms" (the receiver first).
    @Test func affineTransformsMapPoints() {
        let move = CGAffineTransform(translationX: 10, y: 5)
        let double = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(move) == CGPoint(x: 11, y: 6))
        #expect(CGPoint(x: 1, y: 1).applying(double.concatenating(move)) == CGPoint(x: 12, y: 7))
        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 7))
        #expect(CGPoint(x: 1, y: 1).applying(move.translatedBy(x: 1, y: 0)) == CGPoint(x: 12, y: 6))
        let quarter = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(quarter.x) < 1e-12 && abs(quarter.y - 1) < 1e-12)
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform.identity.rotated(by: .pi))
        #expect(abs(turned.x + 1) < 1e-12)
        #expect(move.concatenating(move.inverted()).isIdentity)
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: 0).inverted().a == 1)
        #expect(CGSize(width: 2, height: 3).applying(double) == CGSize(width: 4, height: 6))
    }

    /// Apple, `ProjectionTransform`: built from an affine transform, it is affine; its inverse
    /// undoes it.
    @Test func projectionTransforms() {
        let projection = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(projection.isAffine && !projection.isIdentity)
        #expect(CGPoint(x: 1, y: 1).applying(projection) == CGPoint(x: 2, y: 3))
        #expect(projection.concatenating(projection.inverted()).isIdentity)
        var singular = ProjectionTransform()
        singular.m11 = 0
        let inverted = singular.invert()
        #expect(!inverted)
        #expect(ProjectionTransform().isIdentity)
    }

    /// Apple, `Color.cgColor`: "A Core Graphics representation of the color, if available";
    /// `Color(cgColor:)` "Creates a color from a Core Graphics color."
    @Test func colorsAndCGColors() {
        #expect(Color(red: 1, green: 0.5, blue: 0).cgColor?.components == [1, 128.0 / 255, 0, 1])
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.5).cgColor?.alpha == 0.5)
        #expect(Color.black.cgColor?.components == [0, 1])
        #expect(Color.red.cgColor == nil)
        #expect(Color(cgColor: CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color(cgColor: CGColor(gray: 0.5, alpha: 1)) == Color(white: 0.5))
        #expect(CGColor.white.numberOfComponents == 2)
        #expect(CGColor.clear.copy(alpha: 1) == CGColor.black)
    }

    struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2), y: 0))
        }
    }

    struct PIN: View {
        @State var attempts = 0
        var body: some View {
            Button("Try \(attempts)") { attempts += 1 }
                .modifier(Shake(animatableData: CGFloat(attempts)))
        }
    }

    /// Apple, `GeometryEffect`: "An effect that changes the visual appearance of a view,
    /// largely without changing its ancestors or descendants" — the content is shown and
    /// driven as without it, with no diagnostic.
    @Test func aGeometryEffectLeavesItsContentAlone() throws {
        let host = ViewHost(testing: PIN())
        try host.tap("Try 0")
        #expect(host.render() == #"Button "Try 1""#)
        #expect(host.diagnostics.isEmpty)
        #expect(Shake(animatableData: 0.25).effectValue(size: .zero).m31 == 10)
    }
}
