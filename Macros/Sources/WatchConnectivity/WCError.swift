import Foundation
import FrameworkSupport

/// The state of a session's activation.
public enum WCSessionActivationState: Int, Sendable, CustomStringConvertible {
    /// Not activated: no communication with the counterpart app.
    case notActivated = 0
    /// Activated, then inactive while the person switches watches: no new transfers.
    case inactive = 1
    /// Activated: the app may send data to its counterpart.
    case activated = 2

    /// `notActivated`, `inactive`, `activated`.
    public var description: String {
        switch self {
        case .notActivated: "notActivated"
        case .inactive: "inactive"
        case .activated: "activated"
        }
    }
}

/// An error Watch Connectivity reports, in Apple's domain with Apple's codes.
public struct WCError: AppleFrameworkError {
    /// Why a session's call failed, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// An unknown problem.
        case genericError = 7001
        /// The device does not support sessions (an iPad).
        case sessionNotSupported = 7002
        /// The session has no delegate to receive what arrives.
        case sessionMissingDelegate = 7003
        /// The session is not activated.
        case sessionNotActivated = 7004
        /// No Apple Watch is paired with the iPhone.
        case deviceNotPaired = 7005
        /// The app's watch app is not installed on the paired watch.
        case watchAppNotInstalled = 7006
        /// The counterpart app is not reachable for a live message.
        case notReachable = 7007
        /// An argument is not valid.
        case invalidParameter = 7008
        /// The payload is too large.
        case payloadTooLarge = 7009
        /// A dictionary holds a value that is not a property-list type.
        case payloadUnsupportedTypes = 7010
        /// The counterpart failed to reply.
        case messageReplyFailed = 7011
        /// The counterpart did not reply in time.
        case messageReplyTimedOut = 7012
        /// The session is inactive (the person is switching watches).
        case sessionInactive = 7016
    }

    /// Why the call failed.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// `WCErrorDomain`, as on Apple's platforms.
    public static let errorDomain = "WCErrorDomain"
}
