import Foundation

/// A kind of media: what a track holds, and what a capture device records (``video`` for
/// the camera, ``audio`` for the microphone).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    /// The four-character code Apple gives the type (`vide`, `soun`).
    public let rawValue: String
    /// A media type of code `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A media type of code `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Video: the camera.
    public static let video = AVMediaType(rawValue: "vide")
    /// Audio: the microphone.
    public static let audio = AVMediaType(rawValue: "soun")
    /// Text.
    public static let text = AVMediaType(rawValue: "text")
    /// Closed captions.
    public static let closedCaption = AVMediaType(rawValue: "clcp")
    /// Subtitles.
    public static let subtitle = AVMediaType(rawValue: "sbtl")
    /// Timecode.
    public static let timecode = AVMediaType(rawValue: "tmcd")
    /// Timed metadata.
    public static let metadata = AVMediaType(rawValue: "meta")
    /// Muxed audio and video.
    public static let muxed = AVMediaType(rawValue: "muxx")
    /// Depth data.
    public static let depthData = AVMediaType(rawValue: "dpth")
}

/// Whether the app may record media of a type: the person's answer to the system's prompt
/// (``AVCaptureDevice/requestAccess(for:completionHandler:)``).
public enum AVAuthorizationStatus: Int, Sendable, CustomStringConvertible {
    /// The person has not been asked yet.
    case notDetermined = 0
    /// The app may not ask (parental controls, a device policy).
    case restricted = 1
    /// The person denied access.
    case denied = 2
    /// The person allowed access.
    case authorized = 3

    /// `notDetermined`, `restricted`, `denied`, `authorized`.
    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .restricted: "restricted"
        case .denied: "denied"
        case .authorized: "authorized"
        }
    }
}
