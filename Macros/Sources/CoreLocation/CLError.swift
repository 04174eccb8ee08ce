import Foundation
import FrameworkSupport

/// The app's permission to use location services.
public enum CLAuthorizationStatus: Int32, Sendable, CustomStringConvertible {
    /// The person has not chosen yet.
    case notDetermined = 0
    /// The app may not use location services, and the person cannot change that (parental
    /// controls, a device profile).
    case restricted = 1
    /// The person denied the app location services, or turned them off in Settings.
    case denied = 2
    /// The app may use location services at any time.
    case authorizedAlways = 3
    /// The app may use location services while it is in use.
    case authorizedWhenInUse = 4

    /// The older name of ``authorizedAlways``.
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }

    /// `notDetermined`, `authorizedWhenInUse`...
    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .restricted: "restricted"
        case .denied: "denied"
        case .authorizedAlways: "authorizedAlways"
        case .authorizedWhenInUse: "authorizedWhenInUse"
        }
    }
}

/// Whether the app receives precise locations or approximate ones (iOS 14).
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Precise locations.
    case fullAccuracy = 0
    /// Approximate locations.
    case reducedAccuracy = 1
}

/// An error Core Location reports, in `kCLErrorDomain` with Apple's codes.
public struct CLError: AppleFrameworkError {
    /// Why a request failed, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// The location manager was unable to obtain a location value right now.
        case locationUnknown = 0
        /// Access to the location service was denied by the user.
        case denied = 1
        /// The network was unavailable or a network error occurred.
        case network = 2
        /// The heading could not be determined.
        case headingFailure = 3
        /// Region monitoring was denied.
        case regionMonitoringDenied = 4
        /// A region could not be monitored.
        case regionMonitoringFailure = 5
        /// Region monitoring could not start yet.
        case regionMonitoringSetupDelayed = 6
        /// Region monitoring events arrive late.
        case regionMonitoringResponseDelayed = 7
        /// The geocode request found no result.
        case geocodeFoundNoResult = 8
        /// The geocode request found only a partial result.
        case geocodeFoundPartialResult = 9
        /// The geocode request was cancelled.
        case geocodeCanceled = 10
    }

    /// Why the request failed.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// `kCLErrorDomain`, as on Apple's platforms.
    public static let errorDomain = "kCLErrorDomain"

    /// ``Code/locationUnknown``.
    public static var locationUnknown: Code { .locationUnknown }
    /// ``Code/denied``.
    public static var denied: Code { .denied }
    /// ``Code/network``.
    public static var network: Code { .network }
    /// ``Code/geocodeFoundNoResult``.
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
}

/// The domain of Core Location's errors.
public let kCLErrorDomain = CLError.errorDomain
