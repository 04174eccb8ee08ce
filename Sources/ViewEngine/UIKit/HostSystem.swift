// The system an app runs on, as a host stands for it: what UIKit's singletons reach.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import ViewEngineCore
import VirtualTime
import Foundation

/// The device and operating system around the app, one per ``ViewHost``: what
/// `UIApplication.shared`, `UIScreen.main`, `UIDevice.current`, `UIPasteboard.general` and
/// the feedback generators reach, as on iOS they reach the one system.
///
/// A singleton of UIKit is the *current host's*: the host whose clock is
/// ``VirtualClock/current``, which it is in the host's frames (bodies, actions,
/// `onChange`), its tasks and the work its clock runs. So `UIApplication.shared.open(url)`
/// in a button's action records `url` in that host's ``ViewHost/openedURLs``, and two
/// hosts (two tests running at once) never share a pasteboard. Outside any host a
/// process-wide system stands in: it records what it is asked, but no host reads it.
/// Invariant (`@unchecked Sendable`): its closures are `@MainActor`, `openableSchemes` and
/// `pasteboard` are `let`s, and what it records is read and written on the main actor only,
/// except ``savedPhotos`` and the current user activity, each read and written under its
/// own lock (UIKit's `UIImageWriteToSavedPhotosAlbum` and `NSUserActivity`'s
/// `becomeCurrent()` are called from any thread).
final class HostSystem: @unchecked Sendable {
    /// Opens a URL as the system does; returns whether it was opened.
    @MainActor var openURL: (URL) -> Bool = { _ in true }
    /// Takes focus from the focused field (the first responder resigns); returns whether
    /// a field had it.
    @MainActor var resignFocus: () -> Bool = { false }
    /// The scene phase of the host's window.
    @MainActor var scenePhase: () -> ScenePhase = { .active }
    /// The window's size in points.
    @MainActor var windowSize: () -> CGSize = { HostConfiguration().windowSize }
    /// The URL schemes an app on this system can open (`canOpenURL(_:)`).
    let openableSchemes: Set<String>
    /// The general pasteboard.
    let pasteboard = UIPasteboard()
    /// The haptic feedback played, in order, each as the call was written.
    @MainActor private(set) var feedback: [String] = []
    /// The app object (`UIApplication.shared`).
    @MainActor private(set) lazy var application = UIApplication(system: self)
    /// The device (`UIDevice.current`).
    @MainActor private(set) lazy var device = UIDevice(system: self)
    /// The screen (`UIScreen.main`).
    @MainActor private(set) lazy var screen = UIScreen(system: self)

    /// A system whose app can open URLs of `openableSchemes`.
    init(openableSchemes: Set<String> = HostSystem.systemSchemes) {
        self.openableSchemes = openableSchemes
    }

    /// The host's window scene (`UIApplication.shared.connectedScenes`).
    @MainActor private(set) lazy var scene = makeScene(session: UISceneSession(role: .windowApplication),
                                                       options: UIScene.ConnectionOptions())
    /// The appearance proxies (`UINavigationBar.appearance()`...), by class and containers:
    /// the process-wide system's only (see `UIAppearance`).
    @MainActor var appearanceProxies: [AppearanceProxyKey: AnyObject] = [:]
    /// The alternate icon the app shows, `nil` for its primary icon
    /// (`UIApplication.setAlternateIconName(_:completionHandler:)`).
    @MainActor var alternateIconName: String?
    /// Whether UIKit's view animations are on (`UIView.setAnimationsEnabled(_:)`).
    @MainActor var uiViewAnimationsEnabled = true
    /// The host's environment as its root view gets it (the user's accessibility settings
    /// `UIAccessibility` reads).
    @MainActor var environment: () -> EnvironmentValues = { EnvironmentValues() }
    /// The files the user will choose in the next open or save panels, one list per panel,
    /// in order (``ViewHost/chooseFiles(_:)``); a panel run with none left is cancelled.
    @MainActor var fileChoices: [[URL]] = []
    /// Whether the app asked to quit (`NSApp.terminate(_:)`).
    @MainActor var terminated = false
    /// The Mac app's delegate (`NSApp.delegate`), the one an `NSApplicationDelegateAdaptor`
    /// made; weak, as AppKit's (typed `AnyObject`: the protocol is declared only off
    /// Apple's platforms here).
    @MainActor weak var appKitDelegate: AnyObject?
    /// The names AppKit windows save their frames under (`setFrameAutosaveName(_:)`), one
    /// window each.
    @MainActor var windowAutosaveNames: Set<String> = []

