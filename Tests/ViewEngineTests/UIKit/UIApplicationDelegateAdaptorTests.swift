import Foundation
import Testing
import ViewEngine
import TestSupport

/// `@UIApplicationDelegateAdaptor` in an `App` hosted with `ViewHost(app:)` (Rules: Host):
/// the host makes the delegate once, makes it the app object's delegate, and runs its
/// launch methods before the scene's views appear.
@MainActor
@Suite("Host: UIApplicationDelegateAdaptor launches its delegate")
struct UIApplicationDelegateAdaptorTests {
    final class LaunchDelegate: UIResponder, UIApplicationDelegate {
        var events: [String] = []

        func application(_ application: UIApplication,
                         willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            events.append("willFinishLaunching options: \(launchOptions == nil ? "nil" : "some")")
            return true
        }

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            events.append("didFinishLaunching, delegate set: \(application.delegate === self)")
            return true
        }
    }

    struct LaunchApp: App {
        @UIApplicationDelegateAdaptor(LaunchDelegate.self) var appDelegate
        @State private var taps = 0
        var body: some Scene {
            WindowGroup {
                LaunchReport(delegate: appDelegate, taps: $taps)
            }
        }
    }

    struct LaunchReport: View {
        let delegate: LaunchDelegate
        @Binding var taps: Int
        @State private var shown: [String] = []
        var body: some View {
            VStack {
                Text(shown.joined(separator: "; "))
                Button("Tap \(taps)") {
                    taps += 1
                    shown = delegate.events
                }
            }
            .onAppear {
                delegate.events.append("appear")
                shown = delegate.events
            }
        }
    }

    // "A property wrapper type that you use to create a UIKit app delegate." —
    // application(_:willFinishLaunchingWithOptions:) "Tells the delegate that the launch
    // process has begun but that state restoration hasn’t occurred";
    // application(_:didFinishLaunchingWithOptions:) "Tells the delegate that the launch
    // process is almost done and the app is almost ready to run."
    @Test func theDelegateLaunchesOnceBeforeTheSceneAppears() throws {
        let host = ViewHost(testing: LaunchApp())
        let launched = "willFinishLaunching options: nil; didFinishLaunching, delegate set: true; appear"
        #expect(host.render() == """
            VStack
              Text "\(launched)"
              Button "Tap 0"
            """)
        // The app's body runs again (its state changed): the delegate is the same one,
        // and it does not launch again.
        try host.tap("Tap 0")
        #expect(host.render() == """
            VStack
              Text "\(launched)"
              Button "Tap 1"
            """)
    }

    // Each host is an app launch of its own: its own delegate, launched once.
    @Test func eachHostMakesAndLaunchesItsOwnDelegate() {
        let first = ViewHost(testing: LaunchApp())
        let second = ViewHost(testing: LaunchApp())
        let expected = """
            VStack
              Text "willFinishLaunching options: nil; didFinishLaunching, delegate set: true; appear"
              Button "Tap 0"
            """
        #expect(first.render() == expected)
        #expect(second.render() == expected)
    }
}
