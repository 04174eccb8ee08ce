import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `@FocusState` follows where focus is: the host's drivers move it, typing focuses the
/// field first, and a view's write moves focus to the field bound to the value written.
@MainActor
struct FocusStateTests {
    enum Field: Hashable { case email, password }

    struct SignIn: View {
        let log: Log
        @FocusState var focused: Field?
        @FocusState var passwordFocused: Bool
        @State var email = ""
        @State var password = ""
        var body: some View {
            VStack {
                TextField("Email", text: $email)
                    .focused($focused, equals: .email)
                TextField("Password", text: $password)
                    .focused($focused, equals: .password)
                    .focused($passwordFocused)
                Button("next") { focused = .password }
                Button("done") { focused = nil }
            }
            .onChange(of: focused) { [focused] new in log("focused \(FocusStateTests.name(focused)) -> \(FocusStateTests.name(new))") }
            .onChange(of: passwordFocused) { log("passwordFocused \($0)") }
            .onChange(of: email) { log("email \($0)") }
        }
    }

    static func name(_ field: Field?) -> String { field.map { "\($0)" } ?? "nil" }

    @Test func theHostMovesFocusAndTypingFocusesTheFieldFirst() throws {
        let log = Log()
        let host = TestHost(SignIn(log: log))
        host.type("ab", into: "Email")
        #expect(log.take() == ["focused nil -> email", "email a", "email ab"])
        #expect(host.focusedField == "Email")
        host.focus("Password")
        // Both observers are on the VStack: the one applied first runs first (Rules R5).
        #expect(log.take() == ["focused email -> password", "passwordFocused true"])
        host.unfocus()
        #expect(log.take() == ["focused password -> nil", "passwordFocused false"])
    }

    @Test func writingTheFocusStateMovesFocus() throws {
        let log = Log()
        let host = TestHost(SignIn(log: log))
        host.tap("next")
        #expect(log.take() == ["focused nil -> password", "passwordFocused true"])
        #expect(host.focusedField == "Password")
        host.tap("done")
        #expect(log.take() == ["focused password -> nil", "passwordFocused false"])
        #expect(host.focusedField == nil)
    }

    @Test func focusingAMissingFieldNamesTheFieldsOnScreen() {
        let host = TestHost(SignIn(log: Log()))
        #expect(throws: HostError(control: "TextField", title: "Name", reason: .notFound, availableTitles: ["Email", "Password"])) {
            try host.host.focus("Name")
        }
    }

    struct Vanishing: View {
        let log: Log
        @FocusState var isFocused: Bool
        @State var shown = true
        @State var text = ""
        var body: some View {
            VStack {
                if shown {
                    TextField("Note", text: $text).focused($isFocused)
                }
                Button("hide") { shown = false }
            }
            .onChange(of: isFocused) { log("isFocused \($0)") }
        }
    }

    @Test func aFocusedFieldThatGoesTakesFocusWithIt() throws {
        let log = Log()
        let host = TestHost(Vanishing(log: log), exhaustive: false)
        host.focus("Note")
        host.tap("hide")
        #expect(log.take() == ["isFocused true", "isFocused false"])
        #expect(host.diagnostics.isEmpty)
    }
}
