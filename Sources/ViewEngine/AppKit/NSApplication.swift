// AppKit's app object and windows, over the host's system.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The app — AppKit's `NSApplication`, as a macOS app's SwiftUI code reaches it through
/// ``NSApp``: its key window, the standard About panel, activation.
///
/// ```swift
/// NSApp.keyWindow?.makeFirstResponder(nil)       // ends editing: the host's field loses focus
/// ```
///
/// It is the current host's app, as `UIApplication.shared` is: the host is its one
/// window, key. What draws no view headless (the About panel, bringing the app forward,
/// full screen) is accepted and changes nothing a view can read.
@preconcurrency @MainActor
public final class NSApplication: NSResponder {
    private var system: HostSystem { HostSystem.current }

    /// The app: the current host's.
    public static var shared: NSApplication { NSApplication() }

    /// The window that takes keyboard input: the host's.
    public var keyWindow: NSWindow? { NSWindow() }

    /// The app's main window: the host's.
    public var mainWindow: NSWindow? { keyWindow }

    /// The app's windows: the host's one.
    public var windows: [NSWindow] { [NSWindow()] }

    /// Sends the action `action` up the responder chain; returns whether a responder took
    /// it. `resignFirstResponder` takes focus from the host's focused field.
    ///
    /// ```swift
    /// NSApp.sendAction(Selector(("resignFirstResponder")), to: nil, from: nil)
    /// ```
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?) -> Bool {
        guard target == nil, action == Selector("resignFirstResponder") else { return false }
        return system.resignFocus()
    }

    /// The app's delegate: the one an ``NSApplicationDelegateAdaptor`` made, else the one
    /// set here (weak, as AppKit's).
    ///
    /// ```swift
    /// NSApp.delegate as? AppDelegate
    /// ```
    public var delegate: (any NSApplicationDelegate)? {
        get { system.appKitDelegate as? any NSApplicationDelegate }
        set { system.appKitDelegate = newValue }
    }

    /// Quits the app. On a Mac the process ends; headless the host records it
    /// (``ViewHost/appTerminated``) and goes on, so a test can check a Quit button. The
    /// delegate is told first (`applicationWillTerminate(_:)`, with a
    /// ``willTerminateNotification``).
    ///
    /// ```swift
    /// Button("Quit") { NSApp.terminate(nil) }
    /// ```
    public func terminate(_ sender: Any?) {
        delegate?.applicationWillTerminate(Notification(name: Self.willTerminateNotification, object: self))
        system.terminated = true
    }

    /// Posted when the app is about to finish launching
    /// (`applicationWillFinishLaunching(_:)`).
    nonisolated public static let willFinishLaunchingNotification =
        Notification.Name("NSApplicationWillFinishLaunchingNotification")

    /// Posted when the app has finished launching (`applicationDidFinishLaunching(_:)`).
    nonisolated public static let didFinishLaunchingNotification =
        Notification.Name("NSApplicationDidFinishLaunchingNotification")

    /// Posted when the app is about to terminate (`applicationWillTerminate(_:)`).
    nonisolated public static let willTerminateNotification =
        Notification.Name("NSApplicationWillTerminateNotification")

    /// Shows the standard About panel (no window is drawn headless).
    public func orderFrontStandardAboutPanel(_ sender: Any?) {}

    /// Brings the app to the front (it is in front headless).
    public func activate(ignoringOtherApps flag: Bool) {}

    /// Brings the app to the front (it is in front headless).
    public func activate() {}

    /// The response of a modal window, such as an open panel.
    public struct ModalResponse: RawRepresentable, Hashable, Sendable {
        /// The response's code.
        public let rawValue: Int
        /// A response of the given code.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The user confirmed (OK, Open, Save).
        public static let OK = ModalResponse(rawValue: 1)
        /// The user cancelled.
        public static let cancel = ModalResponse(rawValue: 0)
    }
}

/// The app (`NSApplication.shared`): the current host's.
@MainActor public var NSApp: NSApplication { NSApplication.shared }

/// An object that responds to and handles events — AppKit's `NSResponder`, the base of
/// the app, its windows and views.
@preconcurrency @MainActor
open class NSResponder: NSObject, NSUserActivityRestoring {
    /// Creates a responder. It is `required` (Linux's `NSObject.init()` is not), so that an
    /// ``NSApplicationDelegateAdaptor`` can make an app delegate from its type.
    nonisolated public required override init() { super.init() }

    /// Whether the responder can become the first responder.
    open var acceptsFirstResponder: Bool { false }

    /// Asks to become the first responder; returns whether it did.
    @discardableResult
    open func becomeFirstResponder() -> Bool { true }

    /// Asks to stop being the first responder; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// The responder that gets the events this one passes on: a view's superview, set
    /// when the view is added to it.
    open weak var nextResponder: NSResponder?

