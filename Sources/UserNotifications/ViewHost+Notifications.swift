#if !canImport(Darwin)
import Foundation
import ViewEngine

extension ViewHost {
    /// The host's notification center as a test reads and drives it: what the app asked
    /// (authorization, requests), what was delivered on the host's clock, and the person's
    /// side (their answer to the authorization prompt, opening a notification).
    ///
    /// ```swift
    /// try host.tap("Remind me")   // requestAuthorization, then add(request) in 60 s
    /// await host.advance(by: .seconds(60))
    /// host.notifications.events   // ["requestAuthorization([.sound, .alert]), the person allows: authorized",
    ///                             //  "add reminder, after 60s", "delivered reminder"]
    /// ```
    public var notifications: HostNotifications { HostNotifications(center: .center(of: clock)) }
}

/// A host's notification center seen from a test (``ViewHost/notifications``).
@MainActor
public struct HostNotifications {
    let center: UNUserNotificationCenter

    /// What happened, in order, one line each: authorization requests and the answer,
    /// requests added and removed, deliveries, presentations, responses, the badge.
    public var events: [String] { center.snapshot.events }
    /// Whether the app may notify, as the person chose.
    public var authorizationStatus: UNAuthorizationStatus { center.snapshot.status }
    /// The requests waiting for their trigger, in the order they were added.
    public var pendingRequests: [UNNotificationRequest] { center.pendingRequests }
    /// The notifications delivered and still shown, oldest first.
    public var delivered: [UNNotification] { center.deliveredNotificationsNow }
    /// The number the app's icon shows (``UNUserNotificationCenter/setBadgeCount(_:withCompletionHandler:)``).
    public var badgeCount: Int { center.snapshot.badgeCount }

    /// How the person answers the authorization prompt (the first request): allow (the
    /// default) or not.
    ///
    /// ```swift
    /// host.notifications.personAllows = false
    /// ```
    public var personAllows: Bool {
        get { center.snapshot.personAllows }
        nonmutating set { center.setPersonAllows(newValue) }
    }

    /// The person opens the delivered notification `identifier` (or takes `action`): the
    /// delegate's `didReceive` gets the response, and an opened or dismissed notification
    /// leaves Notification Center. Returns whether such a notification was delivered.
    ///
    /// ```swift
    /// host.notifications.open("reminder")
    /// ```
    @discardableResult
    public func open(_ identifier: String, action: String = UNNotificationDefaultActionIdentifier) -> Bool {
        center.open(identifier, action: action)
    }
}
#endif
