import AuthenticationServices
import Foundation
import Testing
import ViewEngine

/// Sign in with Apple on a host, the test playing the person; each test named after the
/// sentence of Apple's documentation (AuthenticationServices: "SignInWithAppleButton",
/// "ASAuthorizationAppleIDCredential", "fullName", "email",
/// "ASAuthorizationAppleIDProvider.CredentialState", "ASAuthorizationError") it encodes.
@MainActor
@Suite("AuthenticationServices: Sign in with Apple on a host")
struct SignInWithAppleTests {
    @MainActor @Observable final class Account {
        var status = "signed out"
    }

    struct SignIn: View {
        let account: Account
        var body: some View {
            VStack {
                Text(account.status)
                SignInWithAppleButton(.signIn) { request in
                    request.requestedScopes = [.fullName, .email]
                    request.nonce = "n-1"
                } onCompletion: { result in
                    switch result {
                    case .success(let authorization):
                        let credential = authorization.credential as? ASAuthorizationAppleIDCredential
                        let name = credential?.fullName.map { [$0.givenName, $0.familyName].compactMap { $0 }.joined(separator: " ") }
                        account.status = "\(credential?.user ?? "?") \(name ?? "no name") \(credential?.email ?? "no email")"
                    case .failure(let error as ASAuthorizationError) where error.code == .canceled:
                        account.status = "canceled"
                    case .failure(let error):
                        account.status = "failed \(error)"
                    }
                }
                .signInWithAppleButtonStyle(.whiteOutline)
                .frame(height: 50)
            }
        }
    }

    /// "SignInWithAppleButton: ... the request handler ... and the completion handler" and
    /// `fullName`/`email`: "The system only provides this ... the first time the user signs
    /// in to your app" — the first sign-in shares the name and email asked for, the second
    /// only the user; the completion runs after the tap, when the host settles.
    @Test func theFirstSignInSharesTheNameAndEmailAndLaterOnesDoNot() async throws {
        let account = Account()
        let host = ViewHost(SignIn(account: account))
        try host.tap("Sign in with Apple")
        #expect(host.render().contains(#"Text "signed out""#))
        await host.settle()
        #expect(account.status == "000001.host.apple.id Alex Doe alex@privaterelay.appleid.com")
        try host.tap("Sign in with Apple")
        await host.settle()
        #expect(account.status == "000001.host.apple.id no name no email")
        #expect(host.appleID.events == ["sign in with Apple [full_name, email]: 000001.host.apple.id, first time",
                                        "sign in with Apple [full_name, email]: 000001.host.apple.id"])
    }

    /// `ASAuthorizationError.Code.canceled`: "The user canceled the authorization attempt" —
    /// the completion gets Apple's error, in Apple's domain; a failure is `failed`.
    @Test func aCanceledSheetIsApplesCanceledError() async throws {
        let account = Account()
        let host = ViewHost(SignIn(account: account))
        host.appleID.answer = .cancel
        try host.tap("Sign in with Apple")
        await host.settle()
        #expect(account.status == "canceled")
        host.appleID.answer = .fail
        try host.tap("Sign in with Apple")
        await host.settle()
        #expect(account.status == "failed ASAuthorizationError(failed)")
        #expect((ASAuthorizationError(.canceled) as NSError).domain == "com.apple.AuthenticationServices.AuthorizationError")
        #expect(ASAuthorizationError(.canceled).errorCode == 1001)
    }

    /// `credentialState(forUserID:)`: authorized after signing in, `notFound` for a user the
    /// app never signed in, `revoked` once the person stops using Sign in with Apple.
    @Test func theCredentialStateFollowsThePerson() async throws {
        let host = ViewHost(SignIn(account: Account()))
        try await VirtualClock.$current.withValue(host.clock) {
            let provider = ASAuthorizationAppleIDProvider()
            #expect(try await provider.credentialState(forUserID: "000001.host.apple.id") == .notFound)
            try host.tap("Sign in with Apple")
            await host.settle()
            #expect(try await provider.credentialState(forUserID: "000001.host.apple.id") == .authorized)
            host.appleID.revoke("000001.host.apple.id")
            #expect(try await provider.credentialState(forUserID: "000001.host.apple.id") == .revoked)
        }
    }

    /// The button is laid out as iOS lays it out: as wide and high as it is given. The
    /// stand-in is drawn with SwiftUI's views, so a stack spaces it as its words, a line
    /// gap below the text above it (Measures §2 "Spacing next to text"), where iOS spaces
    /// its UIKit control as a view.
    @Test func theButtonIsDrawnWithItsWordsAtItsSize() throws {
        let host = ViewHost(SignIn(account: Account()))
        // the button fills the width and the 50 points its frame gives it
        #expect(host.render(frames: true).contains(#"Button "Sign in with Apple" @ (0, 424.83) 393 × 50"#))
    }

    final class Delegate: NSObject, ASAuthorizationControllerDelegate, @unchecked Sendable {
        var outcome = ""
        func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
            outcome = (authorization.credential as? ASAuthorizationAppleIDCredential)?.user ?? "?"
        }
        func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
            outcome = "\(error)"
        }
    }

    /// `ASAuthorizationController.performRequests()`: the delegate gets the authorization
    /// later, with the request's state string in the credential.
    @Test func aControllerTellsItsDelegateLater() async {
        let host = ViewHost(Text("app"))
        let delegate = Delegate()
        await VirtualClock.$current.withValue(host.clock) {
            let request = ASAuthorizationAppleIDProvider().createRequest()
            request.state = "s-1"
            let controller = ASAuthorizationController(authorizationRequests: [request])
            controller.delegate = delegate
            controller.performRequests()
            #expect(delegate.outcome == "")
            await host.settle()
            #expect(delegate.outcome == "000001.host.apple.id")
        }
    }
}
