#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that responds to and handles events — UIKit's `UIResponder`, the base of
/// the app object and, in Xcode's templates, of the app delegate
/// (`class AppDelegate: UIResponder, UIApplicationDelegate`).
///
/// Its `init()` is `required`, so an ``UIApplicationDelegateAdaptor`` can make a
/// delegate from its type: Linux's `NSObject.init()` is not, and Swift makes an object
/// from a type only through a required initializer.
@preconcurrency @MainActor
open class UIResponder: NSObject, NSUserActivityRestoring {
    /// Creates a responder.
    ///
    /// ```swift
    /// final class AppDelegate: UIResponder, UIApplicationDelegate {}
    /// ```
    nonisolated public required override init() {
        super.init()
    }

    /// The next responder in the chain: none, headless.
    open var next: UIResponder? { nil }

    /// Restores the state needed to continue `activity` (``NSUserActivityRestoring``):
    /// nothing here; a subclass overrides it and reads the activity's `userInfo`.
    ///
    /// ```swift
    /// override func restoreUserActivityState(_ activity: NSUserActivity) {
    ///     noteID = activity.userInfo?["id"] as? String
    /// }
    /// ```
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// Whether the responder can become the first responder.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become the first responder; returns whether it did.
    ///
    /// ```swift
    /// responder.becomeFirstResponder()
    /// ```
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Asks to stop being the first responder; returns whether it did.
    ///
    /// ```swift
    /// responder.resignFirstResponder()
    /// ```
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool { false }

    /// Posted before the keyboard shows.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard shows.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hides.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// The key of the keyboard's final frame in a keyboard notification's user info.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The key of the keyboard's animation duration in a keyboard notification's user info.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}
#endif
