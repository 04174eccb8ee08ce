import Foundation
import Testing
import ViewEngine
import TestSupport

/// A list with nothing in it draws no background of its own (Measures §6 "Empty list
/// background"). Measured on iOS 17, issue 85: TCA's SyncUps at first launch — an
/// inset-grouped `List` of a `ForEach` over no sync-ups, under a large title — is white
/// from the status bar to the home indicator, where the engine drew the grouped gray.
@MainActor
@Suite("Lists: an empty list draws no background")
struct EmptyListBackgroundTests {
    /// The sync-ups list with the given names, titled, in a navigation stack.
    private func syncUps(_ names: [String]) -> String {
        ViewHost(testing: NavigationStack {
            List {
                ForEach(names, id: \.self) { Text($0) }
            }
            .navigationTitle("Daily Sync-ups")
        }).snapshot()
    }

    /// No sync-ups: no grouped gray anywhere, the title still drawn.
    @Test func anEmptyListLeavesTheWindowsBackground() {
        let svg = syncUps([])
        #expect(!svg.contains("#F2F2F7"), "\(svg)")
        #expect(svg.contains(">Daily Sync-ups<"))
    }

    /// One sync-up: the grouped gray behind its card, and behind the bar above the list.
    @Test func aListWithARowDrawsTheGroupedGray() {
        let svg = syncUps(["Design"])
        #expect(svg.split(separator: "\n").filter { $0.contains(##"fill="#F2F2F7""##) }.count == 2, "\(svg)")
    }

    /// A section with only a header shows something: the gray is drawn.
    @Test func aHeaderAloneIsSomethingShown() {
        let svg = ViewHost(testing: List { Section("Attendees") {} }).snapshot()
        #expect(svg.contains(##"fill="#F2F2F7""##), "\(svg)")
    }
}
