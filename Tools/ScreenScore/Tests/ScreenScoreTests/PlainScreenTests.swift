import ScreenScore
import Testing

/// Found on issue 85's set: five of its screens have no inset-grouped card — SpeziViews'
/// labeled content, SpeziAccount's header, criticalmaps' appearance and ride-events
/// screens, TCA's empty sync-up list — and were left unscored, though they have bars, text,
/// controls and colours to measure, and count in the set. A plain screen is measured on
/// what it has.
@Suite("Screens with no cards are measured on what they have")
struct PlainScreenTests {
    /// A plain screen: a line of text and a hairline on white, with a switch.
    private func plain(textAt y: Double = 120, card: Bool = false) -> RGBAImage {
        var paint = Painter(width: 390, height: 844, scale: 1, background: RGB(hex: 0xFFFFFF))
        if card { paint.roundedRect(20, 300, 370, 388, radius: 10, RGB(hex: 0xF2F2F7)) }
        paint.text(20, y, width: 200, RGB(hex: 0x000000))
        paint.hairline(20, 390, y: 150, RGB(hex: 0xC6C6C8))
        paint.roundedRect(319, 200, 370, 231, radius: 15.5, RGB(hex: 0x34C759))
        paint.roundedRect(340, 202, 368, 229, radius: 13.5, RGB(hex: 0xFFFFFF))
        return paint.image
    }

    /// The same plain screen on both sides passes every level, its text and switch placed.
    @Test func aPlainScreenAgainstItselfPassesEveryLevel() throws {
        let outcome = ScreenScorer().score(reference: plain(), scale: 1, ours: plain(), window: Screens.window)
        guard case .scored(let verdict) = outcome else { Issue.record("\(outcome.summary)"); return }
        #expect(verdict.passed, "\(verdict.report)")
        #expect(verdict.result(.containers)?.detail == "0 bars, 0 cards")
        #expect(verdict.result(.textLines)?.detail == "1 of 1 lines placed")
        #expect(verdict.result(.controls)?.detail == "1 switch", "\(verdict.report)")
    }

    /// Its line of text 10 points lower fails at the text lines, with both boxes.
    @Test func aLineMovedTenPointsFailsAtTheTextLines() throws {
        let outcome = ScreenScorer().score(reference: plain(), scale: 1, ours: plain(textAt: 130), window: Screens.window)
        guard case .scored(let verdict) = outcome else { Issue.record("\(outcome.summary)"); return }
        #expect(verdict.firstFailure?.level == .textLines, "\(verdict.report)")
        #expect(verdict.summary.hasPrefix("text lines: 0 of 1 placed"), "\(verdict.summary)")
    }

    /// Ours drawing cards where iOS drew none fails at the containers, naming both counts.
    @Test func cardsWhereIOSHasNoneFailAtTheContainers() throws {
        let outcome = ScreenScorer().score(reference: plain(), scale: 1, ours: plain(card: true), window: Screens.window)
        guard case .scored(let verdict) = outcome else { Issue.record("\(outcome.summary)"); return }
        #expect(verdict.summary == "containers: 1 cards, iOS 0", "\(verdict.report)")
    }
}
