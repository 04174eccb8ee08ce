import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// Rules R23, Rules: Host: accessibility labels and identifiers name controls for the
/// drivers, as they do for VoiceOver and UI tests — read through the typed modifiers.
@MainActor
@Suite("R23 Accessibility names controls")
struct R23AccessibilityTests {
    struct Player: View {
        let log: Log
        @State var identifier = "play-button"
        var body: some View {
            VStack {
                Button { log("play") } label: { Image(systemName: "play.fill") }
                    .accessibilityIdentifier(identifier)
                Button { log("stop") } label: { Image(systemName: "stop.fill") }
                    .accessibilityLabel("Stop")
                    .accessibility(identifier: "stop-button")
                Button("Rename") { identifier = "start-button" }
            }
        }
    }

    /// `accessibilityIdentifier(_:)`: "Uses the string you specify to identify the view" —
    /// UI tests find an element by it; so do the drivers. `accessibilityLabel(_:)` titles
    /// an icon-only button.
    @Test func aControlIsFoundByItsIdentifierAndItsLabel() throws {
        let log = Log()
        let host = TestHost(Player(log: log))
        host.tap("play-button")
        host.tap("play.fill")
        host.tap("Stop")
        host.tap("stop-button")
        #expect(log.take() == ["play", "play", "stop", "stop"])
        host.tap("Rename")
        #expect(throws: HostError.self) { try host.host.tap("play-button") }
        host.tap("start-button")
        #expect(log.take() == ["play"])
    }
}
