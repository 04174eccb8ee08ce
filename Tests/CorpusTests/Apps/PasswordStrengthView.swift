import ViewEngine

struct PasswordStrengthView: View {
    enum Strength: Int {
        case weak = 1, fair, strong

        var label: String {
            switch self {
            case .weak: "Weak"
            case .fair: "Fair"
            case .strong: "Strong"
            }
        }

        var color: Color {
            switch self {
            case .weak: .red
            case .fair: .orange
            case .strong: .green
            }
        }
    }

    @State private var password = ""
    @State private var strength: Strength = .weak

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("New password", text: $password)
                .textContentType(.newPassword)
                .autocorrectionDisabled(true)
            ProgressView(value: Double(strength.rawValue), total: 3)
                .tint(strength.color)
            Text(strength.label)
                .font(.caption.weight(.semibold))
                .foregroundColor(strength.color)
        }
        .padding()
        .onChange(of: password) { newPassword in
            strength = Self.evaluate(newPassword)
        }
        .onChange(of: strength) { newStrength in
            print("strength: \(newStrength.label)")
        }
    }

    static func evaluate(_ password: String) -> Strength {
        let hasDigit = password.contains { $0.isNumber }
        let hasUpper = password.contains { $0.isUppercase }
        if password.count >= 8 && hasDigit && hasUpper { return .strong }
        if password.count >= 6 { return .fair }
        return .weak
    }
}
