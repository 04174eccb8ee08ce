import Foundation
import Testing
import ViewEngine
import TestSupport

/// `safeAreaInset(edge:alignment:spacing:content:)`: "Shows the specified content above or
/// below the modified view" — `edge`: "The vertical edge of the view to inset by the height
/// of content, to make space for content"; `alignment`: "The alignment guide used to
/// position content horizontally"; `spacing`: "Extra distance placed between the two
/// views". Found on home-assistant's onboarding screen (issue 85), whose bottom buttons the
/// engine drew in the middle of the screen over the scroll view's text.
@MainActor
@Suite("Layout: safeAreaInset anchors its bar to the edge and insets the view")
struct SafeAreaInsetTests {
    /// In an iPhone 15 window (safe area 59 to 818): the bar's ideal height at the bottom,
    /// the scroll view above it.
    @Test func aBottomBarIsAnchoredToTheBottomEdge() throws {
        let host = ViewHost(testing: ScrollView { Text("Welcome") }
            .safeAreaInset(edge: .bottom) { Text("Continue").frame(maxWidth: .infinity).frame(height: 50) })
        // The text centred in the 50-point bar from 768 to 818.
        let bar = try host.frame(of: "Continue")
        #expect(abs(bar.midY - 793) < 0.01 && abs(bar.midX - 196.5) < 0.01, "\(bar)")
        #expect(try host.frame(of: "Welcome").maxY < 768)
        let svg = host.snapshot()
        let welcome = try #require(svg.range(of: #"data-title="Welcome""#)?.lowerBound ?? svg.range(of: ">Welcome<")?.lowerBound)
        let continueText = try #require(svg.range(of: ">Continue<")?.lowerBound)
        #expect(welcome < continueText, "the bar is drawn over the view")
    }

    /// A top bar is above the view, which starts below it and the spacing; `.leading`
    /// puts a narrower bar at the view's leading edge.
    @Test func aTopBarWithSpacingAndAlignment() throws {
        let host = ViewHost(testing: Color.yellow
            .safeAreaInset(edge: .top, alignment: .leading, spacing: 10) { Text("Filter").frame(width: 100, height: 40) })
        // The text centred in the 100 × 40 bar at the leading edge, from 59 to 99.
        let bar = try host.frame(of: "Filter")
        #expect(abs(bar.midX - 50) < 0.01 && abs(bar.midY - 79) < 0.01, "\(bar)")
        let svg = host.snapshot()
        #expect(svg.contains(#"<rect data-view="Color" data-title="yellow" x="0" y="109" width="393" height="709""#), "\(svg)")
    }
}
