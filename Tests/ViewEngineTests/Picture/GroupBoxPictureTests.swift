import Foundation
import Testing
import ViewEngine
import TestSupport

/// A group box in its default style, laid out and drawn as iOS 17 draws it (Measures §5
/// "Group box"). Apple's `GroupBox` documentation shows "a gray rounded rectangle region
/// marking the bounds of the group box. At the top of the region, the title … in a large
/// bold font", and the content below it.
@MainActor
@Suite("Picture: a group box is a gray rounded region around its label and content")
struct GroupBoxPictureTests {

    private func background(_ box: CGRect, fill: String) -> String {
        #"<rect data-view="GroupBoxBackground" x="\#(svgNumber(box.minX))" y="\#(svgNumber(box.minY))" width="\#(svgNumber(box.width))" height="\#(svgNumber(box.height))" rx="8" fill="\#(fill)""#
    }

    /// "At the top of the region, the title": the label 16 points inside the box's top
    /// leading corner, the content 8 points below it, and the gray region around both.
    @Test func theLabelIsAtTheTopOfTheRegionAndTheContentBelowIt() throws {
        let host = ViewHost(testing: GroupBox("Agreement") { Text("I agree to the terms") })
        let title = try host.frame(of: "Agreement")
        let body = try host.frame(of: "I agree to the terms")
        #expect(body.minX == title.minX)
        #expect(abs(body.minY - (title.maxY + 8)) < 0.01)
        let box = CGRect(x: title.minX - 16, y: title.minY - 16,
                         width: max(title.width, body.width) + 32, height: body.maxY + 16 - (title.minY - 16))
        #expect(host.snapshot().contains(background(box, fill: "#F2F2F7")))
    }

    /// The title "in a … bold font": the headline style (17 points, semibold), unless the
    /// label sets its own font; the content keeps the body style.
    @Test func theTitleIsInTheHeadlineFont() throws {
        let svg = ViewHost(testing: GroupBox("Agreement") { Text("Body") }).snapshot()
        let texts = svg.split(separator: "\n").filter { $0.contains("<text") }
        #expect(texts.first { $0.contains(">Agreement</text>") }?.contains(#"font-size="17" font-weight="600""#) == true)
        #expect(texts.first { $0.contains(">Body</text>") }?.contains("font-weight") == false)
        let own = ViewHost(testing: GroupBox { Text("Body") } label: { Text("Small").font(.caption) })
        #expect(try own.frame(of: "Small").size == ViewHost(testing: Text("Small").font(.caption)).frame(of: "Small").size)
    }

    /// A group box with no label is its content inset 16 points on every side, and the
    /// region fills what its content fills: two boxes side by side in an `HStack`, each
    /// with content that takes all the width it is offered, share the row.
    @Test func withoutALabelTheContentIsInsetOnEverySide() throws {
        let host = ViewHost(testing: HStack {
            GroupBox { Text("Today").frame(maxWidth: .infinity, alignment: .leading) }
            GroupBox { Text("Scheduled").frame(maxWidth: .infinity, alignment: .leading) }
        }.frame(width: 300))
        let today = try host.frame(of: "Today")
        let scheduled = try host.frame(of: "Scheduled")
        // 300 wide, 8 between the boxes: each box 146, its content 114 wide.
        let left = CGRect(x: today.minX - 16, y: today.minY - 16, width: 146, height: today.height + 32)
        let right = CGRect(x: scheduled.minX - 16, y: scheduled.minY - 16, width: 146, height: scheduled.height + 32)
        #expect(abs(right.minX - (left.maxX + 8)) < 0.01)
        let svg = host.snapshot()
        #expect(svg.contains(background(left, fill: "#F2F2F7")))
        #expect(svg.contains(background(right, fill: "#F2F2F7")))
    }

    /// In dark mode the region is the dark secondary system background.
    @Test func inDarkModeTheRegionIsDark() throws {
        let host = ViewHost(testing: GroupBox { Text("Night") })
        host.colorScheme = .dark
        let text = try host.frame(of: "Night")
        let box = CGRect(x: text.minX - 16, y: text.minY - 16, width: text.width + 32, height: text.height + 32)
        #expect(host.snapshot().contains(background(box, fill: "#1C1C1E")))
    }
}
