// An app that UIKit starts rather than SwiftUI's `App`: an application delegate marked
// `@main`, and the scene delegate its Info.plist names, which puts a `UIHostingController`
// in the window it makes. The engine hosts such an app as a SwiftUI app whose delegate is
// adapted: the delegate finishes launching, the first scene connects and its delegate makes
// the window, and the window group shows the SwiftUI view of that window's root view
// controller.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An app that UIKit starts — an application delegate and the scene delegate that hosts
/// SwiftUI in its window — as a SwiftUI app a ``ViewHost`` hosts.
///
/// ```swift
/// // The app's files, as on iOS:
/// @main class AppDelegate: UIResponder, UIApplicationDelegate { … }
/// class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///                options connectionOptions: UIScene.ConnectionOptions) {
///         guard let windowScene = scene as? UIWindowScene else { return }
///         let window = UIWindow(windowScene: windowScene)
///         window.rootViewController = UIHostingController(rootView: ContentView())
///         self.window = window
///         window.makeKeyAndVisible()
///     }
/// }
///
/// // A test:
/// let host = ViewHost(app: UIApplicationDelegateApp<AppDelegate, SceneDelegate>())
/// try host.tap("Add")
/// ```
///
/// Launching, the host makes `Delegate`, calls its `application(_:willFinishLaunchingWithOptions:)`
/// and `application(_:didFinishLaunchingWithOptions:)`, asks it for the first scene's
/// configuration and makes that scene's delegate: the configuration's `delegateClass`, else
/// `SceneDelegate` (on iOS, the class the Info.plist's scene manifest names). The delegate's
/// `scene(_:willConnectTo:options:)` makes the window; the host shows the SwiftUI view of
/// the scene's key window's root view controller — a `UIHostingController`'s root view, or
/// the root of a `UINavigationController` of one, in a `NavigationStack`. A root view
/// controller set later, or one that hosts no SwiftUI, is not shown: the window is empty,
/// and ``ViewHost/render()`` says why.
public struct UIApplicationDelegateApp<Delegate: UIResponder & UIApplicationDelegate,
                                       SceneDelegate: UIResponder & UIWindowSceneDelegate>: App {
    @UIApplicationDelegateAdaptor private var delegate: Delegate

    /// The app, not yet launched.
    public init() {
        _delegate = UIApplicationDelegateAdaptor(Delegate.self, sceneDelegate: SceneDelegate.self)
    }

    /// One window group: the SwiftUI view of the key window of the scene.
    public var body: some Scene {
        WindowGroup { KeyWindowRootView() }
    }
}

extension UIApplicationDelegate where Self: UIResponder {
    /// What `@main` on an application delegate calls: the app runs headlessly as
    /// ``App/main()`` runs one, with the scene delegate the delegate's configuration names
    /// (there is no Info.plist to name one).
    public static func main() async {
        await UIApplicationDelegateApp<Self, NoDeclaredSceneDelegate>.main()
    }
}

/// The scene delegate of an app whose Info.plist names none: it does nothing.
public final class NoDeclaredSceneDelegate: UIResponder, UIWindowSceneDelegate {}

/// The SwiftUI view of the host's key window's root view controller.
struct KeyWindowRootView: View {
    var body: some View {
        if let content = (HostSystem.current.scene.keyWindow?.rootViewController).flatMap(Self.swiftUIView(of:)) {
            content
        } else {
            Text("The window's root view controller hosts no SwiftUI view")
        }
    }

    /// A hosting controller's root view; a navigation controller's root's, in a navigation
    /// stack.
    @MainActor static func swiftUIView(of controller: UIViewController) -> AnyView? {
        if let hosting = controller as? any SwiftUIViewHosting { return hosting.hostedView }
        if let navigation = controller as? UINavigationController,
           let root = navigation.viewControllers.first.flatMap(swiftUIView(of:)) {
            return AnyView(NavigationStack { root })
        }
        return nil
    }
}

/// A view controller that hosts a SwiftUI view.
@MainActor
protocol SwiftUIViewHosting {
    /// The view it hosts.
    var hostedView: AnyView { get }
}

extension UIHostingController: SwiftUIViewHosting {
    var hostedView: AnyView { AnyView(rootView) }
}
#endif
