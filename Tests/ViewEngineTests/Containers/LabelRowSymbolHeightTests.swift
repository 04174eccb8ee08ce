import Foundation
import Testing
import ViewEngine
import TestSupport

/// A `Label` in a list's row is as high as its title or as its symbol with the symbol's
/// space above and below its ink, whichever is higher (Rules R22; Measures §6 "Label row").
/// Measured on iOS 17, issue 85: the TCA SyncUps list card's caption row, `HStack {
/// Label("3", systemImage: "person.3"); Spacer(); Label("5 min", systemImage: "clock") }`
/// at `.caption`, is 17 points high — the card 100, where the engine, keeping the label as
/// high as its caption title (14.33), drew 96.67.
@MainActor
@Suite("Lists: a label's row is as high as its symbol with the symbol's space")
struct LabelRowSymbolHeightTests {
    /// At the caption style in a row, `person.3` is at the large scale (15.6 points): its
    /// ink 14 high and 0.09 × 15.6 above and below, 16.81, rounded up to the display's
    /// pixels: 17, higher than the caption's line (14.33).
    @Test func aCaptionLabelIsAsHighAsItsSymbolAndItsSpace() throws {
        let host = ViewHost(testing: List {
            Label("3", systemImage: "person.3").font(.caption).accessibilityIdentifier("label")
        })
        let label = try host.frame(of: "label")
        #expect(abs(label.height - 17) < 0.01, "\(label)")
    }

    /// A body label's row stays 44 points: its symbol with its space (about 25 points) is
    /// no taller than a compact row's content.
    @Test func aBodyLabelsRowStays44() throws {
        let svg = ViewHost(testing: List { Label("Length", systemImage: "clock") }).snapshot()
        #expect(svg.contains(#"height="44" rx="10""#), "\(svg)")
    }
}
