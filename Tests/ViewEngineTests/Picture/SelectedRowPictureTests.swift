import Testing
import ViewEngine
import TestSupport
import ViewEngineTesting

/// A `List(selection:)` draws its selected rows highlighted in the system's gray 4 over the
/// row's frame, the card's rounded corners kept at its first and last rows; a list without
/// a selection highlights nothing (Rules R22, "Pictures of the window").
@MainActor
@Suite("Pictures: a list's selected rows are highlighted")
struct SelectedRowPictureTests {
    struct Mailboxes: View {
        @State var selection: Int? = 2
        var body: some View {
            List(selection: $selection) {
                Text("Inbox").tag(1)
                Text("Drafts").tag(2)
                Text("Sent").tag(3)
            }
        }
    }

    /// The `<rect …>` or `<path …>` elements of the highlighted rows in `svg`.
    private func highlights(in svg: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.contains(#"data-view="SelectedRow""#) }
    }

    /// A coordinate as the picture writes it: to hundredths, without trailing zeros.
    private func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `List(selection:content:)`: "Creates a list with the given content that supports
    /// selecting a single row." The selected row, between two others, is a rectangle of
    /// gray 4 (#D1D1D6) over its row: the card's width (353 from x 20), 44 high around its
    /// text.
    @Test func theSelectedRowIsHighlightedOverItsFrame() throws {
        let host = TestHost(Mailboxes())
        let text = host.frame(of: "Drafts")
        let svg = host.host.snapshot()
        let shown = highlights(in: svg)
        #expect(shown.count == 1)
        let row = "x=\"20\" y=\"\(number(text.midY - 22))\" width=\"353\" height=\"44\""
        #expect(shown.first?.contains("<rect data-view=\"SelectedRow\" \(row) fill=\"#D1D1D6\"") == true)
        // Drawn before the row's text, which stays on top of it.
        #expect(svg.draws(#"data-view="SelectedRow""#, before: ">Drafts</text>"))
    }

    /// Selecting another row (a tap, as on iOS) moves the highlight: the last row keeps
    /// the card's rounded bottom corners, so it is a path, not a rectangle.
    @Test func aTapMovesTheHighlightAndTheLastRowKeepsTheCardsCorners() {
        let host = TestHost(Mailboxes())
        host.tap("Sent")
        let shown = highlights(in: host.host.snapshot())
        #expect(shown.count == 1)
        #expect(shown.first?.trimmingCharacters(in: .whitespaces).hasPrefix(#"<path data-view="SelectedRow""#) == true)
        #expect(shown.first?.contains(##"fill="#D1D1D6""##) == true)
    }

    /// A list without a selection binding highlights no row, and nor does one whose
    /// selection is empty.
    @Test func withoutASelectionNoRowIsHighlighted() {
        struct Plain: View {
            var body: some View { List { Text("Inbox").tag(1); Text("Drafts").tag(2) } }
        }
        struct Empty: View {
            @State var selection: Set<Int> = []
            var body: some View { List(selection: $selection) { Text("Inbox").tag(1) } }
        }
        #expect(highlights(in: TestHost(Plain()).host.snapshot()).isEmpty)
        #expect(highlights(in: TestHost(Empty()).host.snapshot()).isEmpty)
    }
}
