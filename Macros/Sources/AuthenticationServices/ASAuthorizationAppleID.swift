import Foundation

/// The provider of Sign in with Apple: makes requests and reads a user's credential state.
///
/// Invariant (`@unchecked Sendable`): it has no state of its own; the host's is locked.
public final class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// A provider.
    override public init() {}

    /// Makes a request to sign in with Apple; set its ``ASAuthorizationAppleIDRequest/requestedScopes``.
    public func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

    /// What the app's credential for a user is now.
    public enum CredentialState: Int, Sendable {
        /// The person stopped using Sign in with Apple with the app.
        case revoked = 0
        /// The credential is valid.
        case authorized = 1
        /// The user identifier is not one the app signed in.
        case notFound = 2
        /// The app was transferred to another team.
        case transferred = 3
    }

    /// Reads the state of `userID`'s credential.
    public func credentialState(forUserID userID: String) async throws -> CredentialState {
        AppleIDState.current.credentialState(userID)
    }

    /// Hands the state of `userID`'s credential to `completion`.
    public func getCredentialState(forUserID userID: String,
                                   completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
        completion(AppleIDState.current.credentialState(userID), nil)
    }
}

/// A request to sign in with Apple (``ASAuthorizationAppleIDProvider/createRequest()``).
///
/// Invariant (`@unchecked Sendable`): configured in the request handler before it is
/// performed, and only read after.
public final class ASAuthorizationAppleIDRequest: NSObject, @unchecked Sendable {
    /// The provider that made it.
    public let provider: ASAuthorizationAppleIDProvider
    /// The person's information to ask for: their full name, their email. Apple shares it
    /// only the first time the person signs in to the app.
    public var requestedScopes: [ASAuthorization.Scope]?
    /// A string the app's server checks in the identity token.
    public var nonce: String?
    /// A string returned in the credential.
    public var state: String?
    /// The user identifier, for a request about an existing user.
    public var user: String?

    init(provider: ASAuthorizationAppleIDProvider) { self.provider = provider }
}

/// The credential of a person signed in with Apple.
///
/// Invariant (`@unchecked Sendable`): its `let`s are set when the authorization is made.
public final class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The person's stable identifier for the app's team.
    public let user: String
    /// The person's name: only when the app asked for it and the person signs in to the app
    /// for the first time; `nil` after.
    public let fullName: PersonNameComponents?
    /// The person's email: only when asked for and on the first sign-in; `nil` after.
    public let email: String?
    /// The scopes the person granted.
    public let authorizedScopes: [ASAuthorization.Scope]
    /// A token the app's server verifies (on a host, a readable stand-in naming the user
    /// and nonce; Apple's is a JWT signed by Apple).
    public let identityToken: Data?
    /// A short-lived code the app's server exchanges with Apple.
    public let authorizationCode: Data?
    /// The request's state string.
    public let state: String?

    init(user: String, fullName: PersonNameComponents?, email: String?, authorizedScopes: [ASAuthorization.Scope],
         identityToken: Data?, authorizationCode: Data?, state: String?) {
        self.user = user
        self.fullName = fullName
        self.email = email
        self.authorizedScopes = authorizedScopes
        self.identityToken = identityToken
        self.authorizationCode = authorizationCode
        self.state = state
    }
}
