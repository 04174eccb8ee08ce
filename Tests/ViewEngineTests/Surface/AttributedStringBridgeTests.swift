import Foundation
import Testing
import ViewEngine

/// `AttributedString.init(_:)` from an `NSAttributedString`: "Creates an attributed string
/// from the specified reference-type attributed string" — the text, and the attributes
/// Foundation's scope has (`.link`).
@Suite("Foundation on Linux: an NSAttributedString becomes an AttributedString")
struct AttributedStringBridgeTests {
    /// The text carries over whole, and a link keeps its range and URL, whether the
    /// reference-type string held it as a URL or as a string.
    @Test func textAndLinksCarryOver() throws {
        let source = NSMutableAttributedString(string: "Read the guide or the café's page")
        source.addAttribute(.link, value: URL(string: "https://swift.org/guide")!, range: NSRange(location: 9, length: 5))
        source.addAttribute(.link, value: "https://example.com/café", range: NSRange(location: 22, length: 11))
        let converted = AttributedString(source)
        #expect(String(converted.characters) == "Read the guide or the café's page")
        let links = converted.runs.compactMap { run in run.link.map { (String(converted[run.range].characters), $0.absoluteString) } }
        #expect(links.map(\.0) == ["guide", "café's page"])
        #expect(links.first?.1 == "https://swift.org/guide")
        #expect(links.count == 2)
    }

    /// A string with no attributes is its text, one run with no link.
    @Test func plainTextIsOneRun() {
        let converted = AttributedString(NSAttributedString(string: "plain"))
        #expect(String(converted.characters) == "plain")
        #expect(converted.runs.count == 1 && converted.runs.first?.link == nil)
    }
}
