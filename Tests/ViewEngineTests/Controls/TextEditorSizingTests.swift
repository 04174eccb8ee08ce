import Foundation
import Testing
import ViewEngine
import ViewEngineTesting

/// A `TextEditor` is laid out as iOS lays out its scrollable text view: flexible in both
/// directions, as large as it is offered whether empty or not (Measures §5 "Text editor").
/// An empty editor was 0 × 0 (issue 90, item 2).
@MainActor
@Suite("Layout: a TextEditor fills what it is offered")
struct TextEditorSizingTests {
    /// The editor's frame in the window, found as a click finds it.
    private func editorFrame<V: View>(_ host: TestHost<V>) throws -> CGRect {
        try #require(host.host.pointerTargets.first { $0.kind == "TextEditor" }).frame
    }

    /// TextEditor: "A text editor view allows you to display and edit multiline, scrollable
    /// text in your app's user interface." — an empty editor padded by 15 with a minimum
    /// height of 100 in a stack takes the stack's width and height less the padding
    /// (the window's safe area is 393 × 759 from y 59, Measures §1).
    @Test func anEmptyEditorFillsTheWidthAndHeightItIsOffered() throws {
        struct Notes: View {
            @State var text = ""
            var body: some View {
                VStack { TextEditor(text: $text).padding(15).frame(minHeight: 100) }
            }
        }
        let host = TestHost(Notes())
        #expect(try editorFrame(host) == CGRect(x: 15, y: 59 + 15, width: 393 - 30, height: 759 - 30))
    }

    /// `frame(width:height:alignment:)`: "Positions this view within an invisible frame
    /// with the specified size." — an empty editor given a height of 100 is 100 high and
    /// as wide as its stack, whatever it shows.
    @Test func anEditorGivenAHeightIsThatHighAndAsWideAsItsStack() throws {
        struct Notes: View {
            @State var text: String
            var body: some View {
                VStack(spacing: 0) {
                    TextEditor(text: $text).frame(height: 100)
                    Spacer()
                }
            }
        }
        for text in ["", "Buy milk\nand tea"] {
            let host = TestHost(Notes(text: text))
            #expect(try editorFrame(host) == CGRect(x: 0, y: 59, width: 393, height: 100), "\(text)")
        }
    }

    /// `fixedSize(horizontal:vertical:)`: "Fixes this view at its ideal size in the
    /// specified dimensions." — offered no height, an editor is one line of body text per line of its text (20.33
    /// points a line, Measures §4), one when empty; it still fills the width.
    @Test func offeredNoHeightAnEditorIsItsLinesHigh() throws {
        struct Notes: View {
            @State var text: String
            var body: some View {
                VStack(spacing: 0) {
                    TextEditor(text: $text).fixedSize(horizontal: false, vertical: true)
                    Spacer()
                }
            }
        }
        let empty = try editorFrame(TestHost(Notes(text: "")))
        let two = try editorFrame(TestHost(Notes(text: "Buy milk\nand tea")))
        #expect(empty.width == 393 && two.width == 393)
        #expect(abs(empty.height - 20.33) < 0.01, "\(empty)")
        #expect(abs(two.height - 2 * empty.height) < 0.001, "\(two)")
    }
}
