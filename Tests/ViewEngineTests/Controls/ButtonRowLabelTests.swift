import Foundation
import Testing
import ViewEngine
import TestSupport

/// A button lays its label's views out in one row, in a list's row and elsewhere (Rules R22; Measures §6
/// "Button row label"). Apple's `PrimitiveButtonStyle.automatic`: "If you create a button
/// inside a container, like a List, the style resolves to the recommended style for buttons
/// inside that container for that specific platform." Measured on iOS 17/18, issue 85 (a
/// settings screen, criticalmaps'; an iPhone 13's window, 390 × 844, the first card at y
/// 82): one 44-point row, the text 20 points inside the card, the image at the trailing end.
@MainActor
@Suite("Controls: a button lays its label's views out in one row (issue 85)")
struct ButtonRowLabelTests {
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    private func iPhone13<V: View>(_ view: V) -> ViewHost<V> {
        let host = ViewHost(testing: view)
        host.size = CGSize(width: 390, height: 844)
        host.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        return host
    }

    /// An `HStack` with a spacer: the text leading, the chevron at the trailing end (its
    /// glyph inside its frame, which ends 20 points inside the card, at 350), both on the
    /// 44-point row's middle (y 104): the button (its frame found by its title) is one
    /// line high.
    @Test func anHStackLabelIsOneRowWithTheImageTrailing() throws {
        let host = iPhone13(List {
            Button { } label: { HStack { Text("Privacy"); Spacer(); Image(systemName: "chevron.right") } }
        })
        let button = try host.frame(of: "Privacy")
        let svg = host.snapshot()
        let text = try #require(textExtent(of: "Privacy", in: svg)), image = try #require(chevron(in: svg), "\(svg)")
        #expect(close(text.lowerBound, 40) && image.minX > 330 && image.maxX <= 350, "\(text) \(image)")
        #expect(close(button.midY, 104) && button.height < 25 && close(image.midY, 104), "\(button) \(image)")
        #expect(svg.contains(#"y="82" width="350" height="44" rx="10""#))
    }

    /// The `x` extent of the `<text>` element that writes `string` (its `x` and its
    /// `textLength`).
    private func textExtent(of string: String, in svg: String) -> ClosedRange<CGFloat>? {
        guard let line = svg.split(separator: "\n").first(where: { $0.contains(">\(string)</text>") }) else { return nil }
        func value(_ name: String) -> CGFloat? {
            guard let range = line.range(of: " \(name)=\"") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" }).map { CGFloat($0) }
        }
        guard let x = value("x"), let length = value("textLength") else { return nil }
        return x...(x + length)
    }

    /// The ink of the chevron a picture draws: its path's points' extent.
    private func chevron(in svg: String) -> CGRect? {
        let lines = svg.split(separator: "\n")
        guard let group = lines.firstIndex(where: { $0.contains(#"data-title="chevron.right""#) }), group + 1 < lines.count,
              let range = lines[group + 1].range(of: #"d=""#) else { return nil }
        let numbers = lines[group + 1][range.upperBound...].prefix { $0 != "\"" }
            .split(whereSeparator: { "ML ".contains($0) }).compactMap { Double($0) }.map { CGFloat($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The same views without the `HStack`: one row too, side by side (the engine stacked
    /// them, a 58-point row with the image under the text); a tap still runs the button.
    /// Outside a list too, as criticalmaps' settings draws them in a `ScrollView`: the
    /// text leading, the spacer and the chevron at the trailing end, on one line.
    @Test func aLabelOfSeveralViewsIsOneRowInAList() throws {
        var taps = 0
        let host = iPhone13(List {
            Button { taps += 1 } label: { Text("Privacy"); Image(systemName: "chevron.right") }
        })
        let button = try host.frame(of: "Privacy")
        let svg = host.snapshot()
        let text = try #require(textExtent(of: "Privacy", in: svg)), image = try #require(chevron(in: svg), "\(svg)")
        #expect(close(text.lowerBound, 40) && image.minX > text.upperBound, "\(text) \(image)")
        #expect(close(button.midY, 104) && button.height < 25 && close(image.midY, 104), "\(button) \(image)")
        #expect(svg.contains(#"y="82" width="350" height="44" rx="10""#))
        try host.tap("Privacy")
        #expect(taps == 1)

        let scrolled = iPhone13(ScrollView {
            VStack {
                Button { } label: { HStack { Text("Event Settings") }; Spacer(); Image(systemName: "chevron.right") }
                    .padding(.horizontal, 16)
            }
        })
        let row = try scrolled.frame(of: "Event Settings")
        let picture = scrolled.snapshot()
        let label = try #require(textExtent(of: "Event Settings", in: picture)), mark = try #require(chevron(in: picture), "\(picture)")
        #expect(close(label.lowerBound, 16) && mark.maxX <= 374 && mark.minX > 350, "\(label) \(mark)")
        #expect(row.height < 25 && abs(mark.midY - row.midY) < 0.5, "\(row) \(mark)")
    }
}
