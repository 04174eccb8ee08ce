import Foundation
import FrameworkSupport

/// Performs authorization requests and tells its delegate the outcome, later (the system's
/// sheet answers after `performRequests()` returns).
public final class ASAuthorizationController: NSObject {
    /// The requests it performs; the first Sign in with Apple request is the one answered.
    public let authorizationRequests: [ASAuthorizationAppleIDRequest]
    /// Told of the authorization or the error.
    public weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// Where the system's sheet is shown (a host shows none).
    public weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    /// A controller for `authorizationRequests`.
    public init(authorizationRequests: [ASAuthorizationAppleIDRequest]) {
        self.authorizationRequests = authorizationRequests
    }

    /// Performs the requests as the host's person answers.
    public func performRequests() {
        let result = authorizationRequests.first.map { AppleIDState.current.perform($0) } ?? .failure(ASAuthorizationError(.notHandled))
        deliverLater { [self] in
            switch result {
            case .success(let authorization):
                delegate?.authorizationController(controller: self, didCompleteWithAuthorization: authorization)
            case .failure(let error):
                delegate?.authorizationController(controller: self, didCompleteWithError: error)
            }
        }
    }
}

/// What an authorization controller tells the app.
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    /// The authorization succeeded.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// The authorization failed (``ASAuthorizationError``).
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    /// Does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    /// Does nothing.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// Where the system shows its sign-in sheet.
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {}
