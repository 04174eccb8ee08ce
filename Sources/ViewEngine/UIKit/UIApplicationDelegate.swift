#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The methods that manage shared behaviors of an app — UIKit's
/// `UIApplicationDelegate`. Every method is optional (each has a default here).
///
/// In an app hosted with `ViewHost(app:)`, an ``UIApplicationDelegateAdaptor`` makes the
/// delegate and calls `application(_:willFinishLaunchingWithOptions:)`, then
/// `application(_:didFinishLaunchingWithOptions:)`, then connects the host's scene with
/// the configuration `application(_:configurationForConnecting:options:)` returns (its
/// `delegateClass`, a ``UIResponder`` that is a ``UISceneDelegate``, is made and told the
/// scene connected), all before the first scene's views appear.
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         configureServices()
///         return true
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The launch process has begun.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The launch process is almost done and the app is almost ready to run.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Asked to open a resource specified by a URL.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The app has become active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is now in the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to enter the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// The app registered with the push notification service.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// The app could not register with the push notification service.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// Asked for the configuration of a scene that connects (the host's window, at launch).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    /// Returns `true`: the launch goes on.
    ///
    /// ```swift
    /// delegate.application(.shared, willFinishLaunchingWithOptions: nil)
    /// ```
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Returns `true`: the launch goes on.
    ///
    /// ```swift
    /// delegate.application(.shared, didFinishLaunchingWithOptions: nil)
    /// ```
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Returns `false`: the URL is not opened.
    ///
    /// ```swift
    /// delegate.application(.shared, open: url, options: [:])
    /// ```
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.applicationDidBecomeActive(.shared)
    /// ```
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.applicationWillResignActive(.shared)
    /// ```
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.applicationDidEnterBackground(.shared)
    /// ```
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.applicationWillEnterForeground(.shared)
    /// ```
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.applicationWillTerminate(.shared)
    /// ```
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.application(.shared, didRegisterForRemoteNotificationsWithDeviceToken: token)
    /// ```
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.application(.shared, didFailToRegisterForRemoteNotificationsWithError: error)
    /// ```
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    /// The default configuration, with no scene delegate.
    ///
    /// ```swift
    /// delegate.application(.shared, configurationForConnecting: session, options: options)
    /// ```
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
#endif
