#if !canImport(Darwin)
import Foundation

/// What the app is told about its notifications — UserNotifications'
/// `UNUserNotificationCenterDelegate`, whose methods are optional: implement either form of
/// each (with a completion handler, or `async`). Set it before the app finishes launching.
///
/// ```swift
/// final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
///     func userNotificationCenter(_ center: UNUserNotificationCenter,
///                                 willPresent notification: UNNotification) async -> UNNotificationPresentationOptions {
///         [.banner, .sound]
///     }
/// }
/// UNUserNotificationCenter.current().delegate = delegate
/// ```
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// A notification arrives while the app is in the foreground: call `completionHandler`
    /// with how to present it (by default, not at all).
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    /// A notification arrives while the app is in the foreground: how to present it.
    func userNotificationCenter(_ center: UNUserNotificationCenter,
                                willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    /// The person responded to a notification (opened it, or chose an action); call
    /// `completionHandler` when done.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
    /// The person responded to a notification (opened it, or chose an action).
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// The person asked for the app's notification settings.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// By default, asks the `async` form and calls `completionHandler` with its answer.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        // Invariant: the delegate and the handler are handed to the main actor's task and
        // not used here again.
        nonisolated(unsafe) let delegate = self
        // Invariant: as the delegate's, above.
        nonisolated(unsafe) let handler = completionHandler
        Task { @MainActor in handler(await delegate.userNotificationCenter(center, willPresent: notification)) }
    }

    /// By default, a notification is not presented while the app is in the foreground.
    public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       willPresent notification: UNNotification) async -> UNNotificationPresentationOptions { [] }

    /// By default, runs the `async` form and then `completionHandler`.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        // Invariant: the delegate and the handler are handed to the main actor's task and
        // not used here again.
        nonisolated(unsafe) let delegate = self
        // Invariant: as the delegate's, above.
        nonisolated(unsafe) let handler = completionHandler
        Task { @MainActor in
            await delegate.userNotificationCenter(center, didReceive: response)
            handler()
        }
    }

    /// By default, does nothing.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    /// By default, does nothing.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
#endif
