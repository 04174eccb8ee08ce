#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that represents one instance of your app's user interface — UIKit's
/// `UIScene`. A host is one window, so one scene: a ``UIWindowScene``, connected when the
/// app launches (``UIApplicationDelegateAdaptor``), whose delegate follows the host's
/// scene phase.
///
/// ```swift
/// UIApplication.shared.connectedScenes.first as? UIWindowScene
/// ```
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public private(set) var session = UISceneSession(role: .windowApplication)
    /// The scene's delegate: the one its configuration's `delegateClass` made.
    open var delegate: (any UISceneDelegate)?
    /// The scene's title.
    open var title = ""

    /// A scene for `session`.
    ///
    /// ```swift
    /// UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    /// ```
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    nonisolated public required init() {
        super.init()
    }

    /// The scene's state, following the host's scene phase.
    ///
    /// ```swift
    /// scene.activationState == .foregroundActive
    /// ```
    public var activationState: ActivationState {
        switch UIApplication.shared.applicationState {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
    }

    /// The states a scene is in.
    public enum ActivationState: Int, Sendable {
        /// Not running.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive
        /// On screen, not receiving events.
        case foregroundInactive
        /// Off screen.
        case background
    }

    /// What the system hands a scene as it connects: the URLs to open with it and the quick
    /// action the app was launched with.
    public final class ConnectionOptions {
        /// The URLs the scene was asked to open as it connected: none, headless.
        public let urlContexts: Set<UIOpenURLContext>
        /// The Home Screen quick action the user launched the app with: none, headless.
        public let shortcutItem: UIApplicationShortcutItem?

        /// Options with no URLs.
        ///
        /// ```swift
        /// UIScene.ConnectionOptions()
        /// ```
        public init() {
            urlContexts = []
            shortcutItem = nil
        }
    }
}

/// A scene that manages one or more windows — UIKit's `UIWindowScene`: the host's, whose
/// ``windows`` hold the host's window (``UIWindow``).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows and which is key.
    let sceneWindows = SceneWindows()
}

/// The windows of a scene, in the order they joined it, and its key window.
@MainActor
final class SceneWindows {
    var windows: [UIWindow] = []
    weak var key: UIWindow?

    nonisolated init() {}
}

/// A URL handed to a scene, with where it came from — UIKit's `UIOpenURLContext`.
public final class UIOpenURLContext: Hashable, Sendable {
    /// The URL to open.
    public let url: URL

    /// A context for `url`.
    ///
    /// ```swift
    /// UIOpenURLContext(url: URL(string: "notes://42")!)
    /// ```
    public init(url: URL) { self.url = url }

    /// Whether both hand the same URL.
    ///
    /// ```swift
    /// UIOpenURLContext(url: a) == UIOpenURLContext(url: a)   // true
    /// ```
    public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs.url == rhs.url }

    /// Hashes the URL.
    ///
    /// ```swift
    /// Set([UIOpenURLContext(url: a)])
    /// ```
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// The core methods you use to respond to life-cycle events of a scene — UIKit's
/// `UISceneDelegate`. Every method is optional (each has a default here).
///
/// The host calls them as iOS does: `scene(_:willConnectTo:options:)`,
/// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)` at launch, then, as
/// ``ViewHost/scenePhase`` moves, `sceneWillResignActive(_:)` (leaving `.active`),
/// `sceneDidEnterBackground(_:)` (reaching `.background`), `sceneWillEnterForeground(_:)`
/// (leaving `.background`) and `sceneDidBecomeActive(_:)` (reaching `.active`).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene was added to the app.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active and now responds to events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
    /// ```
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.sceneDidDisconnect(scene)
    /// ```
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.sceneDidBecomeActive(scene)
    /// ```
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.sceneWillResignActive(scene)
    /// ```
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.sceneWillEnterForeground(scene)
    /// ```
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.sceneDidEnterBackground(scene)
    /// ```
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.scene(scene, openURLContexts: [])
    /// ```
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// The methods of a window scene's delegate — UIKit's `UIWindowSceneDelegate`: a
/// ``UISceneDelegate`` of a ``UIWindowScene``.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}
#endif
