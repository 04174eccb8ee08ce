import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R22 for `contentMargins(_:_:for:)` and its forms (ContentMargins.swift): a scroll
/// view, or a list, insets its content by the margins set on it or on a view around it.
/// The window is 393 × 852 with its safe area from y 59 to 818 (Measures §1 "Safe
/// rectangle, portrait"); a scroll view at the root takes the safe area, 393 × 759.
@MainActor
@Suite("R22 Layout: content margins")
struct R22ContentMarginsTests {
    static let line: CGFloat = 61.0 / 3

    /// A 100-point-high block that takes the width it is offered.
    private static var block: some View { Color.blue.frame(height: 100).accessibilityIdentifier("block") }

    // MARK: Scroll views

    /// Apple: "the scroll view will automatically inset its content by the safe area plus
    /// an additional 20 points on the leading and trailing edge." The content is offered
    /// 393 − 2 × 20 and starts 20 in; the scroll view itself keeps the whole width.
    @Test func horizontalMarginsInsetTheContent() {
        let host = TestHost(ScrollView { Self.block }.accessibilityIdentifier("scroller").contentMargins(.horizontal, 20))
        #expect(host.frame(of: "block") == CGRect(x: 20, y: 59, width: 353, height: 100))
        #expect(host.frame(of: "scroller") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    /// Rows of 40 points, 30 of them (1 200), in a scroll view with 30-point vertical
    /// margins.
    struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { index in Color.blue.frame(height: 40).accessibilityIdentifier("row \(index)") }
                }
            }
            .contentMargins(.vertical, 30)
        }
    }

    /// `ContentMarginPlacement.automatic`: "a ScrollView will use this placement to
    /// automatically inset both its content and scroll indicators by the specified
    /// amount." Vertical margins put the first row 30 points below the top and make the
    /// content scroll 1 200 + 2 × 30 − 759 = 501 points, so that the last row ends 30
    /// points above the bottom.
    @Test func verticalMarginsGrowTheScrollableHeight() {
        let host = TestHost(Rows())
        #expect(host.frame(of: "row 0") == CGRect(x: 0, y: 89, width: 393, height: 40))
        host.scroll("row 0", by: CGSize(width: 0, height: 10_000))
        #expect(host.frame(of: "row 29") == CGRect(x: 0, y: 818 - 30 - 40, width: 393, height: 40))
        #expect(host.frame(of: "row 0").minY == CGFloat(59 + 30 - 501))
    }

    /// Apple: "you can use this modifier to customize the margins of scrollable views like
    /// ScrollView" — set on a stack around the scroll view, the margins reach it through
    /// the environment.
    @Test func marginsSetAboveTheScrollViewApply() {
        let host = TestHost(VStack { ScrollView { Self.block } }.contentMargins(.horizontal, 20))
        #expect(host.frame(of: "block") == CGRect(x: 20, y: 59, width: 353, height: 100))
    }

    /// The engine's model of several calls (Apple's pages do not say): each sets the edges
    /// it names; on one edge the call nearest the scroll view decides — leading 10 from
    /// the inner call, trailing 20 from the outer one.
    @Test func theInnerCallDecidesOnTheEdgesItNames() {
        let host = TestHost(VStack { ScrollView { Self.block }.contentMargins(.leading, 10) }.contentMargins(.horizontal, 20))
        #expect(host.frame(of: "block") == CGRect(x: 10, y: 59, width: 363, height: 100))
    }

    /// `ContentMarginPlacement.scrollIndicators`: "Scrollable views like ScrollView will
    /// use this placement to inset their scroll indicators, but not their content." The
    /// content is where it is without margins; `scrollContent` ("will use this placement
    /// to inset their content, but not their scroll indicators") insets it.
    @Test func indicatorMarginsLeaveTheContentAlone() {
        let indicators = TestHost(ScrollView { Self.block }.contentMargins(40, for: .scrollIndicators))
        #expect(indicators.frame(of: "block") == CGRect(x: 0, y: 59, width: 393, height: 100))
        let content = TestHost(ScrollView { Self.block }.contentMargins(40, for: .scrollContent))
        #expect(content.frame(of: "block") == CGRect(x: 40, y: 99, width: 313, height: 100))
    }

    /// `contentMargins(_:_:for:)` with a `nil` length: "The amount of margins to add" is the
    /// system's, 16 points (Measures §2 "Default content margin").
    @Test func aNilLengthIsTheSystemMargin() {
        let host = TestHost(ScrollView { Self.block }.contentMargins(.horizontal, nil))
        #expect(host.frame(of: "block") == CGRect(x: 16, y: 59, width: 361, height: 100))
    }

    /// `containerRelativeFrame(_:alignment:)` takes "the size of a container like the ones
    /// listed above subtracting any safe area insets": inside a horizontal scroll view
    /// with 20-point horizontal margins, a card is the visible width less the margins (353)
    /// and the first starts at the leading margin.
    @Test func containerRelativeFramesTakeTheWidthInsideTheMargins() {
        let host = TestHost(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3) { index in
                    Color.red.containerRelativeFrame(.horizontal).accessibilityIdentifier("card \(index)")
                }
            }
        }.contentMargins(.horizontal, 20))
        #expect(host.frame(of: "card 0") == CGRect(x: 20, y: 59, width: 353, height: 759))
        #expect(host.frame(of: "card 1").minX == CGFloat(20 + 353 + 10))
    }

    // MARK: Lists

    struct Mailboxes: View {
        @State var selection: Int? = 2
        var body: some View {
            List(selection: $selection) {
                Text("Inbox").tag(1)
                Text("Drafts").tag(2)
                Text("Sent").tag(3)
            }
            .contentMargins(.horizontal, 30)
            .contentMargins(.top, 10)
        }
    }

    /// Equal to a thousandth: a line of text is a third of a point off a whole number.
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

    /// `contentMargins(_:_:for:)`: "customize the margins of scrollable views" — a `List` is
    /// one: its cards lie 30 points further in on either side (x 50, 293 wide) and its
    /// top margin is 10, which replaces the system's 35 (Measures §6 "First section top");
    /// the text keeps its 20 points inside the card. The
    /// two calls name different edges, so both apply. The picture draws the selected row
    /// (the middle one) over the inset card.
    @Test func aListInsetsItsRows() throws {
        let host = TestHost(Mailboxes())
        let inbox = host.frame(of: "Inbox")
        #expect(inbox.minX == CGFloat(30 + 20 + 20))
        #expect(close(inbox.minY, 59 + 10 + (44 - Self.line) / 2))
        let drafts = host.frame(of: "Drafts")
        #expect(close(drafts.minY, inbox.minY + 44))
        let svg = host.host.snapshot()
        let highlight = try #require(svg.split(separator: "\n").first { $0.contains(#"data-view="SelectedRow""#) })
        #expect(highlight.contains("x=\"50\" y=\"\(Int(59 + 10 + 44))\" width=\"293\" height=\"44\""))
    }
}
