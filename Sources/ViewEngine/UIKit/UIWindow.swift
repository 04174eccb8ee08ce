#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The backdrop for your app's user interface — UIKit's `UIWindow`. A host is one window:
/// its scene's ``UIWindowScene/windows`` holds it, key and visible, as large as the host's
/// window (``ViewHost/size``), with a root view controller that SwiftUI code can present
/// from. A window an app makes itself (in a scene delegate) joins its scene's windows.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The scene the window is in.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }
    /// The window's root view controller.
    open var rootViewController: UIViewController?
    /// Whether the window is its scene's key window (the one that takes keyboard events).
    public var isKeyWindow: Bool { windowScene?.keyWindow === self }
    /// The window's level: where it stacks among the scene's windows (``Level/normal``
    /// unless set).
    ///
    /// ```swift
    /// overlay.windowLevel = .alert
    /// ```
    open var windowLevel: UIWindow.Level = .normal
    /// Whether someone asked the window to show (``makeKeyAndVisible()``) or it is the host's.
    public private(set) var isVisible = false

    /// A window with a zero frame and no scene.
    nonisolated public required init() {
        super.init()
    }

    /// A window in `windowScene`, as large as the scene's screen.
    ///
    /// ```swift
    /// let window = UIWindow(windowScene: windowScene)
    /// ```
    public convenience init(windowScene: UIWindowScene) {
        self.init()
        frame = UIScreen.main.bounds
        // An initializer's own assignment does not run `didSet`: join the scene here.
        self.windowScene = windowScene
        windowScene.add(self)
    }

    /// The window itself.
    open override var window: UIWindow? { self }

    /// Makes the window its scene's key window and shows it.
    ///
    /// ```swift
    /// window.rootViewController = UIHostingController(rootView: ContentView())
    /// window.makeKeyAndVisible()
    /// ```
    open func makeKeyAndVisible() {
        isVisible = true
        makeKey()
    }

    /// Makes the window its scene's key window.
    open func makeKey() {
        windowScene?.keyWindow = self
    }
}

/// The host's window: always as large as the host's window (``ViewHost/size``).
final class HostUIWindow: UIWindow {
    private weak var system: HostSystem?

    init(system: HostSystem) {
        self.system = system
        super.init()
    }

    nonisolated required init() {
        super.init()
    }

    override var frame: CGRect {
        get { CGRect(origin: .zero, size: system?.windowSize() ?? HostConfiguration().windowSize) }
        set {}
    }
}

extension UIWindowScene {
    /// The windows of the scene: the host's, and those the app made in it.
    ///
    /// ```swift
    /// (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.rootViewController
    /// ```
    public var windows: [UIWindow] { sceneWindows.windows }

    /// The scene's key window (at first, the host's).
    ///
    /// ```swift
    /// windowScene.keyWindow?.endEditing(true)
    /// ```
    public internal(set) var keyWindow: UIWindow? {
        get { sceneWindows.key }
        set { sceneWindows.key = newValue }
    }

    func add(_ window: UIWindow) {
        if !sceneWindows.windows.contains(where: { $0 === window }) { sceneWindows.windows.append(window) }
    }

    func remove(_ window: UIWindow) {
        sceneWindows.windows.removeAll { $0 === window }
        if sceneWindows.key === window { sceneWindows.key = sceneWindows.windows.first }
    }
}

extension UIApplication {
    /// The app's windows: its scenes' (deprecated in iOS 15, for ``UIWindowScene/windows``).
    ///
    /// ```swift
    /// UIApplication.shared.windows.first { $0.isKeyWindow }
    /// ```
    public var windows: [UIWindow] {
        system.scene.windows
    }
}
#endif
