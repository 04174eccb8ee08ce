#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// The base class of the objects that recognize touches on a view — UIKit's
/// `UIGestureRecognizer`, which an app's `UIViewRepresentable` makes and adds to the view
/// it shows.
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer(target: context.coordinator, action: Selector("swiped:"))
/// swipe.direction = .left
/// view.addGestureRecognizer(swipe)
/// ```
///
/// The engine draws no UIKit view and delivers no touches to one: a recognizer keeps what
/// is set on it (its targets, the view it is added to, whether it is enabled), so that the
/// code that configures it runs and what it set can be read back; its `state` stays
/// ``State/possible``.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// The states a recognizer goes through — UIKit's `UIGestureRecognizer.State`, with
    /// UIKit's raw values.
    public enum State: Int, Sendable {
        /// It has not recognized its gesture yet (the default).
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (a discrete gesture was recognized).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The touches were not the gesture.
        case failed = 5

        /// A discrete gesture was recognized: ``ended``'s value.
        public static var recognized: State { .ended }
    }

    /// The targets and the actions sent to them when the gesture is recognized, in the
    /// order they were added.
    public private(set) var targets: [(target: AnyObject?, action: Selector)] = []
    /// The view the recognizer is added to (by `UIView.addGestureRecognizer(_:)`).
    public internal(set) weak var view: UIView?
    /// Whether it recognizes its gesture.
    open var isEnabled = true
    /// Where it is in recognizing its gesture; ``State/possible`` here.
    open var state: State = .possible
    /// Whether the touches it recognizes are cancelled in the view.
    open var cancelsTouchesInView = true

    /// A recognizer that sends `action` to `target` when it recognizes its gesture.
    ///
    /// - Parameters:
    ///   - target: The object the action is sent to.
    ///   - action: The action's selector, by name (`Selector("swiped:")`).
    public init(target: Any?, action: Selector?) {
        if let action { targets.append((target as AnyObject?, action)) }
    }

    /// Adds `action` to send to `target`.
    ///
    /// - Parameters:
    ///   - target: The object the action is sent to.
    ///   - action: The action's selector, by name.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((target as AnyObject, action))
    }

    /// Removes `action` from `target` (every action of `target` when `action` is `nil`,
    /// every target's `action` when `target` is `nil`).
    ///
    /// - Parameters:
    ///   - target: The object, or `nil` for every object.
    ///   - action: The action, or `nil` for every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targets.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }
}

extension UIView {
    /// Adds `gestureRecognizer` to the view: it is the view's, its `view` this one.
    ///
    /// - Parameter gestureRecognizer: The recognizer to add.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    /// Removes `gestureRecognizer` from the view.
    ///
    /// - Parameter gestureRecognizer: The recognizer to remove.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizer.view = nil
        let remaining = (gestureRecognizers ?? []).filter { $0 !== gestureRecognizer }
        gestureRecognizers = remaining.isEmpty ? nil : remaining
    }
}
#endif
