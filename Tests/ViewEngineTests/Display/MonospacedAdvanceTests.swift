import Foundation
import Testing
@testable import ViewEngine
import TestSupport

/// Measures §4 "Monospaced advance": every character of a monospaced font advances 0.618
/// em, as SF Mono does on iOS.
///
/// Measured on iOS 17/18, issue 85, at 3 pixels a point: netbob's list writes a request's
/// time "00:00:00.000" in 10-point monospaced text, its first 0 68 points before its last
/// (11 advances of 6.18); bitwarden's item list writes the code "123 456" in monospaced
/// body text at 16 points, each digit 9.83 to 9.92 points after the one before, 67 points
/// of ink. The engine's 0.6 em made them 66 and 65.
@MainActor
@Suite("Text: a monospaced font's advance")
struct MonospacedAdvanceTests {
    /// The width `text` (showing `title`) takes in the window, rounded up to the pixel.
    private func width(_ text: Text, _ title: String) throws -> CGFloat {
        try ViewHost(testing: text.fixedSize()).frame(of: title).width
    }

    /// netbob's time: 12 characters of 0.618 × 10 = 74.16, 74.33 in pixels (0.6 em made 72).
    @Test func aMonospacedCharacterAdvancesSixHundredEighteenThousandthsOfAnEm() throws {
        let time = Text("00:00:00.000").font(.system(size: 10, design: .monospaced))
        #expect(try width(time, "00:00:00.000") == 223.0 / 3)
    }

    /// bitwarden's code: 7 characters, the space as wide as a digit, of 0.618 × 16 = 69.22,
    /// 69.33 in pixels (0.6 em made 67.33).
    @Test func aMonospacedSpaceIsAsWideAsADigit() throws {
        let code = Text("123 456").font(.system(size: 16, design: .monospaced)).monospacedDigit()
        #expect(try width(code, "123 456") == 208.0 / 3)
    }
}
