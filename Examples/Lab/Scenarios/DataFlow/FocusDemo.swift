import ViewEngine

// @FocusState, one of the commonest things to observe with onChange: focus moves when the
// user taps into a field (typing focuses it first) and when the view writes the state.
struct FocusDemo: View {
    enum Field: Hashable { case name, email }

    @FocusState var focused: Field?
    @State var name = ""
    @State var email = ""
    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
            Button("Next") { focused = .email }
        }
        .onChange(of: focused) { [focused] newValue in
            print("focus: \(focused.map { "\($0)" } ?? "none") -> \(newValue.map { "\($0)" } ?? "none")")
        }
        .onChange(of: name) { newValue in print("name: \(newValue)") }
    }
}

extension Scenarios {
    static let focusDemo = Scenario(
        "FocusDemo", article: "SwiftUI documentation: FocusState",
        summary: "@FocusState changes before the first keystroke, and when the view moves focus"
    ) { lab in
        let host = lab.host(FocusDemo())
        try lab.type("Al", into: "Name", in: host)
        try lab.tap("Next", in: host)
        lab.step("unfocus")
        host.unfocus()
    }
}
