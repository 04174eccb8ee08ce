import ScreenScore
import Testing

/// Our screen against iOS's, level by level: what passes, what fails first, and the
/// message that names the element with both numbers (ours first).
@Suite("ScreenComparison: our screen against iOS's, level by level")
struct ScreenComparisonTests {
    /// The same picture on both sides passes canvas, containers, separators, controls,
    /// text lines and colour.
    @Test func identicalScreensPassEveryLevel() throws {
        let verdict = try #require(Screens.verdict(SyntheticScreen()))
        #expect(verdict.passed, "\(verdict.report)")
        #expect(verdict.levels.map(\.level) == Level.allCases)
        #expect(verdict.result(.textLines)?.detail == "13 of 13 lines placed")
    }

    /// The second card 14 points lower (iOS's 259 against our 273 in issue 85's
    /// measurements is such a gap) fails at the containers, naming card 2 and both ranges.
    @Test func aCardMoved14PointsFailsAtTheContainersNamingTheCardAndBothRanges() throws {
        let verdict = try #require(Screens.verdict(SyntheticScreen(shift: 14)))
        #expect(verdict.firstFailure?.level == .containers)
        #expect(verdict.summary == "containers: card 2: y 334–422, iOS 320–408")
        #expect(verdict.result(.canvas)?.passed == true)
    }

    /// Light against dark of one screen: the geometry is the same, the colours are not.
    @Test func lightAgainstDarkPassesEveryLevelButColour() throws {
        let verdict = try #require(Screens.verdict(SyntheticScreen(dark: true)))
        #expect(verdict.levels.filter { !$0.passed }.map(\.level) == [.colour], "\(verdict.report)")
        #expect(verdict.summary.hasPrefix("colour: canvas: #000000, iOS #F2F2F7 (ΔE 95.7"))
    }

    /// iOS 26's look (26-point corners, cards 16 points from the sides, no bar hairline,
    /// a floating tab bar) fails at the containers: a scorer that passed it would be too loose.
    @Test func theIOS26LookFailsAtTheContainers() throws {
        let whole = try #require(Screens.verdict(SyntheticScreen(look: .iOS26)))
        #expect(whole.firstFailure?.level == .containers)
        #expect(whole.summary == "containers: top bar: none, iOS y 0–97")
        let cards = try #require(Screens.verdict(SyntheticScreen(look: .iOS26Cards)))
        #expect(cards.summary == "containers: card 1: x 16–374, iOS 20–370")
    }

    /// Text lines carry a font allowance of ±15 % on width and nothing else: every line
    /// 10 % wider is placed, 20 % wider is not (and the message gives both boxes).
    @Test func textTenPercentWiderPassesAndTwentyPercentWiderFails() throws {
        let wider = try #require(Screens.verdict(SyntheticScreen(textStretch: 1.1)))
        #expect(wider.passed, "\(wider.report)")
        let tooWide = try #require(Screens.verdict(SyntheticScreen(textStretch: 1.2)))
        #expect(tooWide.levels.filter { !$0.passed }.map(\.level) == [.textLines])
        #expect(tooWide.summary == "text lines: 0 of 13 placed (0 %, 90 % needed); first unplaced: line 1 (the top bar), ours x 166–235, y 63–76, iOS x 166–224, y 63–76")
    }

    /// One line of thirteen (the status bar's two left out) 20 % wider is one line not
    /// placed: 12 of 13 (92 %) still passes the level, which asks for 90 %.
    @Test func oneLineOfFifteenTwentyPercentWiderStillPassesTheLevel() throws {
        let verdict = try #require(Screens.verdict(SyntheticScreen(lastLineStretch: 1.2)))
        #expect(verdict.passed, "\(verdict.report)")
        #expect(verdict.result(.textLines)?.detail == "12 of 13 lines placed")
    }

    /// A reference at 2× and our picture at 1× of one screen pass every level: pictures are
    /// compared at point scale.
    @Test func aTwiceScaleReferenceAndAOnceScalePictureOfOneScreenPass() {
        let outcome = ScreenScorer().score(reference: Screens.picture(SyntheticScreen(), scale: 2), scale: 2,
                                           ours: Screens.reference, oursScale: 1, window: Screens.window)
        #expect(outcome.verdict?.passed == true, "\(outcome.verdict?.report ?? outcome.summary)")
    }

    /// Simulator screenshots show the device's status bar as it was (another clock, no
    /// signal) and the home indicator in the shade it had: their lines are left out of the
    /// text lines level; a line between them counts.
    @Test func theSystemsLinesAreNotCompared() throws {
        func picture(clockWidth: Double, titleX: Double) -> ScreenStructure {
            var paint = Painter(width: 200, height: 300, scale: 1, background: RGB(hex: 0xF2F2F7))
            paint.rect(0, 0, 200, 60, RGB(hex: 0x000000))
            paint.text(20, 20, width: clockWidth, RGB(hex: 0xFFFFFF))
            paint.rect(60, 288, 60 + clockWidth * 2, 293, RGB(hex: 0x616163))
            paint.text(titleX, 80, width: 60, RGB(hex: 0x000000))
            paint.roundedRect(20, 120, 180, 200, radius: 10, RGB(hex: 0xFFFFFF))
            return StructureReader.read(PointPicture(paint.image, scale: 1))
        }
        let reference = picture(clockWidth: 40, titleX: 20)
        #expect(ScreenComparison().compare(ours: picture(clockWidth: 30, titleX: 20), reference: reference).result(.textLines)?.passed == true)
        #expect(ScreenComparison().compare(ours: picture(clockWidth: 40, titleX: 40), reference: reference).result(.textLines)?.passed == false)
    }

    /// Found on real iOS pictures (iOS 17's TCA SyncUps detail, scrolled): under a large
    /// title's bar, transparent at the scroll edge, the status bar's clock is on the canvas,
    /// not in a top bar; it is the system's all the same.
    @Test func theStatusBarOnTheCanvasIsNotCompared() throws {
        func picture(clockWidth: Double) -> ScreenStructure {
            var paint = Painter(width: 200, height: 300, scale: 1, background: RGB(hex: 0xF2F2F7))
            paint.text(20, 24, width: clockWidth, RGB(hex: 0x000000))
            paint.text(20, 80, width: 60, RGB(hex: 0x000000))
            paint.roundedRect(20, 120, 180, 200, radius: 10, RGB(hex: 0xFFFFFF))
            return StructureReader.read(PointPicture(paint.image, scale: 1))
        }
        let reference = picture(clockWidth: 40)
        #expect(reference.bars.isEmpty)
        #expect(ScreenComparison().compare(ours: picture(clockWidth: 30), reference: reference).result(.textLines)?.passed == true)
    }
}
