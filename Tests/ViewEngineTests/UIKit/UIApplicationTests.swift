import Foundation
import Testing
import ViewEngine
import ViewEngineTesting
import TestSupport

/// `UIApplication.shared` as SwiftUI code calls it (Rules: Host): the current host's app
/// object, so what it opens is in that host's `openedURLs`, and `sendAction` with
/// `resignFirstResponder` takes focus away as the keyboard's dismissal does.
@MainActor
@Suite("Host: UIApplication.shared is the current host's")
struct UIApplicationTests {
    static let help = URL(string: "https://example.com/help")!
    static let custom = URL(string: "notesapp://note/42")!

    struct Links: View {
        let log: Log
        var body: some View {
            VStack {
                Button("Help") {
                    UIApplication.shared.open(UIApplicationTests.help) { log("help opened \($0)") }
                }
                Button("Settings") {
                    UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                }
                Button("Other app") {
                    log("can open \(UIApplication.shared.canOpenURL(UIApplicationTests.custom))")
                    UIApplication.shared.open(UIApplicationTests.custom) { log("other opened \($0)") }
                }
            }
        }
    }

    // "Attempts to asynchronously open the resource at the specified URL." — "UIKit
    // supports many common schemes, including the http, https, tel, facetime, and mailto
    // schemes." (open(_:options:completionHandler:)); canOpenURL(_:) "Returns a Boolean
    // value that indicates whether an app is available to handle a URL scheme."
    @Test func openRecordsTheURLInTheHostAndReportsWhetherItOpened() throws {
        let log = Log()
        let host = TestHost(Links(log: log))
        host.tap("Help")
        host.tap("Settings")
        host.tap("Other app")
        #expect(host.openedURLs == [Self.help, URL(string: "app-settings:")!])
        #expect(log.take() == ["help opened true", "can open false", "other opened false"])
    }

    // Two hosts are two devices: each app object opens into its own host.
    @Test func eachHostHasItsOwnApplication() throws {
        let first = TestHost(Links(log: Log()))
        let second = TestHost(Links(log: Log()))
        first.tap("Help")
        #expect(first.openedURLs == [Self.help])
        #expect(second.openedURLs == [])
        second.tap("Settings")
        #expect(first.openedURLs == [Self.help])
        #expect(second.openedURLs == [URL(string: "app-settings:")!])
    }

    // Outside any host, a process-wide app object stands in: no host sees what it opens.
    @Test func outsideAHostNoHostSeesWhatOpens() async {
        var inside: UIApplication?
        let host = TestHost(Probe { inside = UIApplication.shared })
        let opened = await UIApplication.shared.open(Self.help)
        #expect(opened)
        #expect(host.openedURLs == [])
        #expect(inside != nil)
        #expect(inside !== UIApplication.shared)
    }

    struct Probe: View {
        let read: () -> Void
        var body: some View {
            let _ = read()
            Text("probe")
        }
    }

    struct SignIn: View {
        let log: Log
        @State private var name = ""
        @FocusState private var nameFocused: Bool
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($nameFocused)
                Button("Done") {
                    let handled = UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
                    log("handled \(handled)")
                }
            }
            .onChange(of: nameFocused) { log("focused \($0)") }
        }
    }

    // sendAction(_:to:from:for:) "Sends an action message identified by selector to a
    // specified target." With a nil target the first responder gets it; a text field
    // that resigns first responder dismisses the keyboard, and SwiftUI's focus state
    // follows ("focused(_:)": the binding is false when the view loses focus).
    @Test func resignFirstResponderTakesFocusAwayAndResetsTheFocusState() throws {
        let log = Log()
        let host = TestHost(SignIn(log: log))
        host.focus("Name")
        #expect(host.focusedField == "Name")
        #expect(log.take() == ["focused true"])
        host.tap("Done")
        #expect(host.focusedField == nil)
        #expect(log.take() == ["handled true", "focused false"])
        host.tap("Done")
        #expect(log.take() == ["handled false"])
    }

    struct PhaseReader: View {
        let log: Log
        var body: some View {
            Button("State") { log("\(UIApplication.shared.applicationState)") }
        }
    }

    // applicationState: "The app’s current state, or that of its most active scene." —
    // here the host's scene phase.
    @Test func applicationStateFollowsTheHostsScenePhase() throws {
        let log = Log()
        let host = TestHost(PhaseReader(log: log))
        host.tap("State")
        host.scenePhase = .background
        host.tap("State")
        host.scenePhase = .inactive
        host.tap("State")
        #expect(log.take() == ["active", "background", "inactive"])
    }

    struct IconPicker: View {
        let log: Log
        var body: some View {
            VStack {
                Button("Dark") {
                    UIApplication.shared.setAlternateIconName("DarkIcon") { error in
                        MainActor.assumeIsolated { log("dark \(error == nil)") }
                    }
                    log("now \(UIApplication.shared.alternateIconName ?? "primary")")
                }
                Button("Primary") {
                    UIApplication.shared.setAlternateIconName(nil) { error in
                        MainActor.assumeIsolated { log("primary \(error == nil)") }
                    }
                }
                Button("Nameless") {
                    UIApplication.shared.setAlternateIconName("") { error in
                        MainActor.assumeIsolated { log("nameless \(error == nil)") }
                    }
                }
            }
        }
    }

    // The handler is @Sendable, as UIKit declares it; the host calls it before the call
    // returns, on the main actor.
    // alternateIconName: "When the system is displaying your app's primary icon, the value
    // of this property is nil." setAlternateIconName(_:completionHandler:): "Specify nil if
    // you want to display the app's primary icon".
    @Test func theAlternateIconIsTheHostsUntilThePrimaryIsAskedFor() throws {
        let log = Log()
        let host = TestHost(IconPicker(log: log))
        #expect(host.alternateIconName == nil)
        host.tap("Dark")
        #expect(host.alternateIconName == "DarkIcon")
        host.tap("Nameless")
        #expect(host.alternateIconName == "DarkIcon")
        host.tap("Primary")
        #expect(host.alternateIconName == nil)
        #expect(log.take() == ["dark true", "now DarkIcon", "nameless false", "primary true"])
        #expect(UIApplication.shared.supportsAlternateIcons)
    }

    // The async form throws where the handler would get an error.
    @Test func theAsyncFormThrowsForANamelessIcon() async throws {
        try await UIApplication.shared.setAlternateIconName("Classic")
        #expect(UIApplication.shared.alternateIconName == "Classic")
        await #expect(throws: CocoaError.self) { try await UIApplication.shared.setAlternateIconName("") }
        try await UIApplication.shared.setAlternateIconName(nil)
        #expect(UIApplication.shared.alternateIconName == nil)
    }
}
