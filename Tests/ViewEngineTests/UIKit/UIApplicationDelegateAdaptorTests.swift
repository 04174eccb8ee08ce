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

    /// The app's scene delegate, which records what UIKit told it.
    final class SceneEvents: UIResponder, UIWindowSceneDelegate {
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            record("willConnect \(session.configuration.name ?? "nil") \(session.role == .windowApplication)")
        }
        func sceneWillEnterForeground(_ scene: UIScene) { record("willEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { record("didBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { record("willResignActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { record("didEnterBackground") }
        private func record(_ event: String) {
            (UIApplication.shared.delegate as? SceneAppDelegate)?.events.append(event)
        }
    }

    final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
        var events: [String] = []
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            events.append("configurationForConnecting")
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneEvents.self
            return configuration
        }
    }

    /// Where a test reads the app delegate from: a tap's action puts it there.
    final class DelegateProbe {
        var delegate: SceneAppDelegate?
    }

    struct SceneApp: App {
        @UIApplicationDelegateAdaptor var appDelegate: SceneAppDelegate
        var probe = DelegateProbe()
        var body: some Scene {
            WindowGroup {
                Button("Events") {
                    appDelegate.events.append("tap: \(UIApplication.shared.connectedScenes.count) scene")
                    probe.delegate = UIApplication.shared.delegate as? SceneAppDelegate
                }
            }
        }
    }

    // application(_:configurationForConnecting:options:): "Retrieves the configuration
    // data for UIKit to use when creating a new scene." UISceneDelegate: the scene
    // "connects", comes to the foreground and becomes active; moving to the background
    // it resigns active, then enters the background — sceneWillResignActive(_:) "Tells the
    // delegate that the scene is about to resign the active state", sceneDidEnterBackground(_:)
    // "Tells the delegate that the scene is running in the background".
    @Test func theSceneDelegateFollowsTheLaunchAndTheScenePhase() throws {
        let probe = DelegateProbe()
        let host = ViewHost(testing: SceneApp(probe: probe))
        try host.tap("Events")
        let delegate = try #require(probe.delegate)
        #expect(delegate.events == ["configurationForConnecting", "willConnect Default Configuration true",
                                    "willEnterForeground", "didBecomeActive", "tap: 1 scene"])
        delegate.events.removeAll()
        host.scenePhase = .inactive
        host.scenePhase = .background
        host.scenePhase = .active
        try host.tap("Events")
        #expect(delegate.events == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
                                    "tap: 1 scene"])
    }
}
