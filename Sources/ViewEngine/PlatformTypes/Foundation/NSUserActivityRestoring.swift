// The objects that restore their state from a user activity.
#if !canImport(Darwin)
import Foundation

/// An object that restores its state to continue a user activity — AppKit's
/// `NSUserActivityRestoring` (UIKit's `UIUserActivityRestoring`), which ``NSResponder``
/// and ``UIResponder`` adopt.
///
/// ```swift
/// final class NoteController: UIResponder {
///     var noteID: String?
///     override func restoreUserActivityState(_ activity: NSUserActivity) {
///         noteID = activity.userInfo?["id"] as? String
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol NSUserActivityRestoring: NSObjectProtocol {
    /// Restores the state necessary to continue `userActivity`, from its `userInfo`.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
#endif
