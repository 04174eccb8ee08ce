#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The user's accessibility settings and the notifications an app posts to assistive
/// technologies — UIKit's `UIAccessibility`.
///
/// Each setting is the current host's user's, the same the host's views read from the
/// environment (`\.accessibilityVoiceOverEnabled`, `\.accessibilityReduceMotion`...), so a
/// test sets the user's setting once for both:
///
/// ```swift
/// host.setEnvironment(\.accessibilityVoiceOverEnabled, true)
/// UIAccessibility.isVoiceOverRunning    // true, in the host's actions and bodies
/// ```
///
/// Outside any host each is the device's default (off). What an app posts
/// (``post(notification:argument:)``) is recorded in order (``ViewHost/accessibilityNotifications``).
@MainActor
public enum UIAccessibility {
    private static var environment: EnvironmentValues { HostSystem.current.environment() }

    /// Whether VoiceOver is on.
    public static var isVoiceOverRunning: Bool { environment.accessibilityVoiceOverEnabled }
    /// Whether Switch Control is on.
    public static var isSwitchControlRunning: Bool { environment.accessibilitySwitchControlEnabled }
    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { environment.accessibilityReduceMotion }
    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { environment.accessibilityReduceTransparency }
    /// Whether Differentiate Without Color is on.
    public static var shouldDifferentiateWithoutColor: Bool { environment.accessibilityDifferentiateWithoutColor }
    /// Whether Smart Invert (or Classic Invert) is on.
    public static var isInvertColorsEnabled: Bool { environment.accessibilityInvertColors }
    /// Whether Button Shapes is on.
    public static var buttonShapesEnabled: Bool { environment.accessibilityShowButtonShapes }
    /// Whether Bold Text is on: the legibility weight is bold.
    public static var isBoldTextEnabled: Bool { environment.legibilityWeight == .bold }
    /// Whether Increase Contrast is on: the color scheme contrast is increased.
    public static var isDarkerSystemColorsEnabled: Bool { environment.colorSchemeContrast == .increased }
    /// Whether Dim Flashing Lights is on.
    public static var isDimFlashingLightsEnabled: Bool { environment.accessibilityDimFlashingLights }
    /// Whether Auto-Play Video Previews is on: on, the device's default.
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether Grayscale is on: off, as no environment value carries it.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Mono Audio is on: off, as no environment value carries it.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether Closed Captions + SDH is on: off, as no environment value carries it.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Shake to Undo is on: on, the device's default.
    public static var isShakeToUndoEnabled: Bool { true }
    /// Whether On/Off Labels is on: off, as no environment value carries it.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Whether Prefer Cross-Fade Transitions is on: with Reduce Motion, as on iOS by default.
    public static var prefersCrossFadeTransitions: Bool { isReduceMotionEnabled }

    /// A notification an app posts to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number, UIKit's.
        public let rawValue: UInt32
        /// A notification of `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A screen changed: VoiceOver moves to the new screen (or the argument).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed: VoiceOver moves to the argument.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string to speak (the argument).
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled (the argument says where).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification` to assistive technologies, with an optional argument (for
    /// ``Notification/announcement``, the string to speak). A host records it.
    ///
    /// ```swift
    /// UIAccessibility.post(notification: .announcement, argument: "Saved")
    /// ```
    public static func post(notification: Notification, argument: Any?) {
        let text = argument.map { ($0 as? String) ?? "\($0)" }
        HostSystem.current.accessibilityNotifications.append((notification, text))
    }

    /// Posted when VoiceOver starts or stops.
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text changes.
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Increase Contrast changes.
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops.
    nonisolated public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Differentiate Without Color changes.
    nonisolated public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Posted when Invert Colors changes.
    nonisolated public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
}
#endif
