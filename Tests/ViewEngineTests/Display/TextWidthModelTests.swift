import Foundation
import Testing
@testable import ViewEngine
import TestSupport

/// The widths of the text model (ViewEngine.docc/LayoutModel.md, Measures §4): SF Pro
/// Text's measured advances, the tracking SF adds per size, the display optical size from
/// 20 points, and the width a heavier weight takes. Each case is a `Text` fixed at its
/// ideal size, its frame's width rounded up to the 1/3-point pixel (Measures §4 "Pixel
/// rounding"). "ee" is two of the most measured character (`e`, 0.5689 em).
@MainActor
@Suite("Text: the widths of the system font's model")
struct TextWidthModelTests {
    /// The width `text` (showing `title`) takes in the window.
    private func width(_ text: Text, _ title: String) throws -> CGFloat {
        try ViewHost(testing: text.fixedSize()).frame(of: title).width
    }

    /// Measures §4 "Measured advances", "Tracking", "Average advance": at 17 points each
    /// character is its advance × 17 − 0.43: "ee" 2 × (0.5689 × 17 − 0.43) = 18.48 (56/3 in
    /// pixels); "This is a test string" 142.85 (143). Strings held out of the measurement
    /// fit where iOS put them: "Just a simpel title" in the 132.5 points iOS gave it in a
    /// row, "Now it's true" in 96.5.
    @Test func bodyTextIsTheMeasuredAdvancesAndTheTracking() throws {
        #expect(try width(Text("ee"), "ee") == 56.0 / 3)
        #expect(try width(Text("This is a test string"), "This is a test string") == 143)
        #expect(try width(Text("Just a simpel title"), "Just a simpel title") <= 132.5)
        #expect(try width(Text("Now it's true"), "Now it's true") <= 96.5)
    }

    /// Measures §4 "Tracking": SF tracks small sizes looser — +0.06 at 11 points (the
    /// caption2 style): "ee" 2 × (0.5689 × 11 + 0.06) = 12.64 (38/3).
    @Test func smallTextIsTrackedLooser() throws {
        #expect(try width(Text("ee").font(.caption2), "ee") == 38.0 / 3)
    }

    /// Measures §4 "Optical sizes": from 20 points the display size draws characters at
    /// 0.895 of their advances, with no tracking below 28: "ee" in the title2 style (22
    /// points) 2 × 0.5689 × 22 × 0.895 = 22.40 (68/3).
    @Test func largeTextUsesTheDisplayOpticalSize() throws {
        #expect(try width(Text("ee").font(.title2), "ee") == 68.0 / 3)
    }

    /// Measures §4 "Display tracking": from 28 points each character adds the size's own
    /// tracking less the 0.0088 em the display advances hold — "ee" at 34 points (the
    /// large title) 2 × (0.5689 × 34 × 0.895 + 0.40 − 0.30) = 34.83 (35), at 56 points
    /// 2 × (0.5689 × 56 × 0.895 + 0.30 − 0.49) = 56.64 (170/3; 57.03 without), at 55
    /// the tracking halfway between 54's and 56's. At the fourth accessibility size a bold
    /// large title (56 points) in the 358 points an iPhone 15 leaves it shows "Trending
    /// Mo…", as iOS 17 does; without the size's tracking, one letter fewer.
    @Test func displaySizesAddTheirOwnTracking() throws {
        #expect(try width(Text("ee").font(.largeTitle), "ee") == 35)
        #expect(try width(Text("ee").font(.system(size: 56)), "ee") == 170.0 / 3)
        #expect(abs(SystemFont.tracking(atPointSize: 55) - (0.31 - SystemFont.displayTrackingInAdvances * 55)) < 1e-9)
        #expect(SystemFont.tracking(atPointSize: 100) == -SystemFont.displayTrackingInAdvances * 100)
        let title = Text("Trending Movies").font(.largeTitle.bold()).lineLimit(1).frame(width: 358)
        let host = ViewHost(testing: title.dynamicTypeSize(.accessibility4))
        #expect(host.snapshot().contains(">Trending Mo…</text>"))
    }

