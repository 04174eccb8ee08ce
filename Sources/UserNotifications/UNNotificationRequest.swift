#if !canImport(Darwin)
import Foundation

/// A request to schedule a notification — UserNotifications' `UNNotificationRequest`: its
/// identifier, a copy of its content, and its trigger (`nil`: at once). Adding a request
/// whose identifier is pending replaces that request.
///
/// ```swift
/// let request = UNNotificationRequest(identifier: "feed", content: content,
///                                     trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
/// UNUserNotificationCenter.current().add(request)
/// ```
/// Invariant (`@unchecked Sendable`): every stored property is a `let`, and its content is a
/// copy nothing else holds.
public final class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The request's identifier.
    public let identifier: String
    /// The notification's content (a copy of what was given).
    public let content: UNNotificationContent
    /// What fires the notification; `nil` fires it at once.
    public let trigger: UNNotificationTrigger?

    /// A request for a notification of `content` (copied), fired by `trigger`.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = UNNotificationContent(copying: content)
        self.trigger = trigger
        super.init()
    }

    /// The request as a line: its identifier and content.
    public override var description: String { "\(identifier): \(content)" }
}

/// A notification delivered — UserNotifications' `UNNotification`: its request and when.
/// Invariant (`@unchecked Sendable`): every stored property is a `let`.
public final class UNNotification: NSObject, @unchecked Sendable {
    /// When it was delivered (the host clock's date).
    public let date: Date
    /// The request it was delivered for.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }

    /// The notification as a line: its request.
    public override var description: String { request.description }
}

/// The person's response to a notification — UserNotifications' `UNNotificationResponse`:
/// the notification and which action they took (``UNNotificationDefaultActionIdentifier``
/// when they opened it).
/// Invariant (`@unchecked Sendable`): every stored property is a `let`.
public class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The notification responded to.
    public let notification: UNNotification
    /// The action taken.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// The action of opening the app from a notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action of dismissing a notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How a notification shows while the app is in the foreground, as its delegate chooses
/// — UserNotifications' `UNNotificationPresentationOptions`.
///
/// ```swift
/// func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
///     -> UNNotificationPresentationOptions { [.banner, .sound] }
/// ```
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Update the app's badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Display an alert (deprecated: `list` and `banner`).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Show in Notification Center.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show as a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)

    /// The options as Swift writes them: `[.banner, .sound]`.
    public var description: String {
        let names: [(UNNotificationPresentationOptions, String)] = [(.badge, "badge"), (.sound, "sound"), (.alert, "alert"),
                                                                     (.list, "list"), (.banner, "banner")]
        return "[" + names.filter { contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }
}
#endif
