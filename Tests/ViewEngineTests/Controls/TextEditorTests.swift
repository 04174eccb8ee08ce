import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `TextEditor` typed into with ``ViewHost/type(_:into:)`` (Rules: Host, R11): found by
/// its accessibility label or else its current text, one frame per keystroke, with its
/// own editing buffer.
@MainActor
@Suite("Host: typing into a TextEditor")
struct TextEditorTests {
    struct Notes: View {
        let log: Log
        @State var notes = ""
        var body: some View {
            VStack {
                TextEditor(text: $notes)
                Text("\(notes.count) characters")
            }
            .onChange(of: notes) { log("notes \($0)") }
        }
    }

    // "A view that can display and edit long-form text." (TextEditor): it has no title, so
    // it is found by what it shows (Rules: Host).
    @Test func anEditorWithoutALabelIsFoundByItsCurrentText() throws {
        let log = Log()
        let host = TestHost(Notes(log: log))
        host.type("Hi", into: "")
        #expect(log.take() == ["notes H", "notes Hi"])
        #expect(host.render() == """
            VStack
              TextEditor = "Hi"
              Text "2 characters"
            """)
        host.type("Bye", into: "Hi")
        #expect(log.take() == ["notes B", "notes By", "notes Bye"])
        let error = try #require(throws: HostError.self) { try host.host.type("x", into: "Hi") }
        #expect("\(error)" == #"HostError: no TextField titled "Hi". TextFields on screen: "Bye"."#)
    }

    struct Labelled: View {
        let log: Log
        @State var draft = "Dear"
        @FocusState var isFocused: Bool
        var body: some View {
            TextEditor(text: $draft)
                .focused($isFocused)
                .accessibilityLabel("Letter")
                .onChange(of: isFocused) { log("focused \($0)") }
        }
    }

    @Test func anAccessibilityLabelNamesTheEditorWhateverItsText() throws {
        let log = Log()
        let host = TestHost(Labelled(log: log))
        host.type("Hello", into: "Letter")
        #expect(log.take() == ["focused true"])
        host.type("Hello there", into: "Letter")
        #expect(host.render() == #"TextEditor = "Hello there""#)
        #expect(throws: HostError.self) { try host.host.type("x", into: "Hello there") }
    }

    struct Refusing: View {
        var body: some View {
            TextEditor(text: Binding(get: { "" }, set: { _ in }))
                .accessibilityLabel("Fixed")
        }
    }

    // Rules R11: "A TextField keeps its own editing buffer" — a TextEditor too: the
    // binding refuses the write, the editor keeps what was typed.
    @Test func theEditorKeepsItsOwnBufferWhenTheBindingRefusesAWrite() throws {
        let host = TestHost(Refusing())
        host.type("abc", into: "Fixed")
        #expect(host.render() == #"TextEditor = "abc""#)
    }

    struct Two: View {
        @State var a = ""
        @State var b = ""
        var body: some View {
            VStack {
                TextEditor(text: $a)
                TextEditor(text: $b)
            }
        }
    }

    @Test func twoEditorsShowingTheSameTextAreAmbiguousAndADisabledOneIsRefused() throws {
        let host = TestHost(Two())
        let error = try #require(throws: HostError.self) { try host.host.type("x", into: "") }
        #expect(error.reason == .ambiguous(count: 2))
        let disabled = TestHost(Refusing().disabled(true))
        let refused = try #require(throws: HostError.self) { try disabled.host.type("x", into: "Fixed") }
        #expect(refused.reason == .disabled)
    }
}
