import Foundation
import Testing
import ViewEngine
import TestSupport

/// The status bar over the window (Measures §3 "Status bar"): drawn on a phone in
/// portrait, over everything; hidden as a drawn view asks, and in landscape.
@MainActor
@Suite("Picture: the status bar")
struct StatusBarPictureTests {
    static let group = #"<g data-view="StatusBar">"#

    /// The status bar is the last thing drawn, over the window and what it presents.
    @Test func thePhonesStatusBarIsDrawnOverEverything() throws {
        let svg = ViewHost(testing: Color.yellow.ignoresSafeArea()).snapshot()
        let parts = svg.components(separatedBy: Self.group)
        #expect(parts.count == 2)
        #expect(parts[1].contains(#">9:41</text>"#))
        #expect(parts[1].hasSuffix("  </g>\n</svg>\n"))
    }

    /// `statusBarHidden(_:)`: "Sets the visibility of the status bar." A view that hides it
    /// hides it; a view drawn after it that shows it again decides.
    @Test func statusBarHiddenHidesItAndTheLastViewDrawnDecides() throws {
        let hidden = ViewHost(testing: Text("Full screen").statusBarHidden()).snapshot()
        #expect(!hidden.contains(Self.group))
        let legacy = ViewHost(testing: Text("Full screen").statusBar(hidden: true)).snapshot()
        #expect(!legacy.contains(Self.group))
        let shownAgain = ViewHost(testing: VStack {
            Text("Hides").statusBarHidden(true)
            Text("Shows").statusBarHidden(false)
        }).snapshot()
        #expect(shownAgain.contains(Self.group))
    }

    /// A phone in landscape shows no status bar; nor does a window with no top inset.
    @Test func landscapeShowsNone() throws {
        let host = ViewHost(testing: Text("Wide"))
        host.size = CGSize(width: 852, height: 393)
        #expect(!host.snapshot().contains(Self.group))
        let card = ViewHost(testing: Text("Card"))
        card.size = CGSize(width: 300, height: 200)
        #expect(!card.snapshot().contains(Self.group))
    }
}
