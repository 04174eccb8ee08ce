// How a representable is sized (Rules R22; Measures §10, "Platform views"): the size its
// `sizeThatFits(_:uiView:context:)` returns, which SwiftUI always uses as the view's size;
// when that returns `nil` (the default), the system's own sizing, which the engine models
// from the UIKit view's intrinsic content size: a side the content sizes keeps that
// length, a side it does not takes what the parent proposes (the most, infinity, when
// a stack asks how far it stretches), and a side proposed nothing (a vertical scroll
// view's height) is 0: a view with no intrinsic size has no ideal size to offer, so in
// a scroll view it needs a frame.

import ViewEngineCore

/// The engine's model of a representable's default sizing.
enum RepresentableSizing {
    /// The size of a representable whose view's content needs `intrinsic` (a side below 0
    /// when the content does not size it; `nil` for an object that is not a view), for
    /// `proposal`.
    static func size(for proposal: ProposedViewSize, intrinsic: CGSize?) -> CGSize {
        func side(_ proposed: CGFloat?, _ content: CGFloat?) -> CGFloat {
            if let content, content >= 0, content.isFinite { return content }
            guard let proposed, !proposed.isNaN else { return 0 }
            return max(0, proposed)
        }
        return CGSize(width: side(proposal.width, intrinsic?.width), height: side(proposal.height, intrinsic?.height))
    }

    /// A size a representable's `sizeThatFits` returned, made one the layout can use: a
    /// side that is negative or not a number is 0; an infinite one is the proposal's side
    /// (0 when none was proposed).
    static func sanitized(_ size: CGSize, for proposal: ProposedViewSize) -> CGSize {
        func side(_ value: CGFloat, _ proposed: CGFloat?) -> CGFloat {
            if value.isNaN || value < 0 { return 0 }
            if value.isInfinite { return proposed.map { max(0, $0) } ?? 0 }
            return value
        }
        return CGSize(width: side(size.width, proposal.width), height: side(size.height, proposal.height))
    }
}

/// An object a representable makes whose size and frame the layout reads and sets — the
/// engine's `UIView`, and a `UIViewController` through its view: its intrinsic content
/// size sizes the representable, the layout gives it its frame, and it asks to be measured
/// again when its intrinsic size changes. Any other class (a test's stand-in) has none.
@MainActor
protocol RepresentedViewSizing: AnyObject {
    /// The content's size, each side below 0 where the content does not size it.
    var representedIntrinsicSize: CGSize { get }
    /// The layout placed the representable at `frame`, in the window.
    func representableWasPlaced(at frame: CGRect)
    /// Calls `change` whenever the intrinsic size is said to have changed.
    func observeIntrinsicSize(_ change: @escaping @MainActor () -> Void)
}
