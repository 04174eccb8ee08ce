import Testing
import ViewEngine

/// Corpus screens with forms: settings, profile, login, tip calculator, password, notes,
/// usernames. Each test drives the app's file as a user would and asserts what its
/// onChange actions printed.
@MainActor
@Suite("Corpus: forms")
struct FormsTests {
    @Test func settingsFormRemembersAndAnnounces() async throws {
        var host: ViewHost<SettingsFormView>!
        let lines = try await printed {
            host = ViewHost(SettingsFormView(), configuration: .corpus)
            #expect(throws: HostError.self) { try host.toggle("Sounds") }
            try host.toggle("Notifications")
            try host.toggle("Sounds")
            try host.tap("Raise goal")
            try host.toggle("Notifications")
        }
        #expect(lines == ["notifications on", "goal 4", "notifications off"])
        #expect(host.render() == """
            NavigationStack
              navigationTitle "Settings"
              Form
                Section "Alerts"
                  Toggle "Notifications" off
                  Toggle "Sounds" off
                  footer "Reminders are off."
                Section "Goal"
                  HStack
                    Text "Daily goal"
                    Spacer
                    Text "4 sessions" [foregroundStyle: secondary]
                  Button "Raise goal"
                Section "About"
                  LabeledContent "Version" = "1.4.2"
            """)
    }

    @Test func profileEditorValidatesWithTheModernAPI() async throws {
        var host: ViewHost<ProfileEditorView>!
        let lines = try await printed {
            host = ViewHost(ProfileEditorView(), configuration: .corpus)
            #expect(throws: HostError.self) { try host.tap("Save") }
            try host.type("Ana", into: "Name")
            try host.type("ana@x", into: "Email")
            try host.tap("Save")
        }
        #expect(lines == [
            "name is now A", "name is now An", "name is now Ana",
            "email ∅ → a", "email a → an", "email an → ana", "email ana → ana@", "email ana@ → ana@x",
            "saved Ana <ana@x>",
        ])
    }

    @Test func loginMovesFocusAndSignsIn() async throws {
        let lines = try await printed {
            let host = ViewHost(LoginFormView(), configuration: .corpus)
            try host.type("a@b.c", into: "Email")
            try host.type("secret1", into: "Password")
            try host.tap("Sign In")
        }
        #expect(lines == ["focus: email", "focus: password", "sign in attempt 1 for a@b.c", "focus: none"])
    }

    @Test func tipCalculatorParsesTheAmountAndSplitsTheCheck() async throws {
        var host: ViewHost<TipCalculatorView>!
        let lines = try await printed {
            host = ViewHost(TipCalculatorView(), configuration: .corpus)
            try host.type("100", into: "Amount")
            try host.submit("Amount")
            try host.tap("20%")
        }
        #expect(lines == ["amount 100.0", "tip 20% → 60.00 each"])
        #expect(host.render() == """
            Form
              Section "Check"
                TextField "Amount" = "100"
                HStack
                  Button "10%"
                  Button "15%"
                  Button "20%"
              Section "Each person pays"
                Text "60.00" [font: title2.monospacedDigit()]
            """)
    }

    @Test func passwordStrengthFollowsTyping() async throws {
        let lines = try await printed {
            let host = ViewHost(PasswordStrengthView(), configuration: .corpus)
            try host.type("abcdef", into: "New password")
            try host.type("Abcdef12", into: "New password")
        }
        #expect(lines == ["strength: Fair", "strength: Weak", "strength: Fair", "strength: Strong"])
    }

    /// The action writes back a shorter note: the field shows it, and the action runs
    /// again for the trimmed value (twice in the keystroke's frame).
    @Test func noteEditorTrimsToTheLimit() async throws {
        var host: ViewHost<NoteEditorView>!
        let lines = try await printed {
            host = ViewHost(NoteEditorView(), configuration: .corpus)
            try host.type("Hello, world!!", into: "What's on your mind?")
        }
        #expect(lines == ["trimmed to 12", "trimmed to 12"])
        #expect(host.render() == """
            VStack
              TextField "What's on your mind?" = "Hello, world"
              Text "12/12" [font: caption, foregroundColor: red]
            """)
        #expect(host.diagnostics.isEmpty)
    }

    /// A custom modifier trims inside; the form's own onChange sees the same snapshot in
    /// that pass (Rules R6), then the trimmed value.
    @Test func characterLimitModifierTrimsUsernames() async throws {
        let lines = try await printed {
            let host = ViewHost(UsernameFormView(), configuration: .corpus)
            try host.type("swiftlove", into: "Username")
            try host.type("12345", into: "PIN")
        }
        #expect(lines == [
            "username s", "username sw", "username swi", "username swif", "username swift",
            "username swiftl", "username swiftlo", "username swiftlov", "username swiftlove", "username swiftlov",
            "pin 1", "pin 12", "pin 123", "pin 1234", "pin 12345", "pin 1234",
        ])
    }
}