    /// Measures §4 "Weight widths": semibold and bold draw 1.05 times as wide at the text
    /// size — the headline style, a text's `bold()` and `fontWeight(_:)` alike: "ee"
    /// 2 × (0.5689 × 17 × 1.05 − 0.43) = 19.45 (59/3) — and 1.10 at the display size:
    /// 2 × 0.5689 × 28 × 0.895 × 1.10 = 31.36 (95/3). Light weights measure as regular.
    @Test func heavierWeightsAreWider() throws {
        #expect(try width(Text("ee").font(.headline), "ee") == 59.0 / 3)
        #expect(try width(Text("ee").bold(), "ee") == 59.0 / 3)
        #expect(try width(Text("ee").fontWeight(.semibold), "ee") == 59.0 / 3)
        #expect(try width(Text("ee").font(.title.bold()), "ee") == 95.0 / 3)
        #expect(try width(Text("ee").fontWeight(.light), "ee") == 56.0 / 3)
    }

    /// Measures §4 "Kerning": a capital T and a short lowercase letter after it sit
    /// 0.05 em closer ("Te" 0.5984 × 17 + 0.5689 × 17 − 0.05 × 17 − 2 × 0.43 = 18.13,
    /// 55/3); a T and a letter with an ascender do not ("Th" 19.34, 59/3). "The Second
    /// Toggle", where the kerning was measured, fits the 147.5 points iOS left it beside a
    /// switch (147.7 without it, so it wrapped); a monospaced font kerns nothing.
    @Test func aCapitalTKernsTheShortLetterAfterIt() throws {
        #expect(try width(Text("Te"), "Te") == 55.0 / 3)
        #expect(try width(Text("Th"), "Th") == 59.0 / 3)
        #expect(try width(Text("The Second Toggle"), "The Second Toggle") <= 147.5)
        #expect(try width(Text("Te").monospaced(), "Te") == width(Text("Th").monospaced(), "Th"))
    }

    /// Measures §4 "Kerning": a period tucks under a 7 — "7.7" at 16 points is 20.09
    /// (61/3), where iOS put the second 7 10.67 points after the first; the classes alone
    /// made it 23.2.
    @Test func aPeriodTucksUnderASeven() throws {
        #expect(try width(Text("7.7").font(.system(size: 16)), "7.7") == 61.0 / 3)
    }

    /// Measures §4 "Ellipsis": "…" is 0.671 em, its dots closer than three periods: 11
    /// points at 17 (0.671 × 17 − 0.43 = 10.98), where three periods made 14.52; a text
    /// truncated to fit keeps a character more for it ("one two three" in 60 points shows
    /// "one t…", 49.67 wide: "one tw…" would be 61.64).
    @Test func theEllipsisIsNarrowerThanThreePeriods() throws {
        #expect(try width(Text("…"), "…") == 11)
        let host = ViewHost(testing: Text("one two three").lineLimit(1).frame(width: 60))
        #expect(host.snapshot().contains(">one t…</text>"))
    }

    /// Measures §4 "Line gap": at the text optical size the lines of a font of a given size
    /// are 244/2048 of the point size apart beyond their height — two lines at 17 points
    /// 2 × 20.29 + 2.03 = 42.6 (128/3) — and at the display optical size they touch: two
    /// lines of the title style (28 points) 2 × 33.41 = 66.83 (67), where iOS's paragraph
    /// at 47 points has its lines 56.0 apart.
    @Test func displaySizeLinesHaveNoGap() throws {
        #expect(try ViewHost(testing: Text("one\ntwo").font(.system(size: 17))).frame(of: "one\ntwo").height == 128.0 / 3)
        #expect(try ViewHost(testing: Text("one\ntwo").font(.title)).frame(of: "one\ntwo").height == 67)
    }

    /// Measures §4 "Text style leading": a text style's lines are its Dynamic Type leading
    /// apart — Critical Maps' four-line `subheadline` paragraph at the medium size (14
    /// points) has its lines 19.0 apart on iOS 17: 3 × 19 + 16.71 = 73.71, 74 in pixels;
    /// the body style's two lines 22 + 20.29 (127/3) — while a font of the same size given
    /// as a number keeps the line gap (14 points: 2 × 16.71 + 1.67 = 35.08, 106/3).
    @Test func aTextStylesLinesAreItsLeadingApart() throws {
        let paragraph = Text("one\ntwo\nthree\nfour").font(.subheadline)
        let host = ViewHost(testing: paragraph.dynamicTypeSize(.medium))
        #expect(try host.frame(of: "one\ntwo\nthree\nfour").height == 74)
        #expect(try ViewHost(testing: Text("one\ntwo")).frame(of: "one\ntwo").height == 127.0 / 3)
        #expect(try ViewHost(testing: Text("one\ntwo").font(.system(size: 14))).frame(of: "one\ntwo").height == 106.0 / 3)
    }
}
