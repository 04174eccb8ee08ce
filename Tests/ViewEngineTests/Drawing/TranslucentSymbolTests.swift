import Testing
import ViewEngine
import TestSupport

/// A symbol in one translucent colour is composited once (Rules R22, "Pictures of the
/// window"): monochrome rendering "applies one color to all layers in a symbol" (Apple's
/// HIG, SF Symbols), and the glyph is one outline, so where its parts meet — an arrow's
/// head over its shaft, the arrow over its square — it is no darker than anywhere else.
/// Measured on iOS 17, issue 85: bitwarden's settings (dark) draws its external-link icon
/// in #EBEBF5 at 60 % on #3A3A3C with its strongest ink #A4A4AB (the colour composited
/// once); the engine stroked each path at 60 % and the corner where they overlap came out
/// #CCCCD5 (60 % twice: 84 %).
@MainActor
@Suite("Symbols: a translucent colour is composited once")
struct TranslucentSymbolTests {
    /// The picture of one symbol in `style`.
    private func picture(_ name: String, _ style: Color) -> String {
        ViewHost(testing: Image(systemName: name).foregroundStyle(style)).snapshot()
    }

    /// The symbol's paths, drawn opaque, sit in one group of the colour's opacity.
    @Test func theSymbolsPathsAreOpaqueInAGroupOfTheColoursOpacity() throws {
        let svg = picture("arrow.up.right.square", Color.white.opacity(0.6))
        let image = try #require(svg.range(of: "data-title=\"arrow.up.right.square\""))
        let drawn = svg[image.upperBound...]
        let group = try #require(drawn.range(of: "<g opacity=\"0.6\">"))
        let paths = drawn[group.upperBound...].components(separatedBy: "</g>")[0]
        #expect(paths.components(separatedBy: "<path").count - 1 == 3, "\(paths)")
        #expect(paths.contains("stroke=\"#FFFFFF\""))
        #expect(!paths.contains("opacity"), "\(paths)")
    }

    /// An opaque colour draws the paths as before, with no group around them.
    @Test func anOpaqueColourNeedsNoGroup() {
        let svg = picture("arrow.up.right.square", Color.white)
        #expect(!svg.contains("<g opacity="))
        #expect(svg.contains("stroke=\"#FFFFFF\""))
    }
}
