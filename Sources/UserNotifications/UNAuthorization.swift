#if !canImport(Darwin)
import Foundation

/// What an app asks the person to allow its notifications to do — UserNotifications'
/// `UNAuthorizationOptions`.
///
/// ```swift
/// try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])
/// ```
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Updating the app's badge.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Playing sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Displaying alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Displaying notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Playing sounds for critical alerts.
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// The system shows a button for the app's notification settings.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Posting non-interrupting notifications provisionally, without asking the person.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may schedule notifications — UserNotifications' `UNAuthorizationStatus`.
///
/// ```swift
/// await UNUserNotificationCenter.current().notificationSettings().authorizationStatus == .authorized
/// ```
public enum UNAuthorizationStatus: Int, Hashable, Sendable {
    /// The person has not chosen yet.
    case notDetermined = 0
    /// The app may not schedule or receive notifications.
    case denied = 1
    /// The app may schedule and receive notifications.
    case authorized = 2
    /// The app may post non-interrupting notifications provisionally.
    case provisional = 3
    /// The app may schedule notifications for a limited time (App Clips).
    case ephemeral = 4
}

/// Whether a notification setting is on — UserNotifications' `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Hashable, Sendable {
    /// The setting does not apply to the app.
    case notSupported = 0
    /// The setting is off.
    case disabled = 1
    /// The setting is on.
    case enabled = 2
}

/// How alerts show — UserNotifications' `UNAlertStyle`.
public enum UNAlertStyle: Int, Hashable, Sendable {
    /// No alert.
    case none = 0
    /// A banner that goes away by itself.
    case banner = 1
    /// An alert that stays until the person acts.
    case alert = 2
}

/// The app's notification settings — UserNotifications' `UNNotificationSettings`: the
/// authorization status and, for each option, whether the person allowed it.
///
/// ```swift
/// let settings = await UNUserNotificationCenter.current().notificationSettings()
/// settings.authorizationStatus   // .authorized
/// settings.soundSetting          // .enabled
/// ```
/// Invariant (`@unchecked Sendable`): every stored property is a `let`.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// Whether the app may schedule notifications.
    public let authorizationStatus: UNAuthorizationStatus
    /// Whether the app may play sounds.
    public let soundSetting: UNNotificationSetting
    /// Whether the app may update its badge.
    public let badgeSetting: UNNotificationSetting
    /// Whether the app may display alerts.
    public let alertSetting: UNNotificationSetting
    /// Whether notifications show in Notification Center.
    public let notificationCenterSetting: UNNotificationSetting
    /// Whether notifications show on the lock screen.
    public let lockScreenSetting: UNNotificationSetting
    /// Whether notifications show in CarPlay.
    public let carPlaySetting: UNNotificationSetting
    /// Whether the app may play critical alert sounds.
    public let criticalAlertSetting: UNNotificationSetting
    /// How alerts show.
    public let alertStyle: UNAlertStyle

    /// The settings of an app with `status`, whose person allowed `options`.
    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let allowed = status == .authorized || status == .provisional || status == .ephemeral
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            status == .notDetermined ? .notSupported : allowed && options.contains(option) ? .enabled : .disabled
        }
        soundSetting = setting(.sound)
        badgeSetting = setting(.badge)
        alertSetting = setting(.alert)
        carPlaySetting = setting(.carPlay)
        criticalAlertSetting = setting(.criticalAlert)
        notificationCenterSetting = status == .notDetermined ? .notSupported : allowed ? .enabled : .disabled
        lockScreenSetting = notificationCenterSetting
        alertStyle = alertSetting == .enabled ? .banner : .none
    }
}
#endif
