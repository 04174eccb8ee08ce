#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view that shows that a task is in progress — UIKit's `UIActivityIndicatorView`, the
/// spinner apps wrap in a `UIViewRepresentable`.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// spinner.isAnimating        // true
/// ```
///
/// Headless, nothing spins: the view keeps whether it animates, and hides while it does not
/// when ``hidesWhenStopped`` is on (as it is by default, so a new spinner is hidden until it
/// starts). Its intrinsic content size is its style's: 20 points square for `.medium`, 37
/// for `.large`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's style: its size.
    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The color of the indicator; setting it overrides the style's.
    open var color: UIColor! = .gray
    /// Whether the indicator is hidden while it is not animating (on by default).
    open var hidesWhenStopped = true
    /// Whether the indicator is animating.
    public private(set) var isAnimating = false

    /// Whether the view is hidden: always while it is stopped with ``hidesWhenStopped`` on;
    /// otherwise what was set (``startAnimating()`` shows it).
    open override var isHidden: Bool {
        get { (hidesWhenStopped && !isAnimating) || super.isHidden }
        set { super.isHidden = newValue }
    }

    /// An indicator of `style`, its frame the style's size, hidden until it starts.
    ///
    /// ```swift
    /// UIActivityIndicatorView(style: .large)
    /// ```
    public convenience init(style: Style) {
        self.init()
        self.style = style
        frame.size = intrinsicContentSize
    }

    /// Starts the animation (and shows the indicator). Starting an animating indicator does
    /// nothing.
    ///
    /// ```swift
    /// spinner.startAnimating()
    /// ```
    open func startAnimating() {
        isAnimating = true
        super.isHidden = false
    }

    /// Stops the animation, hiding the indicator when ``hidesWhenStopped`` is on.
    ///
    /// ```swift
    /// spinner.stopAnimating()
    /// ```
    open func stopAnimating() {
        isAnimating = false
    }

    /// The style's size: 20 × 20 points for `.medium`, 37 × 37 for `.large`.
    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style == .large ? 37 : 20
        return CGSize(width: side, height: side)
    }

    /// The size of the style, whatever is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The styles of an activity indicator.
    public enum Style: Int, Sendable {
        /// The default size.
        case medium = 100
        /// The large size.
        case large = 101
    }
}
#endif
