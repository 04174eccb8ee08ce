import Foundation
import Testing
import ViewEngine
import TestSupport

/// Rows of large text stacked with their own separators keep iOS's pitch (Rules R22;
/// Measures §2 "Spacing next to text", §9 "Symbol frame"). Measured on iOS 17, issue 85:
/// Critical Maps' ride-event settings (390 × 844, the medium text size) — rows of a
/// `title2` text padded 8 above and below beside `checkmark.circle.fill`, padded 8 and 16,
/// over a one-point rule — put their rules 74.33 points apart (the "74.4"; the
/// engine drew 75.4, drifting 9 points over the screen) and draw the checkmark's ink
/// 21 × 21 (the engine drew 23 × 23).
@MainActor
@Suite("Stacks: rows of title2 text with their rules are 74.33 points apart")
struct TitleRowPitchTests {
    /// Two of the ride-event rows.
    struct Rows: View {
        var body: some View {
            VStack {
                ForEach(["Alleycat", "Critical Mass"], id: \.self) { title in
                    VStack(alignment: .leading) {
                        Button(action: {}) {
                            HStack(spacing: 12) {
                                Text(title).padding(.vertical, 8)
                                Spacer()
                                Image(systemName: "checkmark.circle.fill").accessibilityIdentifier("check-\(title)")
                            }
                        }
                        .padding(.vertical, 8)
                        .padding(.horizontal, 16)
                        Rectangle().frame(height: 1).accessibilityIdentifier("rule-\(title)")
                    }
                }
            }
            .font(Font.title2.weight(.medium))
            .dynamicTypeSize(.medium)
        }
    }

    @Test func theRulesAre74Point33Apart() throws {
        let host = ViewHost(testing: Rows())
        let first = try host.frame(of: "rule-Alleycat"), second = try host.frame(of: "rule-Critical Mass")
        #expect(abs(second.minY - first.minY - 223.0 / 3) < 0.01, "\(first) \(second)")
    }

    /// The checkmark circle is as high as its ink: 21.33, iOS's 21 within a pixel.
    @Test func theCheckmarkIs21PointsHigh() throws {
        let check = try ViewHost(testing: Rows()).frame(of: "check-Alleycat")
        #expect(abs(check.height - 64.0 / 3) < 0.01, "\(check)")
    }
}
