import Foundation
import FrameworkSupport

/// What a successful authorization gives: the provider that handled the request and the
/// credential it issued.
///
/// Invariant (`@unchecked Sendable`): its `let`s are set when the authorization is made and
/// only read after.
public final class ASAuthorization: NSObject, @unchecked Sendable {
    /// The provider that handled the request.
    public let provider: any ASAuthorizationProvider
    /// The credential: an ``ASAuthorizationAppleIDCredential`` for Sign in with Apple.
    public let credential: any ASAuthorizationCredential

    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
    }

    /// The person's information an app can ask for.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        /// `full_name`, `email`, as Apple's raw values.
        public let rawValue: String
        /// Wraps a raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The person's full name.
        public static let fullName = Scope(rawValue: "full_name")
        /// The person's email address (theirs, or a private relay address).
        public static let email = Scope(rawValue: "email")
    }
}

/// What handles authorization requests: ``ASAuthorizationAppleIDProvider``.
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// A credential an authorization issued.
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// An error an authorization reports, in Apple's domain with Apple's codes.
public struct ASAuthorizationError: AppleFrameworkError {
    /// Why the authorization failed, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// An unknown failure.
        case unknown = 1000
        /// The person canceled the request.
        case canceled = 1001
        /// The response was not valid.
        case invalidResponse = 1002
        /// The request was not handled.
        case notHandled = 1003
        /// The request failed.
        case failed = 1004
        /// The request needed the person and could not show them anything.
        case notInteractive = 1005
    }

    /// Why the authorization failed.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// `com.apple.AuthenticationServices.AuthorizationError`, as on Apple's platforms.
    public static let errorDomain = "com.apple.AuthenticationServices.AuthorizationError"
}
