import ViewEngine
import OnChangeCompat

struct ProfileEditorView: View {
    @State private var name = ""
    @State private var email = ""
    @State private var emailError: String?
    @State private var savedName = ""

    private var canSave: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && emailError == nil && !email.isEmpty
    }

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                    .textContentType(.name)
                    .autocorrectionDisabled()
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                if let emailError {
                    Text(emailError)
                        .font(.footnote)
                        .foregroundColor(.red)
                }
            }

            Button("Save") {
                savedName = name
                print("saved \(name) <\(email)>")
            }
            .disabled(!canSave)
            .buttonStyle(.borderedProminent)
        }
        .onChange(of: email) { oldValue, newValue in
            emailError = newValue.contains("@") || newValue.isEmpty ? nil : "Enter a valid email address."
            print("email \(oldValue.isEmpty ? "∅" : oldValue) → \(newValue)")
        }
        .onChange(of: name) {
            print("name is now \(name)")
        }
    }
}
