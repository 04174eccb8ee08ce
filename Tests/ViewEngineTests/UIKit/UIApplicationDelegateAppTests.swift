import Foundation
import Testing
import ViewEngine
import TestSupport

/// An app UIKit starts — an application delegate, and a scene delegate that puts a
/// `UIHostingController` in its window, as Xcode's templates before SwiftUI's `App` wrote
/// them — hosted with `ViewHost(app: UIApplicationDelegateApp<AppDelegate, SceneDelegate>())`.
@MainActor
@Suite("Host: an app UIKit starts, its SwiftUI in a hosting controller")
struct UIApplicationDelegateAppTests {
    /// Records what UIKit tells the delegates, in order.
    @MainActor final class Events {
        static var log: [String] = []
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            Events.log.append("didFinishLaunching")
            return true
        }

        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            Events.log.append("configurationForConnecting")
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            Events.log.append("willConnectTo")
            if let windowScene = scene as? UIWindowScene {
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UIHostingController(rootView: Counter())
                self.window = window
                window.makeKeyAndVisible()
            }
        }

        func sceneDidBecomeActive(_ scene: UIScene) { Events.log.append("didBecomeActive") }
    }

    /// A scene delegate whose window's root is a navigation controller of a hosting controller.
    final class NavigationSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UINavigationController(rootViewController: UIHostingController(rootView: Counter().navigationTitle("Counter")))
            self.window = window
            window.makeKeyAndVisible()
        }
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    // UIApplicationDelegate: "application(_:didFinishLaunchingWithOptions:) Tells the
    // delegate that the launch process is almost done"; UIWindowSceneDelegate:
    // "scene(_:willConnectTo:options:) Tells the delegate about the addition of a scene to
    // the app" — the delegate's configuration names no class here, so the one the app's
    // Info.plist names (the second generic parameter) is made.
    @Test("the delegate launches, the scene connects with the declared scene delegate, and its hosting controller's view is shown and tapped")
    func theHostingControllersViewIsShown() throws {
        Events.log = []
        let host = ViewHost(app: UIApplicationDelegateApp<AppDelegate, SceneDelegate>())
        #expect(Events.log == ["didFinishLaunching", "configurationForConnecting", "willConnectTo", "didBecomeActive"])
        try host.tap("Count 0")
        #expect(host.render().contains(#"Button "Count 1""#))
    }

    @Test("a navigation controller of a hosting controller is shown as a navigation stack with its title")
    func aNavigationControllerIsANavigationStack() throws {
        let host = ViewHost(app: UIApplicationDelegateApp<AppDelegate, NavigationSceneDelegate>())
        let render = host.render()
        #expect(render.contains("NavigationStack"))
        #expect(render.contains(#"navigationTitle "Counter""#))
        try host.tap("Count 0")
        #expect(host.render().contains(#"Button "Count 1""#))
    }

    // UIApplicationDelegate's application(_:didDiscardSceneSessions:) takes a
    // Set<UISceneSession>: sessions are hashable, by identity, as UIKit's objects are.
    @Test("scene sessions are hashable by identity, so a set of them holds each once")
    func sessionsAreHashableByIdentity() {
        let host = ViewHost(app: UIApplicationDelegateApp<AppDelegate, SceneDelegate>())
        _ = host.render()
        let session = UIApplication.shared.connectedScenes.first?.session
        #expect(session != nil)
        if let session {
            let sessions: Set<UISceneSession> = [session, session]
            #expect(sessions.count == 1)
        }
    }

    @Test("a scene delegate that makes no window leaves the window saying why")
    func noWindowSaysWhy() {
        let host = ViewHost(app: UIApplicationDelegateApp<AppDelegate, NoDeclaredSceneDelegate>())
        #expect(host.render().contains("The window's root view controller hosts no SwiftUI view"))
    }
}
