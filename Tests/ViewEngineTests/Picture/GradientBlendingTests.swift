import Foundation
import Testing
import ViewEngine
import TestSupport

/// A linear gradient as iOS blends it. Apple's `LinearGradient`: "The gradient applies the
/// color function along an axis, as defined by its start and end points. The gradient maps
/// the unit space points into the bounding rectangle of each shape filled with the
/// gradient." The points are mapped, and the axis runs between them on the frame as drawn.
/// Measured on iOS 17 (issue 85, criticalmaps' settings screen, 3 pixels a point): a
/// 358 × 192.67 card of #332F38 under `LinearGradient(colors: [.clear, .white.opacity(0.3)],
/// startPoint: .topLeading, endPoint: .bottomTrailing)` is 97 of 255 red at its top trailing
/// corner — white at 22.5 %, 0.75 of the way along the diagonal measured perpendicular to it
/// — and 69 at (84, 94) from its top leading corner (0.29: white at 8.7 %); a gradient laid
/// across the frame's unit square would have both corners at its middle (62, blending
/// through grey), and SVG's own interpolation greys the way from `.clear`.
@MainActor
@Suite("Picture: a linear gradient blends as iOS blends it")
struct GradientBlendingTests {
    /// The card's gradient, drawn.
    private var svg: String {
        ViewHost(testing: Color(red: 0x33 / 255, green: 0x2F / 255, blue: 0x38 / 255)
            .overlay {
                LinearGradient(colors: [.clear, .white.opacity(0.3)], startPoint: .topLeading, endPoint: .bottomTrailing)
            }
            .frame(width: 358, height: 192.67)).snapshot()
    }

    /// The stops, in order: `.clear` as transparent white, never black.
    private var stops: [(offset: Double, colour: String, opacity: Double)] {
        svg.split(separator: "\n").filter { $0.contains("<stop ") }.compactMap { line in
            func value(_ name: String) -> Substring? {
                line.split(separator: " ").first { $0.hasPrefix(name + "=") }?.dropFirst(name.count + 2).prefix { $0 != "\"" }
            }
            guard let offset = value("offset").flatMap({ Double($0) }), let colour = value("stop-color") else { return nil }
            return (offset, String(colour), value("stop-opacity").flatMap { Double($0) } ?? 1)
        }
    }

    /// "Maps the unit space points into the bounding rectangle": the axis from the top
    /// leading corner to the bottom trailing one, in the frame's points.
    @Test func theAxisRunsBetweenTheFramesCornersInItsPoints() throws {
        let definition = try #require(svg.split(separator: "\n").first { $0.contains("<linearGradient") })
        #expect(definition.contains(#"gradientUnits="userSpaceOnUse""#), "\(definition)")
        let card = try #require(svg.split(separator: "\n").first { $0.contains(#"data-view="LinearGradient""#) })
        func number(_ name: String, _ line: Substring) -> Double? {
            line.split(separator: " ").first { $0.hasPrefix(name + "=") }.flatMap { Double($0.dropFirst(name.count + 2).prefix { $0 != "\"" }) }
        }
        let left = try #require(number("x", card)), top = try #require(number("y", card))
        #expect(number("x1", definition) == left && number("y1", definition) == top)
        #expect(number("x2", definition) == left + 358 && number("y2", definition) == top + 192.67, "\(definition)")
    }

    /// Every stop is white: the way from clear is white fading in, at 7.5 % a quarter of
    /// the way, 15 % halfway and 22.5 % three quarters, as iOS's 0.29 and 0.75 read.
    @Test func theWayFromClearIsWhiteFadingInNotGrey() {
        #expect(stops.map(\.colour) == ["#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF"], "\(stops)")
        #expect(stops.map(\.offset) == [0, 0.25, 0.5, 0.75, 1])
        #expect(stops.map(\.opacity) == [0, 0.075, 0.15, 0.225, 0.3])
    }

    /// Between two opaque colours nothing is added: red to blue is two stops.
    @Test func opaqueStopsAreDrawnAsGiven() {
        let svg = ViewHost(testing: LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            .frame(width: 100, height: 40)).snapshot()
        #expect(svg.split(separator: "\n").filter { $0.contains("<stop ") }.count == 2)
    }
}
