#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An object that manages a view hierarchy — UIKit's `UIViewController`, which apps reach as
/// a window's `rootViewController` to present a controller of their own (a share sheet,
/// a mail composer) from SwiftUI code.
///
/// Headless, presenting keeps the presented controller (``presentedViewController``) and
/// runs the completion; nothing is drawn.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The controller's view, made at first use.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            let view = UIView()
            loadedView = view
            return view
        }
        set { loadedView = newValue }
    }
    private var loadedView: UIView?
    /// The controller's title.
    open var title: String?
    /// The controller this one presented, until it is dismissed.
    public private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public private(set) weak var presentingViewController: UIViewController?
    /// The controllers this one contains.
    public private(set) var children: [UIViewController] = []
    /// The style the controller's views use whatever the system's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// For a controller a representable shows, the `dismiss` action of its environment:
    /// what ``dismiss(animated:completion:)`` calls when it is in a presentation.
    var enclosingPresentation: DismissAction?

    /// A controller with no view yet.
    ///
    /// ```swift
    /// let controller = UIViewController()
    /// ```
    nonisolated public required init() {
        super.init()
    }

    /// Whether the controller's view is made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Presents `controller` over this one (over what this one presents, if it does,
    /// as UIKit asks the topmost controller to), then runs `completion`.
    ///
    /// ```swift
    /// window.rootViewController?.present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
    /// ```
    open func present(_ controller: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presentedViewController {
            return presentedViewController.present(controller, animated: flag, completion: completion)
        }
        presentedViewController = controller
        controller.presentingViewController = self
        completion?()
    }

    /// Dismisses what this controller presented (or, if it presents nothing, itself from
    /// its presenter; or, for a controller a representable shows in a SwiftUI sheet, cover
    /// or popover, that presentation, as UIKit hands the dismissal to the presenting
    /// hosting controller), then runs `completion`.
    ///
    /// ```swift
    /// controller.dismiss(animated: true)
    /// ```
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
        } else if let enclosingPresentation, enclosingPresentation.dismissesPresentation {
            enclosingPresentation()
        }
        completion?()
    }

    /// Adds `child` to the controllers this one contains.
    ///
    /// ```swift
    /// container.addChild(controller)
    /// ```
    open func addChild(_ child: UIViewController) {
        children.append(child)
    }
}
#endif
