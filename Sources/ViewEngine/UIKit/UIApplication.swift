// UIKit's app object as SwiftUI code reaches it: opening URLs, the settings URL, resigning
// the first responder (to dismiss the keyboard), the app delegate.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import ViewEngineCore
import Foundation

/// The centralized point of control for a running app — UIKit's `UIApplication`, as
/// SwiftUI code calls it: ``shared`` is the current host's (see the host's system in
/// `HostSystem.swift`).
///
/// ```swift
/// Button("Open Settings") {
///     UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
/// }
/// try host.tap("Open Settings")
/// host.openedURLs        // [app-settings:]
/// ```
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The system this app runs on (weak: the system holds its app object).
    weak var owner: HostSystem?
    var system: HostSystem { owner ?? .processWide }

    init(system: HostSystem) {
        owner = system
        super.init()
    }

    nonisolated public required init() {
        super.init()
    }

    /// The app object: the current host's, or outside any host a process-wide one.
    ///
    /// ```swift
    /// UIApplication.shared.open(url)
    /// ```
    public static var shared: UIApplication { HostSystem.current.application }

    /// The delegate of the app object: the one an ``UIApplicationDelegateAdaptor`` made.
    ///
    /// ```swift
    /// UIApplication.shared.delegate as? AppDelegate
    /// ```
    public weak var delegate: (any UIApplicationDelegate)?

    /// Opens the resource at `url`, as the system does: the URL is in the host's
    /// ``ViewHost/openedURLs``, and `completion` is called with whether it opened (a URL
    /// whose scheme no app handles does not: see ``canOpenURL(_:)``).
    ///
    /// ```swift
    /// UIApplication.shared.open(URL(string: "https://example.com")!)
    /// ```
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        let opened = canOpenURL(url) && system.openURL(url)
        completion?(opened)
    }

    /// Opens the resource at `url`, and returns whether it opened.
    ///
    /// ```swift
    /// let opened = await UIApplication.shared.open(url)
    /// ```
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        canOpenURL(url) && system.openURL(url)
    }

    /// Whether an app on the device handles `url`'s scheme: the system's schemes (`http`,
    /// `https`, `mailto`, `tel`, `sms`, `facetime`, `maps`, `itms-apps`, `app-settings`).
    ///
    /// ```swift
    /// UIApplication.shared.canOpenURL(URL(string: "tel:123")!)     // true
    /// UIApplication.shared.canOpenURL(URL(string: "myapp://x")!)   // false
    /// ```
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return system.openableSchemes.contains(scheme)
    }

    /// The URL string that opens the app's page in Settings: `app-settings:`.
    ///
    /// ```swift
    /// URL(string: UIApplication.openSettingsURLString)
    /// ```
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Sends `action` to the first responder (`target` `nil`) or to `target`. The one
    /// action a headless app has a responder for is `resignFirstResponder`: the focused
    /// text field loses focus (the keyboard goes away) and every `@FocusState` is reset.
    /// Returns whether a responder handled it.
    ///
    /// ```swift
    /// UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
    /// ```
    ///
    /// `#selector(UIResponder.resignFirstResponder)` needs the Objective-C runtime, which
    /// Linux does not have: the compiler refuses `#selector` there, so write
    /// `Selector("resignFirstResponder")`.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard target == nil, action == Selector("resignFirstResponder") else { return false }
        return system.resignFocus()
    }

    /// The app's state, following the host's scene phase.
    ///
    /// ```swift
    /// UIApplication.shared.applicationState == .active
    /// ```
    public var applicationState: State {
        switch system.scenePhase() {
        case .active: .active
        case .inactive: .inactive
        case .background: .background
        }
    }

    /// The number shown on the app's icon.
    ///
    /// ```swift
    /// UIApplication.shared.applicationIconBadgeNumber = 3
    /// ```
    public var applicationIconBadgeNumber = 0

    /// The app's dynamic Home Screen quick actions, shown after its static ones; `nil` until
    /// the app sets them.
    ///
    /// ```swift
    /// UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: "Search", localizedTitle: "Search")]
    /// ```
    public var shortcutItems: [UIApplicationShortcutItem]?

    /// Whether the idle timer that dims the screen is off.
    ///
    /// ```swift
    /// UIApplication.shared.isIdleTimerDisabled = true
    /// ```
    public var isIdleTimerDisabled = false

    /// Whether the app may change its icon: yes (the host does not read the app's
    /// `Info.plist`, so every name is taken as one of its alternate icons).
    ///
    /// ```swift
    /// if UIApplication.shared.supportsAlternateIcons { showIconPicker = true }
    /// ```
    public var supportsAlternateIcons: Bool { true }

    /// The name of the alternate icon the app shows; `nil` while it shows its primary icon.
    /// In a host, what ``setAlternateIconName(_:completionHandler:)`` last set there
    /// (``ViewHost/alternateIconName``).
    ///
    /// ```swift
    /// let current = UIApplication.shared.alternateIconName ?? "Primary"
    /// ```
    public var alternateIconName: String? { system.alternateIconName }

    /// Changes the icon the app shows to the alternate icon `alternateIconName` (`nil`: the
    /// primary icon), then calls `completionHandler` with no error. Headless, the change is
    /// recorded at once (``alternateIconName``, and the host's ``ViewHost/alternateIconName``)
    /// and the handler runs before the call returns; an empty name is no icon's: nothing
    /// changes and the handler gets a `CocoaError(.fileNoSuchFile)`.
    ///
    /// ```swift
    /// UIApplication.shared.setAlternateIconName("DarkIcon") { error in
    ///     if let error { print("Could not change the icon: \(error)") }
    /// }
    /// ```
    public func setAlternateIconName(_ alternateIconName: String?,
                                     completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let error = changeIcon(to: alternateIconName)
        completionHandler?(error)
    }

    /// Changes the icon the app shows to the alternate icon `alternateIconName` (`nil`: the
    /// primary icon); throws `CocoaError(.fileNoSuchFile)` for an empty name.
    ///
    /// ```swift
    /// try await UIApplication.shared.setAlternateIconName("DarkIcon")
    /// ```
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        if let error = changeIcon(to: alternateIconName) { throw error }
    }

    private func changeIcon(to name: String?) -> (any Error)? {
        if let name, name.isEmpty { return CocoaError(.fileNoSuchFile) }
        system.alternateIconName = name
        return nil
    }

    /// The states an app is in.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// Keys of the launch options handed to `application(_:didFinishLaunchingWithOptions:)`.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// A key named `rawValue`.
        ///
        /// ```swift
        /// UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// ```
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app was launched by a remote notification.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// Keys of the options of ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// A key named `rawValue`.
        ///
        /// ```swift
        /// UIApplication.OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
        /// ```
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Keys of the options handed to `application(_:open:options:)`.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// A key named `rawValue`.
        ///
        /// ```swift
        /// UIApplication.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// ```
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }

    /// Posted when the app becomes active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}

/// The name of a method sent as an action — the Objective-C runtime's `Selector`, which
/// Linux's Foundation does not have. `#selector(...)` needs that runtime and does not
/// compile on Linux; a selector is written by its name.
///
/// ```swift
/// UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
/// ```
#if !canImport(ObjectiveC)
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let name: String
    /// The selector of the method named `name`.
    ///
    /// ```swift
    /// Selector("resignFirstResponder")
    /// ```
    public init(_ name: String) { self.name = name }
    /// The selector of the method named by a literal.
    ///
    /// ```swift
    /// let action: Selector = "resignFirstResponder"
    /// ```
    public init(stringLiteral name: String) { self.name = name }
    /// The method's name.
    public var description: String { name }
}
#endif

/// An object that describes a user's interaction with the app — UIKit's `UIEvent`. The
/// host's drivers deliver their events to the views directly: nothing makes one, and
/// `sendAction(_:to:from:for:)` takes `nil`.
@preconcurrency @MainActor
public final class UIEvent {
    private init() {}
}
#endif
