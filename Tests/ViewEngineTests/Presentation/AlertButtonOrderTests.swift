import Foundation
import Testing
import ViewEngine
import TestSupport

/// Where an alert puts its buttons (Rules R22; Measures §7 "Alert buttons"). Apple's
/// `alert(_:isPresented:actions:)`: "The system may reorder the buttons based on their role
/// and prominence." Measured on iOS 17, issue 85: the TCA SyncUps delete alert gives "Yes"
/// (destructive) then "Nevermind" (cancel), and iOS draws "Nevermind" on the left, "Yes" on
/// the right; the engine drew them in the order given.
@MainActor
@Suite("Presentation: an alert's cancel button leads a pair and ends a column")
struct AlertButtonOrderTests {
    struct Screen: View {
        let three: Bool
        @State var shown = true
        @State var chosen = ""
        var body: some View {
            Text(chosen.isEmpty ? "Meeting" : chosen).alert("Delete?", isPresented: $shown) {
                Button("Yes", role: .destructive) { chosen = "Yes" }
                if three { Button("Archive") { chosen = "Archive" } }
                Button("Nevermind", role: .cancel) { chosen = "Nevermind" }
            }
        }
    }

    /// The `x` (or `y`) of each of the alert's button titles the picture writes, by title.
    private func positions(_ svg: String, _ titles: [String], attribute: String) -> [String: CGFloat] {
        var found: [String: CGFloat] = [:]
        for line in svg.split(separator: "\n") {
            for title in titles where line.hasSuffix(">\(title)</text>") {
                guard let range = line.range(of: " \(attribute)=\"") else { continue }
                found[title] = Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
            }
        }
        return found
    }

    @Test func twoButtonsPutTheCancelButtonOnTheLeft() throws {
        let host = ViewHost(testing: Screen(three: false))
        let svg = host.snapshot()
        let x = positions(svg, ["Yes", "Nevermind"], attribute: "x")
        let yes = try #require(x["Yes"]), nevermind = try #require(x["Nevermind"])
        #expect(nevermind < 196.5 && yes > 196.5, "\(x)")
        // A click on the left half, at the titles' baseline, is the cancel button's.
        let baseline = try #require(positions(svg, ["Nevermind"], attribute: "y")["Nevermind"])
        try host.tap(at: CGPoint(x: 196.5 - 60, y: baseline - 5))
        #expect(host.render().contains("Nevermind"))
    }

    @Test func aColumnEndsWithTheCancelButton() throws {
        let y = positions(ViewHost(testing: Screen(three: true)).snapshot(), ["Yes", "Archive", "Nevermind"], attribute: "y")
        let yes = try #require(y["Yes"]), archive = try #require(y["Archive"]), nevermind = try #require(y["Nevermind"])
        #expect(yes < archive && archive < nevermind, "\(y)")
    }
}
