// AppKit's scroll view, as a Mac app's SwiftUI code reaches the one around a ScrollView.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// A view that scrolls its document view — AppKit's `NSScrollView`, which draws a SwiftUI
/// `ScrollView` or `List` on a Mac; apps extend it to pass scrolls along one axis to the
/// scroll view around it.
///
/// ```swift
/// extension NSScrollView {
///     func forwardsHorizontalScrolls(_ event: NSEvent) -> Bool {
///         usesPredominantAxisScrolling && abs(event.deltaX) > abs(event.deltaY) && !hasHorizontalScroller
///     }
/// }
/// ```
///
/// The engine's scroll views are SwiftUI's own, drawn with no `NSScrollView`: one an app
/// makes keeps its settings, and passes the scroll events it is given to its next
/// responder.
@preconcurrency @MainActor
open class NSScrollView: NSView {
    /// The view the scroll view scrolls.
    open var documentView: NSView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let documentView { addSubview(documentView) }
        }
    }
    /// Whether the scroll view has a vertical scroller.
    open var hasVerticalScroller = false
    /// Whether the scroll view has a horizontal scroller.
    open var hasHorizontalScroller = false
    /// Whether the scrollers hide when they are not in use.
    open var autohidesScrollers = false
    /// Whether a scroll moves along one axis only, the one the gesture mostly moves along.
    open var usesPredominantAxisScrolling = true
}
#endif
