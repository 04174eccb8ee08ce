import Foundation
import Testing
import ViewEngine
import TestSupport

/// A symbol keeps its own space beside its ink where it was measured (Rules R22; Measures
/// §9 "Symbol side margins"). Measured on iOS 17, issue 85: the TCA SyncUps detail
/// screen's past meeting, `HStack { Image(systemName: "calendar"); Text(date) }` at the
/// large text size (body 17), draws the calendar's ink 16.67 wide 2 points after the
/// row's content edge and the date's ink 11.33 after the calendar's: 2 points on each
/// side of the ink, where the engine kept "Symbol frame"'s 0.09 of the point size (1.53).
@MainActor
@Suite("Symbols: a measured symbol keeps its own side margins")
struct SymbolSideMarginTests {
    /// The frame of `Image(systemName: name)` in body text (17 points, the large size).
    private func frame(of name: String) throws -> CGRect {
        try ViewHost(testing: Image(systemName: name).accessibilityIdentifier("symbol")).frame(of: "symbol")
    }

    /// The calendar's frame is its ink and 2 points on each side: the ink 82 grid units
    /// wide and 75 high (iOS's 16.67 × 15.33 points, Measures §9 "Symbol sizes") on a grid
    /// of 1.2 × 17 points, 16.73 × 15.3 points, and 4 more across, rounded up to the
    /// display's pixels: 21 × 15.33, where the common margin made 20.
    @Test func theCalendarKeepsTwoPointsBesideItsInkAt17Points() throws {
        let symbol = try frame(of: "calendar")
        #expect(abs(symbol.width - 21) < 0.01 && abs(symbol.height - 46.0 / 3) < 0.01, "\(symbol)")
    }

    /// A text after it in a stack starts 8 points after that frame.
    @Test func aTextAfterTheCalendarStartsAfterItsMargins() throws {
        let host = ViewHost(testing: HStack {
            Image(systemName: "calendar").accessibilityIdentifier("symbol")
            Text("February 20, 2024").accessibilityIdentifier("date")
        })
        let symbol = try host.frame(of: "symbol"), date = try host.frame(of: "date")
        #expect(abs(date.minX - symbol.maxX - 8) < 0.01 && abs(symbol.width - 21) < 0.01, "\(symbol) \(date)")
    }
}
