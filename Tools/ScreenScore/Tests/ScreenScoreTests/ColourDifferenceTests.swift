import ScreenScore
import Testing

/// CIE76 ΔE at the colours the colour level meets, against its thresholds.
@Suite("ColourDifference: CIE76 ΔE")
struct ColourDifferenceTests {
    @Test func blackAndWhiteAre100Apart() {
        #expect(abs(ColourDifference.deltaE(RGB(hex: 0x000000), RGB(hex: 0xFFFFFF)) - 100) < 0.01)
        #expect(ColourDifference.deltaE(RGB(hex: 0x1C1C1E), RGB(hex: 0x1C1C1E)) == 0)
    }

    /// iOS's grouped grey against white is over the surface threshold; one step of
    /// rounding in each channel is far under it.
    @Test func theGroupedGreyAndWhiteDifferAndRoundingDoesNot() {
        let tolerances = Tolerances()
        #expect(ColourDifference.deltaE(RGB(hex: 0xF2F2F7), RGB(hex: 0xFFFFFF)) > tolerances.surfaceDeltaE)
        #expect(ColourDifference.deltaE(RGB(hex: 0xF2F2F7), RGB(hex: 0xF3F3F8)) < 1)
    }

    /// The label, secondary label and disabled grey (127) differ by more than the ink threshold.
    @Test func labelSecondaryAndDisabledGreysAreOverTheInkThreshold() {
        let tolerances = Tolerances()
        #expect(ColourDifference.deltaE(RGB(hex: 0x000000), RGB(hex: 0x8A8A8E)) > tolerances.inkDeltaE)
        #expect(ColourDifference.deltaE(RGB(hex: 0x8A8A8E), RGB(127, 127, 127)) < tolerances.inkDeltaE)
        #expect(ColourDifference.deltaE(RGB(hex: 0x007AFF), RGB(hex: 0xFF3B30)) > tolerances.inkDeltaE)
    }
}
