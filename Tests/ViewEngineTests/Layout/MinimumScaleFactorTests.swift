import Foundation
import Testing
import ViewEngine
import TestSupport

/// `minimumScaleFactor(_:)`: "Sets the minimum amount that text in this view scales down to
/// fit in the available space." A text that would be truncated is drawn at the largest
/// size, down to that share of its font's, at which all of it fits (in hundredths of the
/// size); at the smallest it is truncated still. A text that fits keeps its size.
@MainActor
@Suite("Text: minimumScaleFactor shrinks a text to fit")
struct MinimumScaleFactorTests {
    static let title = "Quarterly revenue summary"

    /// The font size and the text of the picture's line for `view`.
    static func drawn(_ view: some View) -> (size: Double, text: String) {
        let svg = ViewHost(testing: view).snapshot()
        let line = svg.components(separatedBy: "\n").first { $0.contains(#"<text data-view="Text""#) } ?? ""
        let size = line.firstRange(of: #"font-size=""#).flatMap { range in
            Double(line[range.upperBound...].prefix { $0 != "\"" })
        } ?? 0
        let text = line.firstRange(of: ">").map { String(line[$0.upperBound...].prefix { $0 != "<" }) } ?? ""
        return (size, text)
    }

    @Test func aTruncatedTextShrinksToFit() {
        let cut = Self.drawn(Text(Self.title).lineLimit(1).frame(width: 150))
        #expect(cut.size == 17 && cut.text.hasSuffix("…"))
        let shrunk = Self.drawn(Text(Self.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 150))
        #expect(shrunk.text == Self.title)
        #expect(shrunk.size < 17 && shrunk.size >= 8.5)
        // One hundredth larger would not fit: the size is the largest that does.
        let larger = Self.drawn(Text(Self.title).lineLimit(1).minimumScaleFactor(min(1, shrunk.size / 17 + 0.02)).frame(width: 150))
        #expect(larger.size <= shrunk.size + 0.35)
    }

    @Test func atTheMinimumItIsTruncatedStill() {
        let floor = Self.drawn(Text(Self.title).lineLimit(1).minimumScaleFactor(0.9).frame(width: 100))
        #expect(floor.text.hasSuffix("…"))
        #expect(abs(floor.size - 17 * 0.9) < 0.01)
    }

    @Test func aTextThatFitsKeepsItsSize() {
        let fits = Self.drawn(Text("Short").lineLimit(1).minimumScaleFactor(0.5).frame(width: 150))
        #expect(fits.size == 17 && fits.text == "Short")
    }
}