    /// The user moved the mouse's scroll wheel: passes the event on to the
    /// ``nextResponder``, as AppKit's default does; a view that scrolls overrides it.
    ///
    /// ```swift
    /// override func scrollWheel(with event: NSEvent) {
    ///     if abs(event.deltaX) > abs(event.deltaY) { nextResponder?.scrollWheel(with: event) }
    ///     else { super.scrollWheel(with: event) }
    /// }
    /// ```
    open func scrollWheel(with event: NSEvent) { nextResponder?.scrollWheel(with: event) }

    /// Restores the state needed to continue `userActivity` (``NSUserActivityRestoring``):
    /// nothing here; a subclass overrides it and reads the activity's `userInfo`.
    ///
    /// ```swift
    /// override func restoreUserActivityState(_ userActivity: NSUserActivity) {
    ///     noteID = userActivity.userInfo?["id"] as? String
    /// }
    /// ```
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {}
}

/// A window — AppKit's `NSWindow`: the host's, as ``NSApplication/keyWindow`` gives it.
@preconcurrency @MainActor
open class NSWindow: NSResponder {
    /// The window's title.
    open var title = ""

    /// The view that fills the window (none: the host draws the window's SwiftUI views).
    open var contentView: NSView? {
        didSet {
            if oldValue !== contentView { oldValue?.hostingWindow = nil }
            contentView?.hostingWindow = self
        }
    }

    /// The window's frame, in screen coordinates: the content rectangle it was made with
    /// (headless, no title bar is drawn around it).
    public internal(set) var frame: NSRect = .zero

    /// The window's style: its title bar, its buttons, whether it resizes.
    open var styleMask: NSWindow.StyleMask = []

    /// How the window's drawing is buffered (AppKit's windows are all `.buffered`).
    public private(set) var backingType: NSWindow.BackingStoreType = .buffered

    /// The name the window's frame is saved under in the defaults system; empty when none
    /// (``setFrameAutosaveName(_:)`` sets it).
    public private(set) var frameAutosaveName: NSWindow.FrameAutosaveName = ""

    /// Whether the window is restored when the app relaunches.
    open var isRestorable = true

    /// The smallest size a person can resize the window's content to.
    open var contentMinSize: NSSize = .zero

    /// The largest size a person can resize the window's content to.
    open var contentMaxSize = NSSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// A window the app has not placed: the host's, as ``NSApplication/keyWindow`` gives it.
    nonisolated public required init() { super.init() }

    /// Creates a window with `contentRect` as its content's frame, in `style`, as an
    /// AppKit app delegate makes its main window for an `NSHostingView`.
    ///
    /// ```swift
    /// window = NSWindow(contentRect: NSRect(x: 0, y: 0, width: 480, height: 300),
    ///                   styleMask: [.titled, .closable, .resizable], backing: .buffered, defer: false)
    /// ```
    ///
    /// Headless, the window keeps its frame and style; the host draws its own window.
    public init(contentRect: NSRect, styleMask style: NSWindow.StyleMask,
                backing backingStoreType: NSWindow.BackingStoreType, defer flag: Bool) {
        frame = contentRect
        styleMask = style
        backingType = backingStoreType
        super.init()
    }

    /// Sets the window's location to the center of the screen. The host has no screen
    /// around its window, so the frame stays where it is.
    ///
    /// ```swift
    /// window.center()
    /// ```
    open func center() {}

    /// Sets the name AppKit saves the window's frame under in the defaults system, and
    /// returns whether it could: `false` when another window of the app (the current
    /// host's) already uses `name`. An empty name stops the saving.
    ///
    /// ```swift
    /// window.setFrameAutosaveName("Main Window")
    /// ```
    @discardableResult
    open func setFrameAutosaveName(_ name: NSWindow.FrameAutosaveName) -> Bool {
        if !name.isEmpty, name != frameAutosaveName {
            guard HostSystem.current.windowAutosaveNames.insert(name).inserted else { return false }
        }
        if !frameAutosaveName.isEmpty, name != frameAutosaveName {
            HostSystem.current.windowAutosaveNames.remove(frameAutosaveName)
        }
        frameAutosaveName = name
        return true
    }

    /// Makes `responder` the window's first responder; `nil` ends editing, as in AppKit,
    /// and takes focus from the host's focused field. Returns whether it could.
    ///
    /// ```swift
    /// NSApp.keyWindow?.makeFirstResponder(nil)
    /// ```
    @discardableResult
    open func makeFirstResponder(_ responder: NSResponder?) -> Bool {
        if responder == nil { _ = HostSystem.current.resignFocus() }
        return true
    }

    /// Makes the window key and brings it forward (it is, headless).
    open func makeKeyAndOrderFront(_ sender: Any?) {}

    /// Makes the window key (it is, headless).
    open func makeKey() {}

    /// Brings the window forward (it is, headless).
    open func orderFront(_ sender: Any?) {}

    /// Enters or leaves full screen (the host's window keeps its size).
    open func toggleFullScreen(_ sender: Any?) {}

    /// Closes the window.
    open func close() {}
}
#endif
