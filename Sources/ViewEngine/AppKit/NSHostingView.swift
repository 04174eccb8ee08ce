// SwiftUI's AppKit view that hosts a SwiftUI view hierarchy.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

/// An AppKit view that hosts a SwiftUI view hierarchy — SwiftUI's `NSHostingView`, which a
/// Mac app's delegate makes its window's content view, or an AppKit view hierarchy
/// embeds.
///
/// ```swift
/// window.contentView = NSHostingView(rootView: ContentView())
/// let badge = NSHostingView(rootView: Badge(count: 3))
/// badge.fittingSize                                    // the badge's ideal size
/// ```
///
/// Headless, the view keeps its ``rootView``, and reports the root view's size
/// preferences as AppKit's layout asks for them: its intrinsic content size is the root
/// view's ideal size, laid out alone as `ImageRenderer` lays it out, with the default
/// environment (zero before any host exists, with no layout to ask). The window a host
/// shows is its own, so a window the app puts the view in is recorded, not drawn.
@preconcurrency @MainActor
open class NSHostingView<Content: View>: NSView {
    /// The root view of the SwiftUI view hierarchy the view manages.
    ///
    /// ```swift
    /// hostingView.rootView = ContentView(model: model)
    /// ```
    public var rootView: Content {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Creates a hosting view that wraps `rootView`.
    ///
    /// ```swift
    /// window.contentView = NSHostingView(rootView: ContentView())
    /// ```
    public required init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// Not available: a hosting view is made with ``init(rootView:)``. The initializer is
    /// `required` because `NSResponder`'s is (so that an app delegate can be made from its
    /// type); only a call through a metatype could reach it, and the engine makes only app
    /// delegates that way. Reached, it stops the program with AppKit's message.
    @available(*, unavailable)
    nonisolated public required init() {
        preconditionFailure("init() has not been implemented: use init(rootView:)")
    }

    /// The root view's ideal size: the size it asks for with no proposal.
    open override var intrinsicContentSize: NSSize {
        guard let measure = HostSystem.measureView else { return .zero }
        return measure(AnyView(rootView), .unspecified)
    }
}
#endif
