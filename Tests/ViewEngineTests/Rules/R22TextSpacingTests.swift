import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R22, Measures §2 "Spacing next to text": a stack that states no spacing puts
/// between two neighbours what their spacing preferences give. Apple's `ViewSpacing`: "it
/// might contain one value for the spacing to the next text view along the top and bottom
/// edges, other values for the spacing to text views on other edges, and yet other values
/// for other kinds of views." A text states, from its font, the font's leading toward
/// another text (none for the system font), the descender and a tenth of the line (to the
/// pixel) toward a view above it, and the line and that tenth less the cap height toward a
/// view below it; a symbol is spaced as a line of text; other views keep 8 points between
/// them.
@MainActor
@Suite("R22 Layout: spacing next to text")
struct R22TextSpacingTests {
    /// The system font's metrics at `size` points, in its 2048 units per em (Measures §4
    /// "Line height", "Ascender"; Measures §9 "Symbol grid" for the cap height).
    struct Font {
        let size: CGFloat
        var line: CGFloat { size * 2444 / 2048 }
        var descender: CGFloat { size * 494 / 2048 }
        var capHeight: CGFloat { size * 1443 / 2048 }
        /// A tenth of the line, rounded up to the 1/3-point pixel.
        var tenth: CGFloat { (line / 10 * 3).rounded(.up) / 3 }
        /// From a view above the text to the text's top.
        var aboveText: CGFloat { descender + tenth }
        /// From the text's bottom to a view below it.
        var belowText: CGFloat { max(line + tenth - capHeight, tenth + descender) }
    }

    static let body = Font(size: 17)
    /// Two body texts' distance: the body's line gap in whole pixels (2.02 → 7/3).
    static let bodyLines: CGFloat = 2.333

    private func gap(_ view: some View, _ upper: String, _ lower: String) -> CGFloat {
        let host = TestHost(view)
        return thousandths(host.frame(of: lower).minY - host.frame(of: upper).maxY)
    }

    /// `length` to the thousandth of a point: frames are sums of thirds.
    private func thousandths(_ length: CGFloat) -> CGFloat { (length * 1000).rounded() / 1000 }

    /// Two texts stacked keep the larger of their fonts' line gaps, in whole pixels: they
    /// read as two lines of one paragraph (Measures §4 "Line gap": 244/2048 of 17 points is
    /// 2.02, 2.33 in thirds; a title's display size has none, a caption's 12 points 1.43,
    /// 1.67 in thirds); a stack's own spacing still wins.
    @Test func twoTextsStackAsLines() {
        #expect(gap(VStack { Text("One"); Text("Two") }, "One", "Two") == Self.bodyLines)
        #expect(gap(VStack { Text("One").font(.title); Text("Two").font(.caption) }, "One", "Two") == 1.667)
        #expect(gap(VStack(spacing: 8) { Text("One"); Text("Two") }, "One", "Two") == 8)
    }

    /// A view above a text is the descender and a tenth of the line from it (6.43 points at
    /// body); a text above a view, the line and the tenth less the cap height (10.64).
    @Test func aViewAboveOrBelowATextKeepsTheFontsDistances() {
        let above = gap(VStack { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box"); Text("Text") }, "box", "Text")
        #expect(abs(above - Self.body.aboveText) < 0.001 && abs(above - 6.434) < 0.001)
        let below = gap(VStack { Text("Text"); Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box") }, "Text", "box")
        #expect(abs(below - Self.body.belowText) < 0.001 && abs(below - 10.642) < 0.001)
        let title = Font(size: 28)
        let large = gap(VStack { Text("Text").font(.title); Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box") }, "Text", "box")
        #expect(abs(large - title.belowText) < 0.001)
    }

    /// Two views that are not text stay 8 points apart, side by side texts too; a spacer
    /// adds nothing.
    @Test func otherNeighboursKeepTheDefault() {
        let boxes = VStack {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
        }
        #expect(gap(boxes, "a", "b") == 8)
        let host = TestHost(HStack { Text("One"); Text("Two") })
        #expect(thousandths(host.frame(of: "Two").minX - host.frame(of: "One").maxX) == 8)
        let spaced = TestHost(HStack { Text("One"); Spacer(minLength: 0); Text("Two") }.frame(width: 200))
        #expect(thousandths(spaced.frame(of: "Two").maxX - spaced.frame(of: "One").minX) == 200)
    }

    /// A padded edge is the padding's, not the text's: a padded text above a box keeps 8
    /// points, above another text the other text's distance from a view above it.
    @Test func paddingHidesTheTextsEdge() {
        let host = TestHost(VStack {
            Text("Padded").padding(.bottom, 4)
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box")
            Text("After")
        })
        #expect(thousandths(host.frame(of: "box").minY - (host.frame(of: "Padded").maxY + 4)) == 8)
        #expect(abs(host.frame(of: "After").minY - host.frame(of: "box").maxY - Self.body.aboveText) < 0.001)
        let text = TestHost(VStack { Text("Padded").padding(.bottom, 4); Text("After") })
        #expect(abs(text.frame(of: "After").minY - (text.frame(of: "Padded").maxY + 4) - Self.body.aboveText) < 0.001)
    }

    /// A symbol is spaced as a line of text: the template's globe over "Hello, world!"
    /// touches it; a button without a bezel is its label's text (two lines' distance from
    /// a text), one with a bezel a view.
    @Test func symbolsAndButtonsAreSpacedAsWhatTheyShow() {
        let template = TestHost(VStack {
            Image(systemName: "globe").imageScale(.large).accessibilityIdentifier("globe")
            Text("Hello, world!")
        })
        #expect(thousandths(template.frame(of: "Hello, world!").minY - template.frame(of: "globe").maxY) == 0)
        #expect(gap(VStack { Text("Title"); Button("Plain") {} }, "Title", "Plain") == Self.bodyLines)
        let bordered = TestHost(VStack { Text("Title"); Button("Bordered") {}.buttonStyle(.bordered).accessibilityIdentifier("button") })
        #expect(abs(bordered.frame(of: "button").minY - bordered.frame(of: "Title").maxY - Self.body.belowText) < 0.001)
    }

    /// A stack states its first view's preferences at its top and its last's at its
    /// bottom: a stack of texts above a text keeps a line's distance from it, as a
    /// `VStackLayout` does.
    @Test func aStackStatesItsEndsPreferences() {
        #expect(gap(VStack { VStack { Text("One"); Text("Two") }; Text("Three") }, "Two", "Three") == Self.bodyLines)
        #expect(gap(VStackLayout() { Text("One"); Text("Two") }, "One", "Two") == Self.bodyLines)
        let boxed = VStack {
            VStack { Text("One"); Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box") }
            Text("Three")
        }
        #expect(abs(gap(boxed, "box", "Three") - Self.body.aboveText) < 0.001)
    }
}
