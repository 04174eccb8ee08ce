import Foundation
import Testing
import ViewEngine
import TestSupport

/// A `Menu` in a list's row whose label is a `LabeledContent` is drawn as that labeled
/// content's row (Rules R22; Measures §5 "Menu row", "Labeled content"). Apple's
/// `LabeledContent`: its layout "automatically adapts to its container, like a form".
/// Measured on iOS 17/18, issue 85, in an iPhone 13's window (390 × 844, safe area from
/// y 47, no bar, the first card at y 82): SpeziViews' option picker — its label a labeled
/// content whose content is the value and its own up/down chevrons in an `HStack` — is one
/// 44-point row (card 82–126), "Clean" ink x 41–81 in the primary color, "Option 1" ink
/// x 271–330 and one pair of chevrons, x 340–349, y 98–110, in the secondary color
/// (#8A8A8E on white). The engine first stacked the label over the value in the accent
/// color (#007AFF), then added chevrons of the menu's own after the label's.
@MainActor
@Suite("Controls: a menu labelled by a LabeledContent is drawn as its row in a list (issue 85)")
struct MenuPickerRowTests {
    struct OptionPicker: View {
        @State var chosen = "Option 1"
        var body: some View {
            List {
                Menu {
                    Button("Option 1") { chosen = "Option 1" }
                    Button("Option 2") { chosen = "Option 2" }
                } label: {
                    LabeledContent {
                        HStack {
                            Text(chosen)
                            Image(systemName: "chevron.up.chevron.down").font(.footnote).fontWeight(.medium)
                        }
                    } label: {
                        Text("Clean")
                    }
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

    /// At the medium text size the reference was drawn at (body 16, footnote 12).
    @Test func itIsOneRowWithTheContentTrailingInTheSecondaryColor() throws {
        let host = iPhone13(OptionPicker().environment(\.dynamicTypeSize, .medium))
        let svg = host.snapshot()
        #expect(svg.contains(#"y="82" width="350" height="44" rx="10""#), "\(svg)")
        let label = text("Clean", in: svg), value = text("Option 1", in: svg)
        #expect(number("x", in: label) == 40 && label?.contains(##"fill="#000000""##) == true, "\(svg)")
        #expect(value?.contains(##"fill="#3C3C43" fill-opacity="0.6""##) == true, "\(svg)")
        // One pair of chevrons, the label's own, at the row's trailing inset: opaque paths
        // in a group of the secondary colour's opacity (a symbol is composited once).
        #expect(paths(svg).map { $0.contains(##"stroke="#3C3C43" "##) && !$0.contains("opacity") } == [true, true], "\(svg)")
        #expect(svg.contains(##"<g opacity="0.6">"##), "\(svg)")
        let chevrons = try #require(ink(paths(svg)), "\(svg)")
        #expect(close(chevrons.maxX, 349, within: 1) && close(chevrons.midY, 104, within: 1), "\(chevrons)")
        #expect(close(chevrons.width, 8.33, within: 0.34) && close(chevrons.height, 11.67, within: 0.34), "\(chevrons)") // Measures §9 "Symbol sizes"
        let valueEnd = (number("x", in: value) ?? 0) + (number("textLength", in: value) ?? 0)
        #expect(close(valueEnd, 330, within: 2), "\(valueEnd) \(chevrons)")
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

    /// The menu adds no indicator of its own: a labeled content without chevrons is drawn
    /// without any (iOS drew one pair where the label has its own); a menu labelled by a
    /// `LabeledContent` outside a list stays its label in the tint.
    @Test func theMenuAddsNoChevronsAndOutsideAListIsTinted() throws {
        let bare = iPhone13(List { Menu { Button("Copy") {} } label: { LabeledContent("Clean") { Text("Code") } } }).snapshot()
        #expect(paths(bare).isEmpty, "\(bare)")
        #expect(number("x", in: text("Code", in: bare)).map { $0 > 300 } == true, "\(bare)")

        let alone = iPhone13(Menu { Button("Copy") {} } label: { LabeledContent("Clean") { Text("Code") } }).snapshot()
        #expect(text("Clean", in: alone)?.contains(##"fill="#007AFF""##) == true, "\(alone)")
        #expect(paths(alone).isEmpty)
    }
}
