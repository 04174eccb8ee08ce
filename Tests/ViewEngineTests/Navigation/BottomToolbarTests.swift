import Testing
import ViewEngine
import TestSupport
import ViewEngineTesting

/// Items placed in the bottom bar are in iOS's bottom toolbar, 44 points high above the
/// home indicator, which the content stays above (Rules R22, Measures §3 "Toolbar
/// height", "Toolbar items"); a click at a drawn item drives it (Rules: Host, "A click
/// drives the control under it").
@MainActor
@Suite("Navigation: the bottom toolbar")
struct BottomToolbarTests {
    /// A stack whose top view puts `items` in the toolbar, over a view that fills what it
    /// is offered.
    struct Screen<Items: ToolbarContent>: View {
        let items: Items
        var body: some View {
            NavigationStack {
                Color.gray.accessibilityIdentifier("content").toolbar { items }
            }
        }
    }

    private func screen<Items: ToolbarContent>(@ToolbarContentBuilder _ items: () -> Items) -> TestHost<Screen<Items>> {
        TestHost(Screen(items: items()))
    }

    /// `value` to hundredths of a point, as the picture writes it: a position summed from
    /// several sizes is not exact in binary.
    private func r(_ value: CGFloat) -> Double { (Double(value) * 100).rounded() / 100 }

    /// The toolbar's middle: 852 − 34 (the home indicator) − 44 / 2.
    private let toolbarMidY: CGFloat = 852 - 34 - 22

    /// `bottomBar`: "Places the item in the bottom toolbar." The content ends at the
    /// toolbar's top (852 − 34 − 44 = 774), and one item alone is centred in the bar.
    @Test func oneBottomBarItemIsCentredInAToolbarTheContentStaysAbove() throws {
        let log = Log()
        let host = screen {
            ToolbarItem(placement: .bottomBar) { Button("Compose") { log("compose") } }
        }
        let content = host.frame(of: "content")
        #expect(r(content.maxY) == 852 - 34 - 44)
        let compose = host.frame(of: "Compose")
        #expect(compose.minX == (393 - compose.width) / 2)
        #expect(compose.midY == toolbarMidY)
        host.tap(at: CGPoint(x: compose.midX, y: compose.midY))
        #expect(log.take() == ["compose"])
    }

    /// Without a bottom-bar item there is no toolbar: the content reaches the safe area's
    /// bottom.
    @Test func withoutBottomItemsTheContentReachesTheSafeAreasBottom() throws {
        let host = screen { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
        #expect(r(host.frame(of: "content").maxY) == 852 - 34)
        #expect(!host.host.snapshot().contains(#"data-view="Toolbar""#))
    }

    /// Two items spread to the bar's ends, 16 points in (Measures §3 "Bar margin"); a
    /// `status` item — "In iOS and iPadOS, the system places status items in the center
    /// of the bottom toolbar" — is centred between them.
    @Test func twoItemsSitAtTheEndsAndAStatusItemInTheCentre() {
        let host = screen {
            ToolbarItem(placement: .bottomBar) { Button("Archive") {} }
            ToolbarItem(placement: .status) { Text("Updated just now") }
            ToolbarItem(placement: .bottomBar) { Button("Flag") {} }
        }
        let archive = host.frame(of: "Archive"), flag = host.frame(of: "Flag"), status = host.frame(of: "Updated just now")
        #expect(archive.minX == 16)
        #expect(r(flag.maxX) == 393 - 16)
        #expect(status.minX == (393 - status.width) / 2)
        #expect([archive.midY, flag.midY, status.midY] == [toolbarMidY, toolbarMidY, toolbarMidY])
    }

    /// `ToolbarItemGroup(placement: .bottomBar)` with a `Spacer`: the spacer takes what the
    /// views leave, as UIKit's flexible space does; the views of one item are 16 apart.
    @Test func aSpacerInAGroupTakesWhatTheOthersLeave() {
        let host = screen {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Select") {}
                Button("Move") {}
                Spacer()
                Button("Delete") {}
            }
        }
        let select = host.frame(of: "Select"), move = host.frame(of: "Move"), delete = host.frame(of: "Delete")
        #expect(select.minX == 16)
        #expect(move.minX == select.maxX + 16)
        #expect(r(delete.maxX) == 393 - 16)
        #expect(delete.midY == toolbarMidY)
    }

    /// The picture draws the toolbar in the bar material from its top to the window's
    /// bottom edge (774 to 852), a hairline on top, under its items.
    @Test func thePictureDrawsTheToolbarUnderItsItems() {
        let svg = screen { ToolbarItem(placement: .bottomBar) { Button("Compose") {} } }.host.snapshot()
        #expect(svg.draws(#"<g data-view="Toolbar">"#, before: #"data-title="Compose""#))
        #expect(svg.contains(#"<rect x="0" y="774" width="393" height="78""#))
        #expect(svg.contains(#"<rect x="0" y="774" width="393" height="0.33""#))
    }
}
