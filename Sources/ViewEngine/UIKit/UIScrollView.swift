#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view that allows the scrolling and zooming of its contained views — UIKit's
/// `UIScrollView`, whose appearance proxy apps set (`UIScrollView.appearance().bounces =
/// false`). Its settings are kept and read back; the engine's `ScrollView` scrolls by its
/// own rules.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Whether the content bounces past its edges.
    open var bounces = true
    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true
    /// Whether scrolling is on.
    open var isScrollEnabled = true
    /// How dragging the content dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The size of the content the view scrolls over; zero until set (a text view's is its
    /// text's).
    ///
    /// ```swift
    /// scrollView.contentSize = CGSize(width: 320, height: 2_000)
    /// ```
    open var contentSize: CGSize = .zero

    /// How scrolling dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// It does not.
        case none
        /// When a drag begins.
        case onDrag
        /// With the drag, interactively.
        case interactive
    }
}
#endif
