// SwiftUI's adaptor for an AppKit app delegate, as a Mac app's `App` declares it.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import ViewEngineCore
import Foundation

/// A property wrapper type that you use to create an AppKit app delegate.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///     var body: some Scene { WindowGroup { NotesList() } }
/// }
/// let host = ViewHost(app: NotesApp())   // AppDelegate has finished launching
/// ```
///
/// Declare it once, in the `App`. The host makes the delegate when it first evaluates
/// the app's body — once per host — makes it `NSApp.delegate`, and calls
/// `applicationWillFinishLaunching(_:)` then `applicationDidFinishLaunching(_:)`, each
/// with its notification (``NSApplication/willFinishLaunchingNotification``,
/// ``NSApplication/didFinishLaunchingNotification``, whose object is `NSApp`), before
/// any view of the app's scenes appears. `NSApp.terminate(_:)` tells it
/// `applicationWillTerminate(_:)`. The host has one window that never closes: it never
/// asks `applicationShouldTerminateAfterLastWindowClosed(_:)`.
///
/// On Linux the delegate must subclass ``NSResponder``, not only `NSObject`, as
/// ``UIApplicationDelegateAdaptor``'s subclasses `UIResponder`: Swift makes an object
/// from a type only through a `required` initializer, and Linux's `NSObject.init()` is
/// not one (`class AppDelegate: NSObject, NSApplicationDelegate` is told "requires that
/// 'AppDelegate' inherit from 'NSResponder'"). On a Mac an `NSResponder` is an
/// `NSObject`, so the change compiles on both.
@propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate>: DynamicProperty {
    private let makeDelegate: () -> DelegateType
    private var box: AppKitDelegateBox<DelegateType>?

    /// Creates an AppKit app delegate adaptor.
    ///
    /// ```swift
    /// @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    /// @NSApplicationDelegateAdaptor private var appDelegate: AppDelegate
    /// ```
    public init(_ delegateType: DelegateType.Type = DelegateType.self) where DelegateType: NSResponder {
        makeDelegate = { DelegateType() }
    }

    /// The underlying app delegate: the one the host made (read before the host attached
    /// it, a new delegate that has not launched).
    public var wrappedValue: DelegateType { box?.delegate ?? makeDelegate() }
}

extension NSApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// A projection of the delegate that makes bindings to its properties, when it is an
    /// `ObservableObject`.
    ///
    /// ```swift
    /// Toggle("Show in menu bar", isOn: $appDelegate.showsMenuBarItem)
    /// ```
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// The AppKit delegate of one host, made and launched once.
private final class AppKitDelegateBox<DelegateType: NSObject & NSApplicationDelegate> {
    let delegate: DelegateType

    @MainActor init(_ delegate: DelegateType) {
        self.delegate = delegate
        let application = NSApp
        application.delegate = delegate
        delegate.applicationWillFinishLaunching(
            Notification(name: NSApplication.willFinishLaunchingNotification, object: application))
        delegate.applicationDidFinishLaunching(
            Notification(name: NSApplication.didFinishLaunchingNotification, object: application))
    }
}

extension NSApplicationDelegateAdaptor: AttachedProperty {
    package static func _attach(_ property: inout Self, in context: AttachContext) -> String? {
        let make = property.makeDelegate
        property.box = context.slotObject { AppKitDelegateBox(make()) }
        return nil
    }
}

extension NSApplicationDelegateAdaptor: ViewInputComparable {
    /// The delegate belongs to the host, not to the app value: never a change.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}
#endif
