import Foundation
import VirtualTime

/// Sign in with Apple on one host: the person's Apple ID, how they answer, the users the
/// app signed in and what happened. Kept by the host's clock (`VirtualClock.service(_:)`);
/// outside any host a process-wide one stands in.
///
/// Invariant (`@unchecked Sendable`): every `var` is read and written only under `lock`.
final class AppleIDState: @unchecked Sendable {
    private let lock = NSLock()
    var person = HostAppleID.Person(user: "000001.host.apple.id", givenName: "Alex", familyName: "Doe",
                                    email: "alex@privaterelay.appleid.com")
    var answer = HostAppleID.Answer.signIn
    var signedIn: [String: ASAuthorizationAppleIDProvider.CredentialState] = [:]
    var log: [String] = []
    var codes = 0

    private static let processWide = AppleIDState()

    /// The current host's, or the process's outside any host.
    static var current: AppleIDState { of(VirtualClock.current) }

    /// The state of the host whose clock is `clock`, or the process's for `nil`.
    static func of(_ clock: VirtualClock?) -> AppleIDState {
        clock?.service { _ in AppleIDState() } ?? processWide
    }

    func locked<T>(_ body: (AppleIDState) -> T) -> T { lock.withLock { body(self) } }

    func credentialState(_ user: String) -> ASAuthorizationAppleIDProvider.CredentialState {
        locked { $0.signedIn[user] ?? .notFound }
    }

    /// Performs `request` as the person answers: a credential, or Apple's error.
    func perform(_ request: ASAuthorizationAppleIDRequest) -> Result<ASAuthorization, ASAuthorizationError> {
        locked { state in
            let scopes = request.requestedScopes ?? []
            let asked = scopes.map(\.rawValue).joined(separator: ", ")
            switch state.answer {
            case .cancel:
                state.log.append("sign in with Apple [\(asked)]: the person cancels")
                return .failure(ASAuthorizationError(.canceled))
            case .fail:
                state.log.append("sign in with Apple [\(asked)]: fails")
                return .failure(ASAuthorizationError(.failed))
            case .signIn:
                let person = state.person
                let first = state.signedIn[person.user] == nil
                state.signedIn[person.user] = .authorized
                state.codes += 1
                var name: PersonNameComponents?
                if first, scopes.contains(.fullName) {
                    name = PersonNameComponents()
                    name?.givenName = person.givenName
                    name?.familyName = person.familyName
                }
                let credential = ASAuthorizationAppleIDCredential(
                    user: person.user, fullName: name, email: first && scopes.contains(.email) ? person.email : nil,
                    authorizedScopes: first ? scopes : [],
                    identityToken: Data("identity user=\(person.user) nonce=\(request.nonce ?? "")".utf8),
                    authorizationCode: Data("code-\(state.codes)".utf8), state: request.state)
                state.log.append("sign in with Apple [\(asked)]: \(person.user)" + (first ? ", first time" : ""))
                return .success(ASAuthorization(provider: request.provider, credential: credential))
            }
        }
    }
}
