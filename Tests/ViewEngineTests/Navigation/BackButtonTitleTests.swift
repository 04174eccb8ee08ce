import Foundation
import Testing
import ViewEngine
import TestSupport

/// The back button's title as space allows (Measures §3 "Back button"). UIKit's default
/// back button display mode shows the previous view's title, the generic "Back", or only
/// the chevron, as space allows. Measured on iOS 17, issue 85: the TCA SyncUps meeting
/// screen, "February 20, 2024" pushed over "Morning sync", and the detail screen, "Morning
/// sync" over "Daily Sync-ups", both show "Back" (393-point bar, large text), where the
/// engine wrote the previous titles.
@MainActor
@Suite("Navigation: the back button's title as space allows")
struct BackButtonTitleTests {
    struct Pushed: View {
        let below: String
        let title: String
        var body: some View {
            NavigationStack {
                NavigationLink("Open") { Text("Body").navigationTitle(title) }.navigationTitle(below)
            }
        }
    }

    private func backTitle(below: String, title: String) throws -> String? {
        let host = ViewHost(testing: Pushed(below: below, title: title))
        try host.tap("Open")
        let svg = host.snapshot()
        guard let group = svg.range(of: #"<g data-view="Back""#) else { return nil }
        let rest = svg[group.upperBound...]
        guard let end = rest.range(of: "</g>") else { return nil }
        let inside = rest[..<end.lowerBound]
        guard let text = inside.range(of: "</text>"), let start = inside[..<text.lowerBound].lastIndex(of: ">") else { return "" }
        return String(inside[inside.index(after: start)..<text.lowerBound])
    }

    @Test func thePreviousTitleThenBackThenTheChevronAlone() throws {
        #expect(try backTitle(below: "Inbox", title: "Detail") == "Inbox")
        #expect(try backTitle(below: "Morning sync", title: "February 20, 2024") == "Back")
        #expect(try backTitle(below: "Daily Sync-ups", title: "Morning sync") == "Back")
        #expect(try backTitle(below: "Inbox", title: "A title long enough to reach the back button") == "")
    }
}
