import Foundation
import Testing
import ViewEngine
import TestSupport

/// Gradients drawn where SwiftUI draws them: as views (in an `overlay`, a `ZStack`) and as
/// the fill of a shape. Apple's `RadialGradient` documentation: "The gradient maps the unit
/// space center point into the bounding rectangle of each shape filled with the gradient",
/// and its radii are distances "from the center"; `LinearGradient`'s "maps the unit space
/// points into the bounding rectangle of each shape filled with the gradient".
@MainActor
@Suite("Picture: a gradient used as a view fills its frame")
struct GradientViewPictureTests {
    /// The number an SVG line gives its attribute `name`.
    private func number(_ name: String, in line: some StringProtocol) -> Double? {
        line.split(separator: " ").first { $0.hasPrefix(name + "=") }.flatMap { Double($0.dropFirst(name.count + 2).prefix { $0 != "\"" }) }
    }

    /// The lines of `svg` that draw a view named `name`.
    private func lines(_ svg: String, view name: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.contains(#"data-view="\#(name)""#) }
    }

    /// A poster with a gradient in its overlay: the gradient covers the poster's frame, in
    /// front of it, fading from clear at 75 % of the height to the background's white.
    @Test func aLinearGradientInAnOverlayIsDrawnInFrontOfTheView() throws {
        let host = ViewHost(testing: Color.red
            .frame(width: 200, height: 100)
            .overlay {
                LinearGradient(stops: [.init(color: .clear, location: 0.75), .init(color: .white, location: 1)],
                               startPoint: .top, endPoint: .bottom)
            })
        let svg = host.snapshot()
        let gradient = lines(svg, view: "LinearGradient")
        #expect(gradient.count == 1)
        let line = String(gradient.first ?? "")
        #expect(line.contains(#"width="200" height="100""#))
        #expect(line.contains(##"fill="url(#gradient"##))
        // in front: drawn after the color it overlays
        #expect(svg.draws(#"data-view="Color""#, before: #"data-view="LinearGradient""#))
        // the stops, the clear one included (in its neighbour's colour), in the order given,
        // from the frame's top middle to its bottom middle
        #expect(svg.contains(##"<linearGradient id="gradient"##))
        let definition = try #require(svg.split(separator: "\n").first { $0.contains("<linearGradient") })
        #expect(definition.contains(#"gradientUnits="userSpaceOnUse""#))
        let left = try #require(number("x", in: line)), top = try #require(number("y", in: line))
        #expect(number("x1", in: definition) == left + 100 && number("x2", in: definition) == left + 100)
        #expect(number("y1", in: definition) == top && number("y2", in: definition) == top + 100, "\(definition)")
        #expect(svg.contains(##"<stop offset="0.75" stop-color="#FFFFFF" stop-opacity="0"/>"##))
        #expect(svg.contains(##"<stop offset="1" stop-color="#FFFFFF"/>"##))
    }

    /// "Maps the unit space center point into the bounding rectangle": a radial gradient's
    /// centre is a point of the frame it fills, its radii in points.
    @Test func aRadialGradientIsCentredInItsFrameWithItsRadiiInPoints() throws {
        let host = ViewHost(testing: VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 40)
            RadialGradient(colors: [.yellow, .orange], center: .topLeading, startRadius: 5, endRadius: 60)
                .frame(width: 120, height: 80)
        })
        let svg = host.snapshot()
        let frame = try #require(lines(svg, view: "RadialGradient").first)
        #expect(frame.contains(#"width="120" height="80""#))
        // the frame's top leading corner: 40 below the clear view, the stack centred in the window
        func attribute(_ name: String) -> Substring? {
            frame.split(separator: " ").first { $0.hasPrefix(name + "=") }?.dropFirst(name.count + 2).dropLast()
        }
        let x = try #require(attribute("x"))
        let y = try #require(attribute("y"))
        let definition = try #require(svg.split(separator: "\n").first { $0.contains("<radialGradient") })
        #expect(definition.contains(#"gradientUnits="userSpaceOnUse""#))
        #expect(definition.contains(#"cx="\#(x)" cy="\#(y)" r="60" fr="5""#))
    }

    /// An elliptical gradient stretches with its frame: its radii are fractions of the
    /// frame's size, drawn in the frame's own units.
    @Test func anEllipticalGradientStretchesWithItsFrame() throws {
        let svg = ViewHost(testing: EllipticalGradient(colors: [.white, .blue], center: .center, endRadiusFraction: 0.5)
            .frame(width: 300, height: 100)).snapshot()
        #expect(lines(svg, view: "EllipticalGradient").count == 1)
        let definition = try #require(svg.split(separator: "\n").first { $0.contains("<radialGradient") })
        #expect(!definition.contains("userSpaceOnUse"))
        #expect(definition.contains(#"cx="0.5" cy="0.5" r="0.5" fr="0""#))
    }

    /// A shape filled with a radial gradient gets the same gradient as the view: the shape's
    /// frame is the rectangle the centre maps into.
    @Test func aShapeFilledWithARadialGradientMapsItIntoTheShapesFrame() throws {
        let svg = ViewHost(testing: Circle()
            .fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
            .frame(width: 100, height: 100)).snapshot()
        let definition = try #require(svg.split(separator: "\n").first { $0.contains("<radialGradient") })
        let circle = try #require(lines(svg, view: "Circle").first)
        #expect(circle.contains(##"fill="url(#gradient"##))
        #expect(definition.contains(#"r="50" fr="0""#))
    }

    /// A gradient of clear colors alone draws nothing.
    @Test func aClearGradientDrawsNothing() {
        let svg = ViewHost(testing: LinearGradient(colors: [.clear, .clear], startPoint: .top, endPoint: .bottom)
            .frame(width: 50, height: 50)).snapshot()
        #expect(lines(svg, view: "LinearGradient").isEmpty)
    }
}
