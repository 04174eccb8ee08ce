import Foundation
import Testing
import ViewEngine
import TestSupport
import ViewEngineTesting

/// A wrapper as apps write one: a custom view whose body is a labeled content with a
/// modifier (issue 85, SpeziViews' list rows).
private struct ListRow<Content: View>: View {
    let label: String
    let content: Content
    init(_ label: String, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
    var body: some View {
        LabeledContent(label) { content }.accessibilityElement(children: .combine)
    }
}

/// `LabeledContent` is one row: its label at the leading edge, its content at the trailing
/// edge in the secondary style (Rules R22; Measures §5 "Labeled content"). Apple's
/// documentation: it is "a container for attaching a label to a value-bearing view", and
/// "the resulting element has a layout that's consistent with other framework controls and
/// automatically adapts to its container, like a form or toolbar" — in a form it "has a
/// layout that matches the label of the Picker". Measured on iOS 17/18, issue 85, in an
/// iPhone 13's window (390 × 844, safe area from y 47, no bar, the first card at y 82).
@MainActor
@Suite("LabeledContent lays out as one row, label leading, value trailing (issue 85)")
struct LabeledContentRowTests {
    private func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    private func iPhone13<V: View>(_ view: V) -> ViewHost<V> {
        let host = ViewHost(testing: view)
        host.size = CGSize(width: 390, height: 844)
        host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return host
    }

    /// The `fill` and `fill-opacity` of the `<text>` element that writes `string`.
    static func textFill(of string: String, in svg: String) -> (fill: String, opacity: String?)? {
        guard let line = svg.split(separator: "\n").first(where: { $0.contains("<text") && $0.contains(">\(string)</text>") }) else { return nil }
        func value(_ name: String) -> String? {
            guard let range = line.range(of: " \(name)=\"") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        return value("fill").map { ($0, value("fill-opacity")) }
    }

    /// The `y` and `height` of each card (`rx="10"` rectangle) of a picture.
    static func cards(_ svg: String) -> [(y: CGFloat, height: CGFloat)] {
        svg.split(separator: "\n").filter { $0.contains("<rect") && $0.contains(#"rx="10""#) }.compactMap { line in
            func value(_ name: String) -> CGFloat? {
                guard let range = line.range(of: " \(name)=\"") else { return nil }
                return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
            }
            guard let y = value("y"), let height = value("height") else { return nil }
            return (y, height)
        }
    }

    /// SpeziViews' `ListRow` (a custom view whose body is `LabeledContent(...)` with
    /// `.accessibilityElement(children: .combine)`): iOS draws ONE 44-point row (card
    /// y 82–126), the label's ink from x 40 in the primary color, the value's ending 20
    /// points inside the card's trailing edge (ink x 255–350) in the secondary color
    /// (#8A8A8E on white), both on the row's middle. The engine drew two rows (a card
    /// 82–170), the label above the value: a labeled content laid out as its two views.
    @Test func aWrappedLabeledContentIsOneRow() throws {
        let host = iPhone13(List { ListRow("San Francisco") { Text(verbatim: "20 °C, Sunny") } })
        let label = try host.frame(of: "San Francisco"), value = try host.frame(of: "20 °C, Sunny")
        #expect(close(label.minX, 40) && close(value.maxX, 350), "\(label) \(value)")
        #expect(close(label.midY, 104) && close(value.midY, 104), "\(label) \(value)")
        let svg = host.snapshot()
        let cards = Self.cards(svg)
        #expect(cards.count == 1 && close(cards[0].y, 82) && close(cards[0].height, 44), "\(cards)")
        #expect(Self.textFill(of: "San Francisco", in: svg)?.fill == "#000000", "\(svg)")
        let secondary = Self.textFill(of: "20 °C, Sunny", in: svg)
        #expect(secondary?.fill == "#3C3C43" && secondary?.opacity == "0.6", "\(svg)")
    }

    /// The same unwrapped, in a `Form`, and with the value's initializer: one row each.
    @Test func labeledContentRowsInAForm() throws {
        let host = iPhone13(Form {
            LabeledContent("Version", value: "2.1")
            LabeledContent { Text("Ada") } label: { Text("Name") }
        })
        let version = try host.frame(of: "Version"), value = try host.frame(of: "2.1")
        let name = try host.frame(of: "Name"), ada = try host.frame(of: "Ada")
        #expect(close(version.midY, 104) && close(value.midY, 104) && close(value.maxX, 350), "\(version) \(value)")
        #expect(close(name.midY, 148) && close(ada.midY, 148) && close(ada.maxX, 350), "\(name) \(ada)")
        #expect(Self.cards(host.snapshot()).map(\.height) == [88])
    }

    /// Outside a form, alone in a window: iOS draws the same row across the width (the
    /// label leading, the value trailing in the secondary color), where the engine
    /// stacked the value below the label, centred. Apple: the automatic style "resolves its
    /// appearance automatically based on the current context", and the element's layout
    /// is "consistent with other framework controls".
    @Test func aLabeledContentAloneIsARowAcrossTheWidth() throws {
        let host = iPhone13(LabeledContent("Clean") { Text(verbatim: "Code") })
        let label = try host.frame(of: "Clean"), value = try host.frame(of: "Code")
        #expect(close(label.minX, 0) && close(value.maxX, 390), "\(label) \(value)")
        #expect(close(label.midY, value.midY), "\(label) \(value)")
        let svg = host.snapshot()
        #expect(Self.textFill(of: "Clean", in: svg)?.fill == "#000000")
        #expect(Self.textFill(of: "Code", in: svg)?.fill == "#3C3C43", "\(svg)")
    }

    /// A content that fills (a slider) takes the room the label leaves, 8 points after it
    /// (Measures §2 "Control label gap"); a hidden label leaves the content alone.
    @Test func aFlexibleContentFillsWhatTheLabelLeaves() throws {
        let host = iPhone13(Form {
            LabeledContent("Volume") { Slider(value: .constant(0.5)).accessibilityIdentifier("slider") }
            LabeledContent("Hidden") { Text("Only") }.labelsHidden()
        })
        let label = try host.frame(of: "Volume"), slider = try host.frame(of: "slider")
        #expect(close(slider.minX, label.maxX + 8) && close(slider.maxX, 350), "\(label) \(slider)")
        #expect(!host.snapshot().contains(">Hidden</text>"))
        #expect(close(try host.frame(of: "Only").maxX, 350))
    }
}
