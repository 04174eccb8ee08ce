#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation
#if canImport(Darwin)
import QuartzCore
#endif

/// An object that manages the content for a rectangular area on the screen — UIKit's
/// `UIView`, the base of the views an app's `UIViewRepresentable` makes and of the bars
/// whose appearance proxies an app sets (`UINavigationBar.appearance()`).
///
/// The engine draws no UIKit view: a view here keeps what is set on it (its frame, colors,
/// subviews), so that code which configures views runs and what it set can be read back.
/// ``endEditing(_:)`` is real: it takes focus from the host's focused field.
@preconcurrency @MainActor
open class UIView: UIResponder, UIAppearance {
    /// The view's rectangle in its superview's coordinates; for the view a representable
    /// shows, the rectangle the layout gave the representable, in the window.
    open var frame: CGRect = .zero
    /// The view's rectangle in its own coordinates: at the origin, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The view's background color.
    open var backgroundColor: UIColor?
    /// The tint color of the view and its subviews; `nil` until set.
    open var tintColor: UIColor!
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// The style the view and its subviews use whatever the system's (light or dark).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The number that identifies the view in `viewWithTag(_:)`.
    open var tag = 0
    /// How the view lays out its content when its bounds change: kept, as there is no
    /// content to scale headless.
    open var contentMode: ContentMode = .scaleToFill
    /// The gesture recognizers added to the view (`addGestureRecognizer(_:)`), in the order
    /// they were added; `nil` when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// The view's subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this view is a subview of.
    public private(set) weak var superview: UIView?

    /// The Core Animation layer the view draws with: kept, never composited.
    ///
    /// ```swift
    /// view.layer.cornerRadius = 12
    /// ```
    public let layer = CALayer()

    /// The window the view is in: its superview's (a window is its own).
    open var window: UIWindow? { superview?.window }

    /// A view with a zero frame.
    ///
    /// ```swift
    /// UITableView.appearance().tableFooterView = UIView()
    /// ```
    nonisolated public required init() {
        super.init()
    }

    /// A view with `frame`.
    ///
    /// ```swift
    /// let window = UIWindow(frame: UIScreen.main.bounds)
    /// ```
    public convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    /// Adds `view` on top of the subviews (taking it from its former superview).
    ///
    /// ```swift
    /// container.addSubview(label)
    /// ```
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view from its superview.
    ///
    /// ```swift
    /// label.removeFromSuperview()
    /// ```
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The view itself or the first of its descendants whose ``tag`` is `tag`.
    ///
    /// ```swift
    /// window.viewWithTag(7)
    /// ```
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Causes the view (or one of its embedded text fields) to resign the first responder
    /// status: in a host, the focused field loses focus, as a tap outside it would make it.
    /// Returns whether a field had it.
    ///
    /// ```swift
    /// UIApplication.shared.windows.first?.endEditing(true)
    /// ```
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        HostSystem.current.resignFocus()
    }

    /// The size the view's content needs, each side ``noIntrinsicMetric`` where it has
    /// none (the base class has none: it takes what it is given). A representable whose
    /// view has one is that size along that side (Rules R22, Measures §10 "Platform
    /// views").
    ///
    /// ```swift
    /// override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
    /// ```
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The value of a side of ``intrinsicContentSize`` that the content does not size.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the view's representable that ``intrinsicContentSize`` changed: it is measured
    /// again in the next frame's layout pass.
    open func invalidateIntrinsicContentSize() {
        intrinsicSizeDidChange?()
    }

    /// Set by the representable showing the view: what ``invalidateIntrinsicContentSize()`` calls.
    final var intrinsicSizeDidChange: (@MainActor () -> Void)?

    /// The size that best fits `size`: the base class answers its current size (its
    /// bounds), as UIKit's does.
    ///
    /// ```swift
    /// let fitting = label.sizeThatFits(CGSize(width: 200, height: .greatestFiniteMagnitude))
    /// ```
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to the size that fits its current bounds (``sizeThatFits(_:)``),
    /// keeping its origin: a view overrides `sizeThatFits(_:)`, not this.
    ///
    /// ```swift
    /// controller.view.bounds = CGRect(origin: .zero, size: size)
    /// controller.view.sizeToFit()
    /// ```
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        frame.size = CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// Draws a snapshot of the view and its subviews into `rect` of the current image
    /// context (`UIGraphicsBeginImageContextWithOptions`, a renderer's `image(actions:)`).
    /// There are no pixels to draw: it answers whether there is a context to draw into.
    ///
    /// ```swift
    /// UIGraphicsBeginImageContextWithOptions(view.bounds.size, true, 0)
    /// view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    /// let snapshot = UIGraphicsGetImageFromCurrentImageContext()
    /// UIGraphicsEndImageContext()
    /// ```
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        UIGraphicsGetCurrentContext() != nil
    }

    /// Marks the view as needing layout: nothing to lay out, headless.
    open func setNeedsLayout() {}
    /// Lays the view out now: nothing to lay out, headless.
    open func layoutIfNeeded() {}

    /// Whether UIKit animates changes: set with ``setAnimationsEnabled(_:)``.
    public static var areAnimationsEnabled: Bool { HostSystem.current.uiViewAnimationsEnabled }

    /// Turns UIKit's view animations on or off (SwiftUI's animations are not affected).
    ///
    /// ```swift
    /// UIView.setAnimationsEnabled(false)
    /// ```
    public static func setAnimationsEnabled(_ enabled: Bool) {
        HostSystem.current.uiViewAnimationsEnabled = enabled
    }
}

/// The user interface's styles — UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// The system's style.
    case unspecified
    /// The light style.
    case light
    /// The dark style.
    case dark
}
#endif

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
/// A view a representable shows is sized by its intrinsic content size and gets the
/// frame the layout gives the representable.
extension UIView: RepresentedViewSizing {
    var representedIntrinsicSize: CGSize { intrinsicContentSize }
    func representableWasPlaced(at frame: CGRect) { self.frame = frame }
    func observeIntrinsicSize(_ change: @escaping @MainActor () -> Void) { intrinsicSizeDidChange = change }
}

/// A view controller a representable shows is sized, and placed, through its view.
extension UIViewController: RepresentedViewSizing {
    var representedIntrinsicSize: CGSize { view.representedIntrinsicSize }
    func representableWasPlaced(at frame: CGRect) { view.representableWasPlaced(at: frame) }
    func observeIntrinsicSize(_ change: @escaping @MainActor () -> Void) { view.observeIntrinsicSize(change) }
}

/// A view controller a representable shows dismisses the presentation it is in.
extension UIViewController: RepresentedInEnvironment {
    func representableEnvironment(_ environment: EnvironmentValues) { enclosingPresentation = environment.dismiss }
}
#endif
