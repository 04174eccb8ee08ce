#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A container view controller that defines a stack-based scheme for navigating
/// hierarchical content — UIKit's `UINavigationController`, the base of
/// ``UIImagePickerController``. Headless, it keeps its stack of controllers.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The controllers on the stack, root first.
    open var viewControllers: [UIViewController] = []
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: what the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// A navigation controller with `rootViewController` on its stack.
    ///
    /// ```swift
    /// UINavigationController(rootViewController: UIHostingController(rootView: ContentView()))
    /// ```
    public convenience init(rootViewController: UIViewController) {
        self.init()
        viewControllers = [rootViewController]
    }

    /// Pushes `viewController` on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top controller (not the root); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
}

/// The methods a navigation controller's delegate implements — UIKit's
/// `UINavigationControllerDelegate`; an image picker's delegate adopts it too.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}
#endif
