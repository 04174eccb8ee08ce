import Foundation
import Testing
import ViewEngine
import TestSupport

/// A button's size and place (Rules R22): in the default style it is its label — the
/// views around it lay the label out, and the button keeps no layout of its own — and
/// under a custom style it is as large as the style's body.
@MainActor
@Suite("Controls: a button's frame, in the default style and a custom one")
struct ButtonLayoutTests {
    /// A style whose body pads the label on every side.
    struct PaddedStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label.padding(10) }
    }

    /// Apple's `ButtonStyle`: "The system calls this method for each Button instance in a
    /// view hierarchy where this style is the current button style" — the button shows the
    /// body, so it takes the body's size: its label's, plus the padding.
    @Test func aButtonIsAsLargeAsItsLabelOrItsStylesBody() throws {
        let text = try ViewHost(testing: Text("Save")).frame(of: "Save")
        let plain = try ViewHost(testing: Button("Save") {}).frame(of: "Save")
        let padded = try ViewHost(testing: Button("Save") {}.buttonStyle(PaddedStyle())).frame(of: "Save")
        #expect(plain.size == text.size)
        #expect(plain.origin == text.origin)
        #expect(padded.size == CGSize(width: text.width + 20, height: text.height + 20))
    }

    struct Rows: View {
        @State var taps = 0
        var body: some View {
            VStack {
                Text("count \(taps)")
                ForEach(0..<3) { index in Button("row \(index)") { taps += 1 } }
            }
        }
    }

    /// Apple's `VStack`: "A view that arranges its subviews in a vertical line" — buttons
    /// in the default style are placed one under the other like texts of the same size,
    /// and a tap that changes another view's text leaves them on their lines (SF's
    /// digits are proportional, Measures §4 "Measured advances": "count 1" is narrower than
    /// "count 0", so the centred stack narrows and its rows keep their size and height).
    @Test func buttonsInAStackArePlacedAsTheirLabels() throws {
        let host = ViewHost(testing: Rows())
        let texts = ViewHost(testing: VStack {
            Text("count 0")
            ForEach(0..<3) { index in Text("row \(index)") }
        })
        for index in 0..<3 {
            #expect(try host.frame(of: "row \(index)") == texts.frame(of: "row \(index)"))
        }
        let before = try host.frame(of: "row 2")
        try host.tap("row 1")
        let after = try host.frame(of: "row 2")
        #expect(after.minY == before.minY && after.size == before.size)
    }
}
