#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The current device — UIKit's `UIDevice`: an iPhone, as the host's window is an
/// iPhone 15's.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { ... }
/// ```
@preconcurrency @MainActor
public final class UIDevice {
    /// The system of this device (weak: the system holds its device).
    private weak var owner: HostSystem?

    init(system: HostSystem) { owner = system }

    /// The device of the current host.
    ///
    /// ```swift
    /// UIDevice.current.name   // "iPhone"
    /// ```
    public static var current: UIDevice { HostSystem.current.device }

    /// The device's name: `iPhone`, as iOS 16 and later report it to apps.
    public var name: String { "iPhone" }
    /// The model: `iPhone`.
    public var model: String { "iPhone" }
    /// The model, as a localized string: `iPhone`.
    public var localizedModel: String { "iPhone" }
    /// The operating system's name: `iOS`.
    public var systemName: String { "iOS" }
    /// The operating system's version: `17.0`, the release that brought
    /// `onChange(of:initial:_:)`.
    public var systemVersion: String { "17.0" }
    /// An identifier of the device for this app's vendor: the same for the device's life.
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000001") }
    /// The interface style: a phone's.
    ///
    /// ```swift
    /// UIDevice.current.userInterfaceIdiom == .phone   // true
    /// ```
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The device's orientation: portrait, as the host's window is taller than wide.
    public var orientation: UIDeviceOrientation {
        let size = (owner ?? .processWide).windowSize()
        return size.width > size.height ? .landscapeLeft : .portrait
    }
    /// Whether battery monitoring is on.
    public var isBatteryMonitoringEnabled = false
    /// The battery's charge, from 0 to 1; -1 while monitoring is off, as UIKit reports it.
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }

    /// Posted when the device's orientation changes.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// The kind of interface a device has.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Unspecified.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone
    /// An iPad.
    case pad
    /// A TV.
    case tv
    /// CarPlay.
    case carPlay
    /// A Mac, with the Mac idiom.
    case mac = 5
    /// Vision Pro.
    case vision = 6
}

/// The physical orientation of a device.
public enum UIDeviceOrientation: Int, Sendable {
    /// Unknown.
    case unknown
    /// Upright, the home button or bar at the bottom.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned so that the top is on the left.
    case landscapeLeft
    /// Turned so that the top is on the right.
    case landscapeRight
    /// Lying face up.
    case faceUp
    /// Lying face down.
    case faceDown

    /// Whether it is one of the two portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is one of the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
#endif
