import Foundation
import FrameworkSupport
import ViewEngine

/// The Sign in with Apple button: tapping it makes a request (``onRequest``), which the
/// host's person answers (`host.appleID.answer`); the result comes to ``onCompletion``
/// later, as Apple's sheet answers after the tap.
///
/// ```swift
/// SignInWithAppleButton(.signIn) { request in
///     request.requestedScopes = [.fullName, .email]
/// } onCompletion: { result in
///     if case .success(let authorization) = result { ... }
/// }
/// .signInWithAppleButtonStyle(.black)
/// ```
///
/// Drawn as iOS draws it: the Apple logo and the label's words, centred, on a rounded
/// rectangle of the style's colours, as wide and high as it is given (44 points high and
/// 140 wide at the least).
public struct SignInWithAppleButton: View {
    /// What the button says.
    public struct Label: Hashable, Sendable {
        let words: String
        /// "Sign in with Apple".
        public static let signIn = Label(words: "Sign in with Apple")
        /// "Continue with Apple".
        public static let `continue` = Label(words: "Continue with Apple")
        /// "Sign up with Apple".
        public static let signUp = Label(words: "Sign up with Apple")
    }

    /// The button's colours.
    public struct Style: Hashable, Sendable {
        let dark: Bool
        let outlined: Bool
        /// White on black.
        public static let black = Style(dark: true, outlined: false)
        /// Black on white.
        public static let white = Style(dark: false, outlined: false)
        /// Black on white, with a black outline.
        public static let whiteOutline = Style(dark: false, outlined: true)
    }

    let label: Label
    let onRequest: (ASAuthorizationAppleIDRequest) -> Void
    let onCompletion: (Result<ASAuthorization, any Error>) -> Void
    @Environment(\.signInWithAppleButtonStyle) private var style

    /// A button saying `label`: `onRequest` configures the request, `onCompletion` gets the
    /// authorization or the error.
    public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
        self.label = label
        self.onRequest = onRequest
        self.onCompletion = onCompletion
    }

    /// The button.
    public var body: some View {
        Button(action: signIn) {
            HStack(spacing: 4) {
                Image(systemName: "apple.logo")
                Text(label.words)
            }
            .font(.system(size: 17, weight: .semibold))
            .foregroundStyle(style.dark ? Color.white : Color.black)
            .frame(minWidth: 140, maxWidth: .infinity, minHeight: 44, maxHeight: .infinity)
            .background(RoundedRectangle(cornerRadius: 6).fill(style.dark ? Color.black : Color.white))
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(style.outlined ? Color.black : Color.clear, lineWidth: 1))
        }
        .buttonStyle(.plain)
    }

    private func signIn() {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        onRequest(request)
        let result = AppleIDState.current.perform(request)
        let completion = onCompletion
        deliverLater { completion(result.mapError { $0 }) }
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    /// The style of the Sign in with Apple buttons inside.
    var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the colours of the Sign in with Apple buttons inside.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}
