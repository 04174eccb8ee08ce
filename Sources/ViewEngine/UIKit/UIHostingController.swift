#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A UIKit view controller that manages a SwiftUI view hierarchy — SwiftUI's
/// `UIHostingController`, which apps make to put a SwiftUI view in a window (a scene
/// delegate's root view controller) or to measure a view before drawing it into an image.
///
/// ```swift
/// let controller = UIHostingController(rootView: Badge(count: 3))
/// controller.sizeThatFits(in: CGSize(width: 320, height: 640))   // the badge's size
/// window.rootViewController = controller
/// ```
///
/// Headless, the controller keeps its ``rootView`` and its `view` (a `UIView` whose
/// `sizeThatFits(_:)` is the root view's): the window a host shows is the host's own, so
/// a window an app makes for it is recorded, not drawn. ``sizeThatFits(in:)`` lays the root
/// view out alone, as `ImageRenderer` does, with the default environment.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The root view of the SwiftUI view hierarchy the controller manages.
    ///
    /// ```swift
    /// controller.rootView = ContentView(model: model)
    /// ```
    public var rootView: Content {
        didSet { hostingView?.invalidateIntrinsicContentSize() }
    }

    /// How the controller tracks its content's size: with `.intrinsicContentSize`, its
    /// view's intrinsic content size is the root view's ideal size. Empty by default.
    ///
    /// ```swift
    /// controller.sizingOptions = .intrinsicContentSize
    /// ```
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet { hostingView?.invalidateIntrinsicContentSize() }
    }

    /// Creates a hosting controller that manages `rootView`.
    ///
    /// ```swift
    /// window.rootViewController = UIHostingController(rootView: ContentView())
    /// ```
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
        let view = HostingView()
        view.measure = { [weak self] size in self?.sizeThatFits(in: size) ?? size }
        view.measuresIdealSize = { [weak self] in self?.sizingOptions.contains(.intrinsicContentSize) ?? false }
        self.view = view
    }

    /// Not available: a hosting controller is made with ``init(rootView:)``. The
    /// initializer is `required` because `UIResponder`'s is (so that an app delegate can be
    /// made from its type); only a call through a metatype could reach it, and the engine
    /// makes only app and scene delegates that way. Reached, it stops the program with
    /// UIKit's message.
    @available(*, unavailable)
    nonisolated public required init() {
        preconditionFailure("init() has not been implemented: use init(rootView:)")
    }

    /// The size that best fits the root view and its contents within `size`: the root
    /// view laid out alone for that proposal (a side that is infinite or
    /// `.greatestFiniteMagnitude` is unspecified: the view's ideal length on it). Before
    /// any host exists there is no layout to ask, and the answer is `size` (its non-finite
    /// sides zero).
    ///
    /// ```swift
    /// let size = controller.sizeThatFits(in: UIScreen.main.bounds.size)
    /// controller.view.bounds = CGRect(origin: .zero, size: size)
    /// ```
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func side(_ length: CGFloat) -> CGFloat? {
            length.isFinite && length < .greatestFiniteMagnitude ? max(0, length) : nil
        }
        let proposal = ProposedViewSize(width: side(size.width), height: side(size.height))
        guard let measure = HostSystem.measureView else {
            return proposal.replacingUnspecifiedDimensions(by: .zero)
        }
        return measure(AnyView(rootView), proposal)
    }

    private var hostingView: HostingView? { isViewLoaded ? view as? HostingView : nil }
}

/// The view of a hosting controller: its size that fits is the root view's.
@MainActor
final class HostingView: UIView {
    /// The controller's `sizeThatFits(in:)`.
    var measure: ((CGSize) -> CGSize)?
    /// Whether the intrinsic content size is the root view's ideal size.
    var measuresIdealSize: (() -> Bool)?

    override func sizeThatFits(_ size: CGSize) -> CGSize { measure?(size) ?? bounds.size }

    override var intrinsicContentSize: CGSize {
        guard measuresIdealSize?() == true, let measure else { return super.intrinsicContentSize }
        return measure(CGSize(width: CGFloat.infinity, height: .infinity))
    }
}

/// Options for how a hosting controller tracks its content's size — SwiftUI's
/// `UIHostingControllerSizingOptions`.
///
/// ```swift
/// controller.sizingOptions = [.intrinsicContentSize, .preferredContentSize]
/// ```
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// The options of `rawValue`'s bits.
    ///
    /// ```swift
    /// UIHostingControllerSizingOptions(rawValue: 1)
    /// ```
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The controller tracks its content's ideal size in its preferred content size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The controller's view's intrinsic content size is its content's ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
#endif
