import Foundation
import Testing
import ViewEngine
import TestSupport

/// A navigation stack in a sheet (Rules R22; Measures §3 "Navigation bar height", "Title
/// display mode"). Measured on iOS 17, issue 85, in simulator screenshots of two apps'
/// sheets (the TCA SyncUps tutorial's "New sync-up" and edit sheets, SpeakList's "Add
/// Item"; 393 × 852): each a `NavigationStack` in `.sheet` whose root sets a
/// `navigationTitle` and no display mode, with cancellation and confirmation items. The
/// card starts at y 69; the bar is 56 points high from it, its items and title centred on
/// y 97; the title is inline; the first section's card, under a header, starts at 164.
/// The engine drew a large title in a 44-point bar starting 5.33 points above the card.
@MainActor
@Suite("Navigation: a stack in a sheet has a 56-point bar and an inline title")
struct SheetNavigationBarTests {
    struct Screen: View {
        var mode: NavigationBarItem.TitleDisplayMode = .automatic
        @State var shown = true
        var body: some View {
            Text("Behind").sheet(isPresented: $shown) {
                NavigationStack {
                    Form {
                        Section("Sync-up info") { Text("Morning sync") }
                    }
                    .navigationTitle("New sync-up")
                    .navigationBarTitleDisplayMode(mode)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Dismiss") {}.accessibilityIdentifier("dismiss") }
                        ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
                    }
                }
            }
        }
    }

    private func lines(_ svg: String, containing marker: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.contains(marker) }
    }

    private func number(_ name: String, in line: Substring) -> CGFloat? {
        guard let range = line.range(of: " \(name)=\"") else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
    }

    @Test func theBarIs56PointsFromTheCardsTopAndTheTitleInline() throws {
        let host = ViewHost(testing: Screen())
        let dismiss = try host.frame(of: "dismiss")
        #expect(abs(dismiss.midY - 97) < 0.5, "\(dismiss)")
        let svg = host.snapshot()
        let title = try #require(lines(svg, containing: #"data-view="NavigationTitle""#).first)
        #expect(number("font-size", in: title) == 17, "\(title)")
        // The form's first card, under its header: 164, as iOS draws it.
        let card = try #require(lines(svg, containing: ##"x="20" y=""##).first { $0.contains(##"rx="10" fill="#FFFFFF""##) }, "\(svg)")
        #expect(abs((number("y", in: card) ?? 0) - 164) < 0.5, "\(card)")
    }

    /// "Display a large title within an expanded navigation bar": asked for, a sheet's
    /// title is large.
    @Test func aLargeModeIsKept() throws {
        let svg = ViewHost(testing: Screen(mode: .large)).snapshot()
        let title = try #require(lines(svg, containing: #"data-view="NavigationTitle""#).first)
        #expect(number("font-size", in: title) == 34, "\(title)")
    }
}
