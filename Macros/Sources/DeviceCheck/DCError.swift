import Foundation
import FrameworkSupport

/// An error DeviceCheck reports, in Apple's domain with Apple's codes.
public struct DCError: AppleFrameworkError {
    /// The reasons DeviceCheck fails, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// A failure not otherwise described.
        case unknownSystemFailure = 0
        /// DeviceCheck is unavailable on this device (on a simulator; on a host unless the
        /// test says otherwise, `host.deviceCheck.isSupported`).
        case featureUnsupported = 1
        /// An argument is not valid: a client data hash that is not a SHA-256 digest's 32
        /// bytes, an empty key identifier.
        case invalidInput = 2
        /// The key identifier names no key this app generated, or a key already attested.
        case invalidKey = 3
        /// Apple's server could not be reached (`host.deviceCheck.serverAvailable = false`).
        case serverUnavailable = 4
    }

    /// Why the call failed.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// `com.apple.devicecheck.error`, as on Apple's platforms.
    public static let errorDomain = "com.apple.devicecheck.error"
}
