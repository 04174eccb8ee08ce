import ViewEngine

struct CharacterLimit: ViewModifier {
    @Binding var text: String
    let maxLength: Int

    func body(content: Content) -> some View {
        content
            .onChange(of: text) { newValue in
                if newValue.count > maxLength {
                    text = String(newValue.prefix(maxLength))
                }
            }
    }
}

extension View {
    func characterLimit(_ text: Binding<String>, maxLength: Int) -> some View {
        modifier(CharacterLimit(text: text, maxLength: maxLength))
    }
}

struct UsernameFormView: View {
    @State private var username = ""
    @State private var pin = ""

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .characterLimit($username, maxLength: 8)
            TextField("PIN", text: $pin)
                .keyboardType(.numberPad)
                .characterLimit($pin, maxLength: 4)
        }
        .onChange(of: username) { print("username \($0)") }
        .onChange(of: pin) { print("pin \($0)") }
    }
}
