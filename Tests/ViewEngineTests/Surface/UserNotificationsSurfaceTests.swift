import Foundation
import Testing
import UserNotifications
import ViewEngine
import TestSupport

/// Local notifications as Apple's UserNotifications documentation describes them, on a
/// host's clock: asking permission, scheduling with triggers, delivery, the delegate's
/// presentation choice, responses. Each host has its own center (`current()` in its frames).
@MainActor
@Suite("UserNotifications: a host's notification center")
struct UserNotificationsSurfaceTests {
    final class Delegate: NSObject, UNUserNotificationCenterDelegate {
        var responses: [String] = []
        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
            completionHandler([.banner, .sound])
        }
        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                    withCompletionHandler completionHandler: @escaping () -> Void) {
            responses.append("\(response.notification.request.identifier) \(response.actionIdentifier)")
            completionHandler()
        }
    }

    struct Reminder: View {
        let trigger: UNNotificationTrigger?
        var identifier = "feed"
        @State private var granted: Bool?
        var body: some View {
            VStack {
                Text(granted.map { $0 ? "allowed" : "not allowed" } ?? "not asked")
                Button("Ask") {
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { ok, _ in granted = ok }
                }
                Button("Remind") {
                    let content = UNMutableNotificationContent()
                    content.title = "Feed the cat"
                    content.body = "It looks hungry"
                    content.sound = .default
                    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: identifier, content: content, trigger: trigger))
                }
                Button("Cancel") { UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: [identifier]) }
            }
        }
    }

    // "The first time your app makes this authorization request, the system prompts the
    // person to grant or deny the request and records their response. Subsequent
    // authorization requests don't prompt the person." The completion handler runs later
    // ("may execute on a background thread"): after the action returned.
    @Test func theFirstRequestAsksAndLaterOnesAnswerWithTheChoiceMade() async throws {
        let host = ViewHost(testing: Reminder(trigger: nil))
        try host.tap("Ask")
        #expect(host.render().contains(#"Text "not asked""#))   // the handler has not run yet
        await host.settle()
        #expect(host.render().contains(#"Text "allowed""#))
        try host.tap("Ask")
        #expect(host.notifications.events == [
            "requestAuthorization([.badge, .sound, .alert]), the person allows: authorized",
            "requestAuthorization([.badge, .sound, .alert]): authorized",
        ])
        #expect(host.notifications.authorizationStatus == .authorized)

        let declining = ViewHost(testing: Reminder(trigger: nil))
        declining.notifications.personAllows = false
        try declining.tap("Ask")
        await declining.settle()
        #expect(declining.render().contains(#"Text "not allowed""#))
        #expect(declining.notifications.authorizationStatus == .denied)
        #expect(host.notifications.authorizationStatus == .authorized)   // each host its own center
    }

    // UNAuthorizationOptions.provisional: "The ability to post noninterrupting notifications
    // provisionally to the Notification Center" — without prompting.
    @Test func provisionalAuthorizationIsGrantedWithoutAsking() async throws {
        let host = ViewHost(testing: Text("app"))
        host.notifications.personAllows = false
        let granted = try await VirtualClock.$current.withValue(host.clock) {
            try await UNUserNotificationCenter.current().requestAuthorization(options: [.provisional, .alert])
        }
        #expect(granted && host.notifications.authorizationStatus == .provisional)
        #expect(host.notifications.events == ["requestAuthorization([.alert, .provisional]): provisional"])
    }

    // UNTimeIntervalNotificationTrigger: "A trigger condition that causes the system to
    // deliver a notification after the amount of time you specify elapses"; the request
    // is pending until then.
    @Test func aTimeIntervalRequestIsPendingUntilItsTimeThenDelivered() async throws {
        let host = ViewHost(testing: Reminder(trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        try host.tap("Ask")
        try host.tap("Remind")
        await host.advance(by: .seconds(59))
        #expect(host.notifications.pendingRequests.map(\.identifier) == ["feed"] && host.notifications.delivered.isEmpty)
        await host.advance(by: .seconds(1))
        #expect(host.notifications.pendingRequests.isEmpty)
        let delivered = try #require(host.notifications.delivered.first)
        #expect(delivered.request.content.title == "Feed the cat" && delivered.request.content.sound == .default)
        #expect(delivered.date == host.clock.startDate.addingTimeInterval(60))
        #expect(host.notifications.events.suffix(3) == ["add feed, after 60s", "delivered feed",
                                                        "not presented feed: no delegate, the app is active"])
    }

    // A repeating trigger "reschedules the notification after the system delivers it".
    @Test func aRepeatingTriggerStaysPendingAndDeliversEachTime() async throws {
        let host = ViewHost(testing: Reminder(trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)))
        try host.tap("Ask")
        try host.tap("Remind")
        await host.advance(by: .seconds(180))
        #expect(host.notifications.events.filter { $0 == "delivered feed" }.count == 3)
        // Each delivery replaces the shown one (same identifier): the latest is shown.
        #expect(host.notifications.delivered.map(\.date) == [host.clock.startDate.addingTimeInterval(180)])
        #expect(host.notifications.pendingRequests.map(\.identifier) == ["feed"])
        try host.tap("Cancel")
        await host.advance(by: .seconds(120))
        #expect(host.notifications.events.filter { $0 == "delivered feed" }.count == 3)
        #expect(host.notifications.events.last == "removed pending feed")
    }

    // UNNotificationRequest(identifier:content:trigger:): "Specify nil to deliver the
    // notification right away"; "If you use the same identifier when scheduling a new
    // notification, the system removes the previously scheduled notification with that
    // identifier and replaces it with the new one."
    @Test func noTriggerDeliversAtOnceAndTheSameIdentifierReplaces() async throws {
        let host = ViewHost(testing: Reminder(trigger: UNTimeIntervalNotificationTrigger(timeInterval: 300, repeats: false)))
        try host.tap("Ask")
        try host.tap("Remind")
        try host.tap("Remind")
        #expect(host.notifications.pendingRequests.count == 1)
        await host.advance(by: .seconds(300))
        #expect(host.notifications.delivered.count == 1)

        let now = ViewHost(testing: Reminder(trigger: nil, identifier: "now"))
        try now.tap("Ask")
        try now.tap("Remind")
        await now.settle()
        #expect(now.notifications.delivered.map(\.request.identifier) == ["now"])
    }

    // Without authorization, "the system doesn't deliver" the app's notifications.
    @Test func aDeniedAppsNotificationsAreNotDelivered() async throws {
        let host = ViewHost(testing: Reminder(trigger: nil))
        host.notifications.personAllows = false
        try host.tap("Ask")
        try host.tap("Remind")
        await host.settle()
        #expect(host.notifications.delivered.isEmpty)
        #expect(host.notifications.events.last == "not delivered feed: notifications are denied")
    }

    // userNotificationCenter(_:willPresent:withCompletionHandler:): "If your app is in the
    // foreground when a notification arrives, the shared user notification center calls
    // this method"; without a delegate, the notification is not presented in the foreground.
    // userNotificationCenter(_:didReceive:withCompletionHandler:): "Asks the delegate to
    // process the user's response to a delivered notification."
    @Test func theDelegateChoosesThePresentationAndReceivesTheResponse() async throws {
        let host = ViewHost(testing: Reminder(trigger: nil))
        let delegate = Delegate()
        try host.tap("Ask")
        try host.tap("Remind")
        await host.settle()
        #expect(host.notifications.events.last == "not presented feed: no delegate, the app is active")
        VirtualClock.$current.withValue(host.clock) { UNUserNotificationCenter.current().delegate = delegate }
        try host.tap("Remind")
        await host.settle()
        #expect(host.notifications.events.last == "presented feed [.sound, .banner]")
        // The second delivery replaced the first (same identifier); opening it removes it.
        #expect(host.notifications.delivered.map(\.request.identifier) == ["feed"])
        #expect(host.notifications.open("feed"))
        #expect(delegate.responses == ["feed com.apple.UNNotificationDefaultActionIdentifier"])
        #expect(host.notifications.delivered.isEmpty)
        #expect(host.notifications.events.last == "responded feed: DefaultActionIdentifier")
        #expect(host.notifications.open("nothing") == false)
    }

    // UNCalendarNotificationTrigger: "A trigger condition that causes a notification the
    // system delivers at a specific date and time." The host's clock starts at 1_700_000_000
    // (2023-11-14 22:13:20 UTC).
    @Test func aCalendarTriggerFiresAtTheNextMatchingDate() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var components = DateComponents()
        components.calendar = calendar
        components.hour = 23
        components.minute = 0
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
        let host = ViewHost(testing: Text("app"))
        let next = VirtualClock.$current.withValue(host.clock) { trigger.nextTriggerDate() }
        #expect(next == host.clock.startDate.addingTimeInterval(46 * 60 + 40))
    }

    // UNNotificationRequest copies its content: changing the content afterwards does not
    // change the request.
    @Test func aRequestKeepsACopyOfItsContent() {
        let content = UNMutableNotificationContent()
        content.title = "Before"
        content.badge = 3
        let request = UNNotificationRequest(identifier: "r", content: content, trigger: nil)
        content.title = "After"
        #expect(request.content.title == "Before" && request.content.badge == 3)
        #expect(request.content is UNMutableNotificationContent == false)
    }

    // UNNotificationSettings: the authorization status, and each option as allowed.
    @Test func theSettingsFollowTheAuthorization() async throws {
        let host = ViewHost(testing: Reminder(trigger: nil))
        try host.tap("Ask")
        let settings = await VirtualClock.$current.withValue(host.clock) { await UNUserNotificationCenter.current().notificationSettings() }
        #expect(settings.authorizationStatus == .authorized && settings.alertSetting == .enabled)
        #expect(settings.carPlaySetting == .disabled && settings.alertStyle == .banner)
    }

    // UNNotificationDismissActionIdentifier: "An action that indicates the user explicitly
    // dismissed the notification interface." UNNotificationSound(named:) plays "a custom
    // sound"; UNNotificationContent's values are what the request was given.
    @Test func dismissingRemovesTheNotificationAndTheContentKeepsItsValues() async throws {
        let content = UNMutableNotificationContent()
        content.title = "Standup"
        content.sound = UNNotificationSound(named: UNNotificationSoundName("chime.caf"))
        content.interruptionLevel = UNNotificationInterruptionLevel.timeSensitive
        let host = ViewHost(testing: Text("app"))
        try await VirtualClock.$current.withValue(host.clock) {
            _ = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert])
            try await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "standup", content: content, trigger: nil))
        }
        await host.settle()
        let shown: UNNotificationContent = try #require(host.notifications.delivered.first).request.content
        #expect(shown.title == "Standup" && shown.sound?.name == "chime.caf" && shown.interruptionLevel == .timeSensitive)
        #expect(host.notifications.open("standup", action: UNNotificationDismissActionIdentifier))
        #expect(host.notifications.delivered.isEmpty)
        #expect(host.notifications.events.last == "responded standup: DismissActionIdentifier")

        let settings = await VirtualClock.$current.withValue(host.clock) { await UNUserNotificationCenter.current().notificationSettings() }
        #expect(settings.authorizationStatus == UNAuthorizationStatus.authorized)
        #expect(settings.soundSetting == UNNotificationSetting.disabled && settings.alertStyle == UNAlertStyle.banner)
    }
}
