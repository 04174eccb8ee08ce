import ViewEngine

struct LoginFormView: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @State private var attempts = 0

    private var isValid: Bool { email.contains("@") && password.count >= 6 }

    var body: some View {
        VStack(spacing: 12) {
            Text("Welcome back")
                .font(.title.bold())
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .submitLabel(.next)
            TextField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .textContentType(.password)
                .submitLabel(.go)
            Button("Sign In") {
                attempts += 1
                focusedField = nil
                print("sign in attempt \(attempts) for \(email)")
            }
            .disabled(!isValid)
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding()
        .onChange(of: focusedField) { field in
            print("focus: \(field.map { "\($0)" } ?? "none")")
        }
        .onAppear {
            focusedField = .email
        }
    }
}
