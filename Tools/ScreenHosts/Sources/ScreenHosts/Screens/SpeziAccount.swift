import ViewEngine

// SpeziAccount's setup provider and header (Sources/SpeziAccount), alone in the window as
// the package's snapshot test draws them at the iPhone 13 Pro configuration, with an
// in-memory account service whose user id is an e-mail address and no one signed in.
// SpeziViews' `VerifiableTextField` (a field over a row of its validation messages and its
// footer), `AsyncButton` (a button) and `buttonStyleGlassProminent()` (bordered-prominent
// before iOS 26) are written out as what they draw.

/// A text field over a row of its (here empty) validation messages and its footer.
private struct VerifiableField<Footer: View>: View {
    /// The field's prompt.
    let title: String
    /// Whether it is a secure field.
    var isSecure = false
    /// What sits at the trailing end under the field.
    @ViewBuilder var footer: Footer

    var body: some View {
        VStack {
            Group {
                if isSecure {
                    SecureField(text: .constant("")) { Text(title) }
                } else {
                    TextField(text: .constant("")) { Text(title) }
                }
            }
            HStack {
                VStack(alignment: .leading) {}
                    .font(.footnote)
                    .foregroundColor(.red)
                Spacer()
                footer
            }
        }
    }
}

/// The login style: the e-mail and password fields (the password's footer a "Forgot
/// Password?" button), a disabled prominent Login button, and the signup line.
private struct LoginSetup: View {
    var body: some View {
        VStack {
            VStack {
                Group {
                    VerifiableField(title: "E-Mail Address") { EmptyView() }
                        .padding(.bottom, 0.5)
                    VerifiableField(title: "Password", isSecure: true) {
                        Button {} label: {
                            Text("Forgot Password?")
                                .font(.caption)
                                .bold()
                                .foregroundColor(Color(uiColor: .systemGray))
                        }
                    }
                }
                .textFieldStyle(.roundedBorder)
                .font(.title3)
            }
            .padding(.vertical, 0)
            Button {} label: {
                Text("Login")
                    .padding(8)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(true)
            .padding(.bottom, 12)
            .padding(.top)
            HStack {
                Text("Don't have an Account yet?")
                Button {} label: { Text("Signup") }
            }
            .font(.footnote)
        }
    }
}

/// The signup style: a prominent Signup button with its symbol, and the login line.
private struct SignupSetup: View {
    var body: some View {
        VStack {
            Button {} label: {
                HStack {
                    Label { Text("Signup") } icon: { Image(systemName: "person.crop.square") }
                }
                .font(.title3)
                .padding(.vertical, 10)
                .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .padding(.bottom, 12)
            HStack {
                Text("Already got an Account?")
                Button {} label: { Text("Login") }
            }
            .font(.footnote)
        }
    }
}

/// `AccountSetupProviderView` with login, signup and password reset: the login style.
let speziAccountLogin = HostedScreen("spezi-account-login", origin: "StanfordSpezi/SpeziAccount Sources/SpeziAccount/Views/AccountSetup/SetupProvider (AccountSetupProviderView, LoginSetupView); its layout-variations snapshot test, view0") {
    ZStack { LoginSetup() }
}

/// The same provider view with `.preferredAccountSetupStyle(.signup)`: the signup style.
let speziAccountSignup = HostedScreen("spezi-account-signup", origin: "StanfordSpezi/SpeziAccount Sources/SpeziAccount/Views/AccountSetup/SetupProvider (AccountSetupProviderView, SignupSetupView, AccountServiceButton); its layout-variations snapshot test, view0-signup") {
    ZStack { SignupSetup() }
}

/// `AccountHeader(caption: "Custom Caption")` with no one signed in: the grey person
/// circle, a redacted placeholder name and the caption.
let speziAccountHeader = HostedScreen("spezi-account-header", origin: "StanfordSpezi/SpeziAccount Sources/SpeziAccount/AccountHeader.swift; its header snapshot test") {
    HStack {
        Image(systemName: "person.crop.circle.fill")
            .resizable()
            .frame(width: 60, height: 60)
            .foregroundColor(Color(uiColor: .systemGray3))
        VStack(alignment: .leading) {
            Text("Placeholder")
                .font(.title2)
                .fontWeight(.semibold)
                .redacted(reason: .placeholder)
            Text("Custom Caption")
                .font(.caption)
        }
    }
}
