import Foundation
import ViewEngine

extension ViewHost {
    /// Sign in with Apple on this host as a test sees and drives it: the person's Apple ID,
    /// how they answer the sheet, and every sign-in.
    ///
    /// ```swift
    /// host.appleID.answer = .cancel
    /// try host.tap("Sign in with Apple")
    /// await host.settle()
    /// host.appleID.events   // ["sign in with Apple [full_name, email]: the person cancels"]
    /// ```
    public var appleID: HostAppleID { HostAppleID(state: .of(clock)) }
}

/// A host's Sign in with Apple seen from a test (``ViewHost/appleID``).
@MainActor
public struct HostAppleID {
    let state: AppleIDState

    /// The person's Apple ID as the app sees it.
    public struct Person: Hashable, Sendable {
        /// Their stable identifier for the app's team.
        public var user: String
        /// Their given name.
        public var givenName: String?
        /// Their family name.
        public var familyName: String?
        /// The email they share (theirs or a private relay address).
        public var email: String?

        /// A person.
        public init(user: String, givenName: String?, familyName: String?, email: String?) {
            self.user = user
            self.givenName = givenName
            self.familyName = familyName
            self.email = email
        }
    }

    /// How the person answers the sign-in sheet.
    public enum Answer: Sendable {
        /// Signs in: the app gets a credential.
        case signIn
        /// Cancels: ``ASAuthorizationError/Code/canceled``.
        case cancel
        /// The sign-in fails: ``ASAuthorizationError/Code/failed``.
        case fail
    }

    /// Who signs in: by default Alex Doe, with a private relay email.
    public var person: Person {
        get { state.locked { $0.person } }
        nonmutating set { state.locked { $0.person = newValue } }
    }

    /// How the person answers; `.signIn` by default.
    public var answer: Answer {
        get { state.locked { $0.answer } }
        nonmutating set { state.locked { $0.answer = newValue } }
    }

    /// The person stops using Sign in with Apple with the app: their credential state
    /// becomes `.revoked`.
    public func revoke(_ user: String) {
        state.locked { $0.signedIn[user] = .revoked }
    }

    /// Every sign-in, in order, with its outcome.
    public var events: [String] { state.locked { $0.log } }
}
