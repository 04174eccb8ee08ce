import Foundation
import Testing
import ViewEngine
import TestSupport

/// `UIAccessibility`'s settings are the host's user's, the ones its views read from the
/// environment; the notifications an app posts are the host's (Rules: Host).
@MainActor
@Suite("Host: UIAccessibility reads the host's user's settings")
struct UIAccessibilityTests {
    struct Reader: View {
        let log: Log
        var body: some View {
            Button("Read") {
                log("voiceOver \(UIAccessibility.isVoiceOverRunning) reduceMotion \(UIAccessibility.isReduceMotionEnabled) bold \(UIAccessibility.isBoldTextEnabled)")
            }
            Button("Save") { UIAccessibility.post(notification: .announcement, argument: "Saved") }
        }
    }

    // isVoiceOverRunning: "A Boolean value that indicates whether VoiceOver is in an enabled
    // state." The same setting as the environment's accessibilityVoiceOverEnabled.
    @Test func theSettingsAreTheHostUsers() throws {
        let log = Log()
        let host = ViewHost(testing: Reader(log: log))
        try host.tap("Read")
        host.setEnvironment(\.accessibilityVoiceOverEnabled, true)
        host.setEnvironment(\.accessibilityReduceMotion, true)
        host.setEnvironment(\.legibilityWeight, .bold)
        try host.tap("Read")
        #expect(log.lines == [
            "voiceOver false reduceMotion false bold false",
            "voiceOver true reduceMotion true bold true",
        ])
    }

    // Two hosts: one user's settings are not the other's.
    @Test func anotherHostHasItsOwnUser() throws {
        let log = Log()
        let first = ViewHost(testing: Reader(log: log))
        first.setEnvironment(\.accessibilityVoiceOverEnabled, true)
        let second = ViewHost(testing: Reader(log: log))
        try second.tap("Read")
        try first.tap("Read")
        #expect(log.lines == ["voiceOver false reduceMotion false bold false", "voiceOver true reduceMotion false bold false"])
    }

    // post(notification:argument:): "Posts a notification to assistive apps." announcement:
    // "A notification that an app posts when it needs to convey an announcement to the
    // assistive app."
    @Test func postedNotificationsAreRecorded() throws {
        let host = ViewHost(testing: Reader(log: Log()))
        try host.tap("Save")
        #expect(host.accessibilityNotifications.map(\.argument) == ["Saved"])
        #expect(host.accessibilityNotifications.map(\.notification) == [.announcement])
    }
}
