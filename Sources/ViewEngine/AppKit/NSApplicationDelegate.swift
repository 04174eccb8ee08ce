// AppKit's app delegate, as a Mac app written before SwiftUI's App declares its entry point.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The methods that manage an app's life cycle — AppKit's `NSApplicationDelegate`. Every
/// method is optional (each has a default here). A Mac app written before SwiftUI's `App`
/// (macOS 10.15) marks its delegate `@NSApplicationMain` and puts its SwiftUI views in a
/// window through an ``NSHostingView``:
///
/// ```swift
/// @NSApplicationMain
/// class AppDelegate: NSObject, NSApplicationDelegate {
///     var window: NSWindow!
///     func applicationDidFinishLaunching(_ aNotification: Notification) {
///         window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 480, height: 300),
///                           styleMask: [.titled, .closable], backing: .buffered, defer: false)
///         window.contentView = NSHostingView(rootView: ContentView())
///     }
/// }
/// ```
///
/// The engine hosts views, not an AppKit run loop: it calls none of these methods itself.
@preconcurrency @MainActor
public protocol NSApplicationDelegate: NSObjectProtocol {
    /// The app is about to finish launching.
    func applicationWillFinishLaunching(_ notification: Notification)
    /// The app has finished launching: its main window is made here.
    func applicationDidFinishLaunching(_ notification: Notification)
    /// The app has become active.
    func applicationDidBecomeActive(_ notification: Notification)
    /// The app is about to become inactive.
    func applicationWillResignActive(_ notification: Notification)
    /// The app is about to terminate.
    func applicationWillTerminate(_ notification: Notification)
    /// Whether the app terminates when its last window closes.
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
    /// The app is asked to open `urls`.
    func application(_ application: NSApplication, open urls: [URL])
}

extension NSApplicationDelegate {
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.applicationWillFinishLaunching(Notification(name: .init("launch")))
    /// ```
    public func applicationWillFinishLaunching(_ notification: Notification) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.applicationDidFinishLaunching(Notification(name: .init("launch")))
    /// ```
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.applicationDidBecomeActive(Notification(name: .init("active")))
    /// ```
    public func applicationDidBecomeActive(_ notification: Notification) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.applicationWillResignActive(Notification(name: .init("inactive")))
    /// ```
    public func applicationWillResignActive(_ notification: Notification) {}
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.applicationWillTerminate(Notification(name: .init("terminate")))
    /// ```
    public func applicationWillTerminate(_ notification: Notification) {}
    /// Returns `false`, AppKit's answer when the delegate does not implement the method:
    /// the app keeps running with no window.
    ///
    /// ```swift
    /// delegate.applicationShouldTerminateAfterLastWindowClosed(NSApp)   // false
    /// ```
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
    /// Does nothing.
    ///
    /// ```swift
    /// delegate.application(NSApp, open: [URL(fileURLWithPath: "/tmp/notes.txt")])
    /// ```
    public func application(_ application: NSApplication, open urls: [URL]) {}
}
#endif
