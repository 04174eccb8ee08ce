import Foundation
import Testing
import ViewEngine
import TestSupport

/// Geometry effects and shadows in the picture (Rules R22, "Pictures of the window"):
/// `scaleEffect(_:anchor:)` — "Scales this view's rendered output by the given amount ...
/// relative to an anchor point"; `rotationEffect(_:anchor:)` — "Rotates a view's rendered
/// output in two dimensions around the specified point"; `shadow(color:radius:x:y:)` —
/// "Adds a shadow to this view"; the blur and color filters. The view's frame stays where
/// the layout put it.
@MainActor
@Suite("Picture: scale, rotation, shadow and filter effects")
struct EffectPictureTests {
    static let card = Rectangle().fill(.red).frame(width: 100, height: 50)

    /// The first group line of the picture that carries `attribute`.
    static func group(_ svg: String, with attribute: String) -> String {
        svg.components(separatedBy: "\n").first { $0.contains("<g ") && $0.contains(attribute + "=") } ?? ""
    }

    /// The card's centre is the window's safe area's: (196.5, 438.5).
    @Test func aScaleIsAboutItsAnchor() throws {
        let host = ViewHost(testing: Self.card.scaleEffect(2).accessibilityIdentifier("card"))
        #expect(Self.group(host.snapshot(), with: "transform")
                == #"  <g transform="translate(196.5 438.5) scale(2 2) translate(-196.5 -438.5)">"#)
        #expect(try host.frame(of: "card") == CGRect(x: 146.5, y: 413.5, width: 100, height: 50))
        let corner = ViewHost(testing: Self.card.scaleEffect(x: 0.5, y: 1, anchor: .topLeading)).snapshot()
        #expect(Self.group(corner, with: "transform").contains(#"transform="translate(146.5 413.5) scale(0.5 1) translate(-146.5 -413.5)""#))
        #expect(!ViewHost(testing: Self.card.scaleEffect(1)).snapshot().contains("transform="))
    }

    @Test func aRotationIsAboutItsAnchor() {
        let svg = ViewHost(testing: Self.card.rotationEffect(.degrees(45))).snapshot()
        #expect(Self.group(svg, with: "transform").contains(#"transform="rotate(45 196.5 438.5)""#))
        #expect(!ViewHost(testing: Self.card.rotationEffect(.zero)).snapshot().contains("transform="))
    }

    /// The default shadow color is black at 33 %; the blur is twice the radius (Measures §8
    /// "Shadow blur"); a clear shadow draws none.
    @Test func aShadowIsADropShadowOfTheView() {
        let svg = ViewHost(testing: Self.card.shadow(radius: 4, y: 2)).snapshot()
        #expect(Self.group(svg, with: "style").contains(#"style="filter: drop-shadow(0px 2px 8px rgba(0, 0, 0, 0.33))""#))
        let blue = ViewHost(testing: Self.card.shadow(color: .blue, radius: 3, x: -1, y: 1)).snapshot()
        #expect(Self.group(blue, with: "style").contains(#"drop-shadow(-1px 1px 6px rgba(0, 122, 255, 1))"#))
        #expect(!ViewHost(testing: Self.card.shadow(color: .clear, radius: 3)).snapshot().contains("drop-shadow"))
    }

    /// `blur(radius:opaque:)` — "Applies a Gaussian blur to this view" — and the color
    /// filters: `saturation(_:)` ("Adjusts the color saturation of this view"),
    /// `grayscale(_:)`, `contrast(_:)`, `hueRotation(_:)`, `colorInvert()`; an amount with no
    /// effect draws no filter.
    @Test func filtersFilterTheViewsDrawing() {
        func filter(_ view: some View) -> String {
            let line = Self.group(ViewHost(testing: view).snapshot(), with: "style")
            return line.firstRange(of: "filter: ").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) } ?? "none"
        }
        #expect(filter(Self.card.blur(radius: 5)) == "blur(5px)")
        #expect(filter(Self.card.saturation(0)) == "saturate(0)")
        #expect(filter(Self.card.grayscale(0.5)) == "grayscale(0.5)")
        #expect(filter(Self.card.contrast(2)) == "contrast(2)")
        #expect(filter(Self.card.hueRotation(.degrees(90))) == "hue-rotate(90deg)")
        #expect(filter(Self.card.colorInvert()) == "invert(1)")
        #expect(filter(Self.card.saturation(1)) == "none")
        #expect(filter(Self.card.grayscale(0)) == "none")
        #expect(filter(Self.card.blur(radius: 0)) == "none")
    }
}
