import Foundation
import Testing
@testable import ScreenHosts

/// The app's icon glyphs: the character read from the icon list, the font's metrics, the
/// SVG drawn of them, and the placeholder where the fetched sources are not at hand.
@Suite("The app's icon glyphs, drawn from the fetched font")
@MainActor
struct ScreenGlyphsTests {
    /// A font's first bytes as far as the metrics read them: a table directory naming `head`
    /// and `hhea`, with `unitsPerEm` and `ascender` where those tables keep them.
    static func font(unitsPerEm: Int, ascender: Int) -> Data {
        var bytes = [UInt8](repeating: 0, count: 12 + 32 + 54 + 36)
        bytes[5] = 2
        for (index, (tag, offset)) in [("head", 44), ("hhea", 98)].enumerated() {
            let record = 12 + 16 * index
            bytes.replaceSubrange(record..<record + 4, with: Array(tag.utf8))
            bytes[record + 11] = UInt8(offset)
        }
        bytes[44 + 18] = UInt8(unitsPerEm >> 8)
        bytes[44 + 19] = UInt8(unitsPerEm & 0xFF)
        bytes[98 + 4] = UInt8(ascender >> 8)
        bytes[98 + 5] = UInt8(ascender & 0xFF)
        return Data(bytes)
    }

    @Test("An icon's character is read from its line of the generated icon list")
    func theCodePointIsReadFromTheIconList() {
        let list = #"""
            public static let lockAlertIcon = MaterialDesignIcons(name: "lock_alert", unicode: "\u{F08EE}")
            public static let lockIcon = MaterialDesignIcons(name: "lock", unicode: "\u{F033E}")
            """#
        #expect(ScreenGlyphs.codePoint(of: "lockIcon", inIconList: list) == 0xF033E)
        #expect(ScreenGlyphs.codePoint(of: "lockAlertIcon", inIconList: list) == 0xF08EE)
        #expect(ScreenGlyphs.codePoint(of: "gestureIcon", inIconList: list) == nil)
    }

    @Test("The font's units per em and ascender are read from its head and hhea tables")
    func theMetricsAreReadFromTheFont() throws {
        let metrics = try #require(ScreenGlyphs.metrics(ofFont: Self.font(unitsPerEm: 512, ascender: 448)))
        #expect(metrics.unitsPerEm == 512 && metrics.ascender == 448)
        #expect(ScreenGlyphs.metrics(ofFont: Data([0, 1, 0])) == nil)
    }

    @Test("The glyph is drawn at the image's smaller side, its advance centred, its baseline the ascender below the top")
    func theSVGPlacesTheGlyphAsTextKitDoes() {
        let glyph = ScreenGlyph("lockIcon", width: 80, height: 80, color: "#00AEF8")
        let svg = ScreenGlyphs.svg(of: glyph, codePoint: 0xF033E, font: URL(fileURLWithPath: "/fonts/Icons.ttf"), ascenderPerEm: 448.0 / 512)
        #expect(svg.contains(#"src: url("file:///fonts/Icons.ttf")"#))
        #expect(svg.contains(##"<text x="40.0" y="70.0" font-family="ScreenGlyph" font-size="80.0" text-anchor="middle" fill="#00AEF8">&#xF033E;</text>"##))
        #expect(glyph.imageName == "lockIcon-80x80")
    }

    @Test("Without the sources, each glyph is an image set of a grey box of its size, template where the app's image is one")
    func withoutTheSourcesAPlaceholderStandsIn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-glyphs-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let glyph = ScreenGlyph("abTestingIcon", width: 24, height: 24, color: "#000000", isTemplate: true)
        let catalog = try ScreenGlyphs.catalog(for: [glyph], in: nil, scale: 3, into: folder, rasteriser: nil)
        let set = catalog.appendingPathComponent("abTestingIcon-24x24.imageset")
        let contents = try String(contentsOf: set.appendingPathComponent("Contents.json"), encoding: .utf8)
        #expect(contents.contains(#""filename": "placeholder.svg""#) && contents.contains(#""template-rendering-intent": "template""#))
        let placeholder = try String(contentsOf: set.appendingPathComponent("placeholder.svg"), encoding: .utf8)
        #expect(placeholder.contains(#"width="24.0" height="24.0""#))
    }
}
