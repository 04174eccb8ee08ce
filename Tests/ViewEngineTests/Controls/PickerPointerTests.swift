import Testing
import ViewEngine
import TestSupport
import ViewEngineTesting

/// A picker drawn in each style takes clicks where it is drawn, and a click does what
/// `select(_:in:)` does: the same selection, the same `onChange` transcript.
@MainActor
@Suite("Controls: a picker's drawn parts take taps")
struct PickerPointerTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla = "Vanilla", chocolate = "Chocolate", mint = "Mint"
        var id: Self { self }
    }

    struct Flavors: View {
        let log: Log
        let style: String
        @State var flavor = Flavor.vanilla
        var body: some View {
            Form {
                switch style {
                case "segmented": picker.pickerStyle(.segmented)
                case "inline": picker.pickerStyle(.inline)
                case "wheel": picker.pickerStyle(.wheel)
                default: picker
                }
            }
            .onChange(of: flavor) { [flavor] newValue in log("flavor \(flavor.rawValue) -> \(newValue.rawValue)") }
        }
        var picker: some View {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue) }
            }
        }
    }

    private func center(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// `.menu`: "A picker style that presents the options as a menu when the user presses
    /// a button" — a tap on the picker opens its menu over the window, a tap on an option
    /// chooses it and closes the menu, as `select(_:in:)` does.
    @Test func aMenuPickerOpensItsOptionsAndATapChoosesOne() throws {
        let log = Log()
        let host = TestHost(Flavors(log: log, style: "menu"))
        let picker = try #require(host.host.pointerTargets.first { $0.kind == "Picker" })
        host.tap(at: center(picker.frame))
        #expect(host.render().contains(#"Picker "Flavor" = "Vanilla" (open)"#))
        let rows = host.host.pointerTargets
        #expect(rows.map(\.description) == [#"Menu "Flavor" (Vanilla)"#, #"Menu "Flavor" (Chocolate)"#, #"Menu "Flavor" (Mint)"#])
        // Measures §7 "Menu": rows 44 high, 250 wide, one under the other.
        #expect(rows.map(\.frame.height) == [44, 44, 44])
        #expect(rows.map(\.frame.width) == [250, 250, 250])
        #expect(rows[1].frame.minY == rows[0].frame.maxY)
        let svg = host.snapshot()
        #expect(svg.contains(#"<g data-view="Menu" data-title="Flavor">"#))
        #expect(svg.contains(#"data-view="MenuItem" data-title="Chocolate""#))
        host.tap(at: center(rows[1].frame))
        #expect(log.take() == ["flavor Vanilla -> Chocolate"])
        #expect(host.render().contains(#"Picker "Flavor" = "Chocolate""#) && !host.render().contains("(open)"))

        let driven = Log()
        let twin = TestHost(Flavors(log: driven, style: "menu"))
        twin.select("Chocolate", in: "Flavor")
        #expect(driven.take() == ["flavor Vanilla -> Chocolate"])
        #expect(twin.render() == host.render())
    }

    /// Rules: Host, "a click outside a presentation dismisses it": a tap outside an open
    /// menu closes it and chooses nothing.
    @Test func aTapOutsideAnOpenMenuClosesIt() throws {
        let log = Log()
        let host = TestHost(Flavors(log: log, style: "menu"))
        let picker = try #require(host.host.pointerTargets.first { $0.kind == "Picker" })
        host.tap(at: center(picker.frame))
        host.tap(at: CGPoint(x: 5, y: 840))
        #expect(!host.render().contains("(open)"))
        #expect(log.take() == [])
    }

    /// `.segmented`: "A picker style that presents the options in a segmented control" —
    /// each segment is a third of the 32-point track (Measures §5 "Segmented picker"), and
    /// a tap on one chooses it.
    @Test func aTapOnASegmentChoosesIt() throws {
        let log = Log()
        let host = TestHost(Flavors(log: log, style: "segmented"))
        let frame = host.frame(of: "Flavor")
        #expect(frame.height == 32)
        let segments = host.host.pointerTargets.filter { $0.kind == "Picker" }
        #expect(segments.map(\.part) == ["Vanilla", "Chocolate", "Mint"])
        let width = (frame.width - 4) / 3
        let expected: [CGRect] = (0..<3).map { (index: Int) -> CGRect in
            CGRect(x: frame.minX + 2 + CGFloat(index) * width, y: frame.minY + 2, width: width, height: 28)
        }
        #expect(segments.map(\.frame) == expected)
        host.tap(at: center(segments[2].frame))
        host.tap(at: center(segments[0].frame))
        #expect(log.take() == ["flavor Vanilla -> Mint", "flavor Mint -> Vanilla"])
        #expect(host.snapshot().contains(#"<rect data-view="SelectedSegment" x="\#(SVGNumber(segments[0].frame.minX))""#))
    }

    /// `.inline`: "each option is displayed inline with other views in the current
    /// container" — in a form, one 44-point row per option (Measures §5 "Inline picker"); a
    /// tap on a row chooses it, and the chosen row has a checkmark.
    @Test func aTapOnAnInlineRowChoosesIt() throws {
        let log = Log()
        let host = TestHost(Flavors(log: log, style: "inline"))
        let frame = host.frame(of: "Flavor")
        #expect(abs(frame.height - 3 * 44) < 0.01)
        let rows = host.host.pointerTargets.filter { $0.kind == "Picker" }
        let expected: [CGRect] = (0..<3).map { (index: Int) -> CGRect in
            CGRect(x: frame.minX, y: frame.minY + CGFloat(index) * 44, width: frame.width, height: 44)
        }
        #expect(rows.map(\.frame) == expected)
        host.tap(at: center(rows[1].frame))
        #expect(log.take() == ["flavor Vanilla -> Chocolate"])
    }

    /// `.wheel`: "a scrollable wheel that shows the selected option and a few neighboring
    /// options" — 216 points high; a tap on a neighbour chooses it, as scrolling to it does.
    @Test func aTapOnAWheelNeighbourChoosesIt() throws {
        let log = Log()
        let host = TestHost(Flavors(log: log, style: "wheel"))
        let frame = host.frame(of: "Flavor")
        #expect(frame.height == 216)
        let rows = host.host.pointerTargets.filter { $0.kind == "Picker" }
        #expect(rows.map(\.part) == ["Vanilla", "Chocolate", "Mint"])
        #expect(rows[0].frame.midY == frame.midY)                 // the chosen one in the band
        host.tap(at: center(rows[2].frame))
        #expect(log.take() == ["flavor Vanilla -> Mint"])
        let after = host.host.pointerTargets.filter { $0.kind == "Picker" }
        #expect(after.first { $0.part == "Mint" }?.frame.midY == frame.midY)
    }

    /// The menu picker's options are drawn, not laid out as a column of texts: in a form it
    /// is one row, its label at the leading edge and its value at the trailing edge, a
    /// line of body text padded 7 points above and below (Measures §5 "Menu picker").
    @Test func aMenuPickerIsOneRowWithItsValueAtTheTrailingEdge() throws {
        let host = TestHost(Flavors(log: Log(), style: "menu"))
        let frame = host.frame(of: "Flavor")
        #expect(abs(frame.height - 34.33) < 0.01)
        let svg = host.snapshot()
        #expect(svg.contains(#"data-view="PickerValue""#) && svg.contains(">Vanilla</text>"))
        #expect(!svg.contains(">Chocolate</text>"))
    }
}

/// A number as the picture writes it (at most two decimals).
private func SVGNumber(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
}
