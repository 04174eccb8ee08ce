import Foundation
import Testing
import ViewEngine
import TestSupport

/// `@NSApplicationDelegateAdaptor` in a Mac app's `App` hosted with `ViewHost(app:)`
/// (Rules: Host): the host makes the delegate once, makes it `NSApp.delegate`, tells it
/// the launch before the scene's views appear, and the termination when the app quits.
@MainActor
@Suite("Host: NSApplicationDelegateAdaptor launches its delegate")
struct NSApplicationDelegateAdaptorTests {
    final class AppDelegate: NSResponder, NSApplicationDelegate, ObservableObject {
        var events: [String] = []
        @Published var showsMenuBarItem = false

        func applicationWillFinishLaunching(_ notification: Notification) {
            events.append("willFinishLaunching \(notification.name.rawValue), delegate set: \(NSApp.delegate === self)")
        }
        func applicationDidFinishLaunching(_ notification: Notification) {
            events.append("didFinishLaunching \(notification.name.rawValue)")
        }
        func applicationWillTerminate(_ notification: Notification) {
            events.append("willTerminate \(notification.name.rawValue)")
        }
        func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }
    }

    struct MacApp: App {
        @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
        var body: some Scene {
            WindowGroup { Report(delegate: appDelegate, showsItem: _appDelegate.projectedValue.showsMenuBarItem) }
        }
    }

    struct Report: View {
        let delegate: AppDelegate
        @Binding var showsItem: Bool
        @State private var shown: [String] = []
        var body: some View {
            VStack {
                Text(shown.joined(separator: "; "))
                Toggle("Menu bar item", isOn: $showsItem)
                Button("Quit") {
                    NSApp.terminate(nil)
                    shown = delegate.events
                }
            }
            .onAppear {
                delegate.events.append("appear")
                shown = delegate.events
            }
        }
    }

    // NSApplicationDelegateAdaptor init(_:): "SwiftUI initializes the delegate and manages
    // its lifetime, calling upon it to handle application delegate callbacks." — the
    // delegate is told applicationWillFinishLaunching(_:) and
    // applicationDidFinishLaunching(_:) before the scene's views appear, once, and
    // applicationWillTerminate(_:) when the app terminates.
    @Test func theDelegateLaunchesBeforeTheSceneAppearsAndHearsTheTermination() throws {
        let host = ViewHost(testing: MacApp())
        let launched = "willFinishLaunching NSApplicationWillFinishLaunchingNotification, delegate set: true; "
            + "didFinishLaunching NSApplicationDidFinishLaunchingNotification; appear"
        #expect(host.render() == """
            VStack
              Text "\(launched)"
              Toggle "Menu bar item" off
              Button "Quit"
            """)
        // The projection binds to the observable delegate's properties; the app's body runs
        // again and the delegate is the same one: it does not launch again.
        try host.toggle("Menu bar item")
        try host.tap("Quit")
        #expect(host.appTerminated)
        #expect(host.render() == """
            VStack
              Text "\(launched); willTerminate NSApplicationWillTerminateNotification"
              Toggle "Menu bar item" on
              Button "Quit"
            """)
    }

    // Each host is an app launch of its own: its own delegate.
    @Test func eachHostMakesItsOwnDelegate() {
        let first = ViewHost(testing: MacApp())
        let second = ViewHost(testing: MacApp())
        #expect(first.render() == second.render())
        #expect(first.render().contains("delegate set: true; didFinishLaunching NSApplicationDidFinishLaunchingNotification; appear\""))
    }
}
