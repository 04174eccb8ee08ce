import Foundation
import Testing
import ViewEngine
import TestSupport

/// A symbol in a navigation bar's item is drawn at the large image scale (Rules R22;
/// Measures §3 "Bar item symbols"). Measured on iOS 17/18, issue 85: TCA SyncUps' list
/// toolbar `Button { } label: { Image(systemName: "plus") }` (body, 17 points) has 17.67 ×
/// 17.67 points of ink where the engine drew 14.67; netbob's bar buttons at
/// `.font(.system(size: 20, weight: .light))` draw `info.circle` 26.33 across (1.3 × 20,
/// its circle one em at the medium scale) where the engine drew 20.
@MainActor
@Suite("Navigation: a bar item's symbol is at the large image scale")
struct BarItemSymbolScaleTests {
    /// `info.circle`'s circle is one em at the medium scale (Measures §9 "Symbol sizes"):
    /// 17 points in body text; in the bar 1.3 × 17 = 22.1, rounded up to the display's
    /// pixels.
    @Test func aNavigationBarItemsSymbolIsLarge() throws {
        let host = ViewHost(testing: NavigationStack {
            Text("Content")
                .navigationTitle("Sync-ups")
                .toolbar { Button { } label: { Image(systemName: "info.circle").accessibilityIdentifier("info") } }
        })
        let symbol = try host.frame(of: "info")
        #expect(abs(symbol.height - 67.0 / 3) < 0.01, "\(symbol)")
    }

    /// An item of the bottom toolbar (not measured) keeps the medium scale: 17 points.
    @Test func aBottomBarItemsSymbolKeepsTheMediumScale() throws {
        let host = ViewHost(testing: NavigationStack {
            Text("Content")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        Button { } label: { Image(systemName: "info.circle").accessibilityIdentifier("info") }
                    }
                }
        })
        let symbol = try host.frame(of: "info")
        #expect(abs(symbol.height - 17) < 0.01, "\(symbol)")
    }
}