    /// The Mac app's activation policy (`NSApp.setActivationPolicy(_:)`): `.regular`, as a
    /// bundled app starts (the raw value: AppKit's type is declared only off Apple's
    /// platforms here).
    @MainActor var activationPolicy = 0
    private let savedPhotosLock = NSLock()
    /// invariant: read and written only under `savedPhotosLock`.
    private var photosSaved: [UIImage] = []
    /// The images the app added to the user's Camera Roll album, in order
    /// (`UIImageWriteToSavedPhotosAlbum`).
    var savedPhotos: [UIImage] { savedPhotosLock.withLock { photosSaved } }
    /// Adds `image` to the Camera Roll album.
    func savePhoto(_ image: UIImage) { savedPhotosLock.withLock { photosSaved.append(image) } }
    private let userActivityLock = NSLock()
    /// invariant: read and written only under `userActivityLock`.
    private var currentActivity: NSUserActivity?
    /// The activity the user is doing now (`NSUserActivity.becomeCurrent()`).
    var currentUserActivity: NSUserActivity? { userActivityLock.withLock { currentActivity } }
    /// Makes `activity` the current one, in place of the one before.
    func setCurrentUserActivity(_ activity: NSUserActivity) { userActivityLock.withLock { currentActivity = activity } }
    /// Leaves no current activity if it was `activity`.
    func resignCurrentUserActivity(_ activity: NSUserActivity) {
        userActivityLock.withLock { if currentActivity === activity { currentActivity = nil } }
    }
    /// The accessibility notifications the app posted, in order (`UIAccessibility.post`).
    @MainActor var accessibilityNotifications: [(notification: UIAccessibility.Notification, argument: String?)] = []

    /// Lays a view out alone and answers its size for a proposal, as a window of its own
    /// would (`UIHostingController.sizeThatFits(in:)`): the layout is the host's, so the
    /// first host made installs it; `nil` before any host exists.
    @MainActor static var measureView: ((AnyView, ProposedViewSize) -> CGSize)?

    /// A window scene whose windows hold the host's window, key and visible, with a root
    /// view controller, as iOS connects an app's first scene.
    @MainActor private func makeScene(session: UISceneSession, options: UIScene.ConnectionOptions) -> UIWindowScene {
        let scene = UIWindowScene(session: session, connectionOptions: options)
        let window = HostUIWindow(system: self)
        window.rootViewController = UIViewController()
        window.windowScene = scene
        window.makeKeyAndVisible()
        return scene
    }

    /// Connects the host's scene as iOS does when an app launches: asks `appDelegate` for
    /// the scene's configuration, makes its delegate (the configuration's class, else
    /// `declaredSceneDelegate`, the class an app's Info.plist names on iOS), tells it the
    /// scene connected, and brings it to the foreground and active as far as the scene
    /// phase is.
    @MainActor func connectScene(to appDelegate: any UIApplicationDelegate, declaredSceneDelegate: AnyClass? = nil) {
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(role: .windowApplication)
        session.configuration = appDelegate.application(application, configurationForConnecting: session, options: options)
        let scene = makeScene(session: session, options: options)
        self.scene = scene
        guard let type = (session.configuration.delegateClass ?? declaredSceneDelegate) as? UIResponder.Type,
              let delegate = type.init() as? any UISceneDelegate else { return }
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: session, options: options)
        phaseChange(from: .background, to: scenePhase())?()
    }

    /// What the scene's delegate is told when the scene phase moves from `old` to `new`,
    /// in UIKit's order; `nil` when the scene has no delegate or nothing changes.
    @MainActor func phaseChange(from old: ScenePhase, to new: ScenePhase) -> (() -> Void)? {
        guard old != new, let delegate = scene.delegate else { return nil }
        let scene = scene
        return {
            if old == .active { delegate.sceneWillResignActive(scene) }
            if new == .background { delegate.sceneDidEnterBackground(scene) }
            if old == .background { delegate.sceneWillEnterForeground(scene) }
            if new == .active { delegate.sceneDidBecomeActive(scene) }
        }
    }

    /// Records haptic feedback that played.
    @MainActor func play(_ feedback: String) { self.feedback.append(feedback) }

    /// The schemes iOS's own apps open: the web, mail, phone, messages, FaceTime, maps,
    /// the App Store and the app's page in Settings.
    static let systemSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio",
                                              "maps", "itms-apps", "app-settings"]

    // MARK: Finding the current host's system

    private static let lock = NSLock()
    /// invariant: read and written only under `lock`; an entry is removed when its host
    /// goes away, so its clock (which the host owns) is alive while it is here.
    nonisolated(unsafe) private static var byClock: [ObjectIdentifier: HostSystem] = [:]
    /// The system of code that runs outside any host.
    static let processWide = HostSystem()

    /// The system of the host whose clock is current, or the process-wide one.
    static var current: HostSystem {
        guard let clock = VirtualClock.current else { return processWide }
        return lock.withLock { byClock[ObjectIdentifier(clock)] } ?? processWide
    }

    /// Makes this the system of the host that owns `clock`.
    func attach(to clock: VirtualClock) {
        Self.lock.withLock { Self.byClock[ObjectIdentifier(clock)] = self }
    }

    /// Forgets the host that owned `clock` (it is going away).
    static func detach(from clock: VirtualClock) {
        _ = lock.withLock { byClock.removeValue(forKey: ObjectIdentifier(clock)) }
    }
}
#endif
