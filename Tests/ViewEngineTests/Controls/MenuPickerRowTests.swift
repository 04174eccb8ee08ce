import Foundation
import Testing
import ViewEngine
import TestSupport

/// A `Menu` in a list's row whose label is a `LabeledContent` is drawn as a menu picker's
/// row (Rules R22; Measures §5 "Menu row", "Menu picker"). Apple's `LabeledContent`: its
/// layout "automatically adapts to its container, like a form", and "has a layout that
/// matches the label of the Picker". Measured on iOS 17/18, issue 85, in an iPhone 13's
/// window (390 × 844, safe area from y 47, no bar, the first card at y 82): SpeziViews'
/// option picker is one 44-point row (card 82–126), "Clean" ink x 41–81 in the primary
/// color, "Option 1" ink x 271–330 and the up/down chevrons' ink x 340–349, y 98–110 in
/// the secondary color (#8A8A8E on white). The engine stacked the label over the value and
/// drew the value in the accent color (#007AFF).
@MainActor
@Suite("Controls: a menu labelled by a LabeledContent is a menu picker's row in a list (issue 85)")
struct MenuPickerRowTests {
    struct OptionPicker: View {
        @State var chosen = "Option 1"
        var body: some View {
            List {
                Menu {
                    Button("Option 1") { chosen = "Option 1" }
                    Button("Option 2") { chosen = "Option 2" }
                } label: {
                    LabeledContent("Clean") { Text(chosen) }
                }
            }
        }
    }

    private func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    private func iPhone13<V: View>(_ view: V) -> ViewHost<V> {
        let host = ViewHost(testing: view)
        host.size = CGSize(width: 390, height: 844)
        host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return host
    }

    /// The lines of the picture's `<path>` elements (the chevrons are two of them).
    private func paths(_ svg: String) -> [Substring] { svg.split(separator: "\n").filter { $0.contains("<path d=\"M") } }

    /// The ink of strokes: their points' extent, grown by half the stroke's width.
    private func ink(_ lines: [Substring]) -> CGRect? {
        var box: CGRect?
        for line in lines {
            guard let d = line.range(of: #"d=""#), let w = line.range(of: #"stroke-width=""#),
                  let width = Double(line[w.upperBound...].prefix { $0 != "\"" }) else { continue }
            let numbers = line[d.upperBound...].prefix { $0 != "\"" }.split(whereSeparator: { "ML ".contains($0) })
                .compactMap { Double($0) }.map { CGFloat($0) }
            for index in stride(from: 0, to: numbers.count - 1, by: 2) {
                let point = CGRect(x: numbers[index], y: numbers[index + 1], width: 0, height: 0).insetBy(dx: -width / 2, dy: -width / 2)
                box = box?.union(point) ?? point
            }
        }
        return box
    }

    /// The `<text>` element that writes `string`: its line.
    private func text(_ string: String, in svg: String) -> Substring? {
        svg.split(separator: "\n").first { $0.contains("<text") && $0.contains(">\(string)</text>") }
    }

    private func number(_ name: String, in line: Substring?) -> CGFloat? {
        guard let line, let range = line.range(of: " \(name)=\"") else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
    }

    @Test func itIsOneRowWithTheValueAndChevronsTrailingInTheSecondaryColor() throws {
        let host = iPhone13(OptionPicker())
        let svg = host.snapshot()
        #expect(svg.contains(#"y="82" width="350" height="44" rx="10""#), "\(svg)")
        let label = text("Clean", in: svg), value = text("Option 1", in: svg)
        #expect(number("x", in: label) == 40 && label?.contains(##"fill="#000000""##) == true, "\(svg)")
        #expect(value?.contains(##"fill="#3C3C43" fill-opacity="0.6""##) == true, "\(svg)")
        let chevrons = try #require(ink(paths(svg)), "\(svg)")
        #expect(close(chevrons.width, 9, within: 0.05) && close(chevrons.height, 12, within: 0.05), "\(chevrons)")
        #expect(close(chevrons.maxX, 350, within: 0.05) && close(chevrons.midY, 104, within: 0.05), "\(chevrons)")
        let valueEnd = (number("x", in: value) ?? 0) + (number("textLength", in: value) ?? 0)
        #expect(close(chevrons.minX - valueEnd, 8, within: 0.2), "\(valueEnd) \(chevrons)") // the text's frame is its length rounded up to a pixel
        #expect(paths(svg).map { $0.contains(##"stroke="#3C3C43" stroke-opacity="0.6""##) } == [true, true])
        #expect(try host.frame(of: "Clean").midY == 104)
    }

    /// It is still a menu: a tap opens it, an item runs and closes it, and the row shows
    /// the new value.
    @Test func itStillOpensAndChooses() throws {
        let host = iPhone13(OptionPicker())
        try host.openMenu("Clean Option 1")
        try host.tap("Option 2")
        #expect(host.snapshot().contains(">Option 2</text>"))
        #expect(!host.render().contains("(open)"))
    }

    /// A menu picker's row is drawn the same (the same chevrons, 8 points after the value);
    /// a menu labelled by a `LabeledContent` outside a list stays its label in the tint.
    @Test func aPickerRowIsDrawnTheSameAndOutsideAListTheMenuIsTinted() throws {
        let menu = iPhone13(OptionPicker()).snapshot()
        let picker = iPhone13(List { Picker("Clean", selection: .constant(1)) { Text("Option 1").tag(1) } }).snapshot()
        #expect(ink(paths(menu)) == ink(paths(picker)) && !paths(picker).isEmpty)
        #expect(number("x", in: text("Option 1", in: menu)) == number("x", in: text("Option 1", in: picker)))

        let alone = iPhone13(Menu { Button("Copy") {} } label: { LabeledContent("Clean") { Text("Code") } }).snapshot()
        #expect(text("Clean", in: alone)?.contains(##"fill="#007AFF""##) == true, "\(alone)")
        #expect(paths(alone).isEmpty)
    }
}
