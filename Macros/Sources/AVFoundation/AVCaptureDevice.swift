import Foundation

/// A camera or microphone, and the app's permission to record from them.
///
/// A headless host has no camera and no microphone: ``default(for:)`` and
/// ``default(_:for:position:)`` return `nil`, as on a device without one (the Simulator has
/// no camera either). The permission works as on a device: the first
/// ``requestAccess(for:completionHandler:)`` asks the person (the host's
/// ``HostMedia/cameraAnswer`` or ``HostMedia/microphoneAnswer``), and the answer stays.
///
/// ```swift
/// switch AVCaptureDevice.authorizationStatus(for: .video) {
/// case .notDetermined: AVCaptureDevice.requestAccess(for: .video) { granted in … }
/// case .authorized: showScanner = true
/// default: showSettingsHint = true
/// }
/// ```
open class AVCaptureDevice: NSObject {
    /// Whether the app may record media of `mediaType`: `.notDetermined` until the person
    /// is asked.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        MediaState.current.authorizationStatus(for: mediaType)
    }

    /// Asks the person for permission to record `mediaType`, the first time, and calls
    /// `handler` with whether it is granted. As Apple documents, the call returns at once
    /// and `handler` runs later: here in the host's next turn (at once outside any host);
    /// once the person answered, later requests call `handler` with that answer without
    /// asking.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        let state = MediaState.current
        let granted = state.requestAccess(for: mediaType, by: "requestAccess")
        guard let clock = state.clock else { return handler(granted) }
        MediaClock.schedule(on: clock, at: MediaClock.nanoseconds(of: clock)) { handler(granted) }
    }

    /// Asks the person for permission to record `mediaType`, the first time, and returns
    /// whether it is granted.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        MediaState.current.requestAccess(for: mediaType, by: "requestAccess")
    }

    /// The default device for `mediaType`: `nil`, as a headless host has no camera and no
    /// microphone.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

    /// The default device of a type at a position: `nil` (no capture devices).
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? {
        nil
    }

    /// A kind of capture device.
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        /// Apple's identifier of the type.
        public let rawValue: String
        /// A device type of identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A built-in wide-angle camera.
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        /// A built-in ultra-wide camera.
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        /// A built-in telephoto camera.
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        /// A built-in dual camera (wide-angle and telephoto).
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        /// A built-in dual wide camera (wide-angle and ultra-wide).
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        /// A built-in triple camera.
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        /// A built-in TrueDepth camera.
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        /// A built-in LiDAR depth camera.
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        /// A built-in microphone.
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
        /// The microphone (Apple's newer name).
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    }

    /// Where a camera faces.
    public enum Position: Int, Sendable {
        /// Not known or not relevant.
        case unspecified = 0
        /// The back of the device.
        case back = 1
        /// The front (the person's side).
        case front = 2
    }
}
