import Foundation
import Testing
import ViewEngine
import TestSupport

/// A `tint(_:)` on a button's label wins over the button's accent (Rules R22, "Pictures of
/// the window"): a borderless button draws its label in the tint style, which reads the
/// tint where the label is drawn. Apple's `tint(_:)`: "Use this method to override the
/// default accent color for this view"; `TintShapeStyle`: "A style that reflects the
/// current tint color". Measured on iOS 17/18, issue 85 (an iPhone 13's window, the first
/// card at y 82): `Button { } label: { Text("Option 1").tint(.primary) }` in a list row is
/// drawn in the primary color (#000000), where the engine drew the accent blue (#007AFF).
@MainActor
@Suite("Controls: a tint on a button's label wins over the button's accent (issue 85)")
struct ButtonLabelTintTests {
    /// The `fill` of the `<text>` element that writes `string`.
    private func fill(of string: String, in svg: String) -> String? {
        guard let line = svg.split(separator: "\n").first(where: { $0.contains("<text") && $0.contains(">\(string)</text>") }),
              let range = line.range(of: #" fill=""#) else { return nil }
        return String(line[range.upperBound...].prefix { $0 != "\"" })
    }

    @Test func aPrimaryTintOnTheLabelDrawsItInThePrimaryColor() {
        let host = ViewHost(testing: List {
            Button { } label: { Text("Option 1").tint(.primary) }
            Button { } label: { Text("Option 2").tint(Color.primary) }
            Button { } label: { Text("Option 3") }
        })
        let svg = host.snapshot()
        #expect(fill(of: "Option 1", in: svg) == "#000000", "\(svg)")
        #expect(fill(of: "Option 2", in: svg) == "#000000", "\(svg)")
        #expect(fill(of: "Option 3", in: svg) == "#007AFF", "\(svg)")
    }

    /// Any tint on the label's content colours it (an orange text in a blue button), the
    /// rest of the label keeping the button's tint; a foreground style on the button still
    /// wins over both, as it is the label's style and not the tint; a menu's label too.
    @Test func aTintInsideTheLabelColoursThatPartOnly() {
        let host = ViewHost(testing: VStack {
            Button { } label: { HStack { Text("Orange").tint(.orange); Text("Blue") } }
            Button { } label: { Text("Red").tint(.orange) }.foregroundStyle(.red)
            Menu { Button("Copy") {} } label: { Text("Menu label").tint(.primary) }
        })
        let svg = host.snapshot()
        #expect(fill(of: "Orange", in: svg) == "#FF9500", "\(svg)")
        #expect(fill(of: "Blue", in: svg) == "#007AFF", "\(svg)")
        #expect(fill(of: "Red", in: svg) == "#FF3B30", "\(svg)")
        #expect(fill(of: "Menu label", in: svg) == "#000000", "\(svg)")
    }
}
