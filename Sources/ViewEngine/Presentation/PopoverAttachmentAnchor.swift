/// An attachment anchor for a popover.
///
/// ```swift
/// .popover(isPresented: $isShowingTip, attachmentAnchor: .point(.bottom), arrowEdge: .top) {
///     Text("Tap to start")
/// }
/// ```
///
/// The engine lays nothing out: the anchor is accepted, and the popover is written as a
/// `Popover` block after the view that presents it.
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point for the popover expressed as a unit point that describes possible
    /// alignments relative to a SwiftUI view.
    case point(UnitPoint)
}

/// An opaque value derived from an anchor source and a particular view (a popover's
/// attachment is the only use the engine has for it).
///
/// ```swift
/// .popover(isPresented: $isShowing, attachmentAnchor: .rect(.bounds)) { Detail() }
/// ```
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    ///
    /// ```swift
    /// let source: Anchor<CGRect>.Source = .bounds
    /// ```
    public struct Source {
        let description: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(description: "bounds") }

    /// A rectangle in the view's coordinates.
    ///
    /// ```swift
    /// .popover(isPresented: $isShowing, attachmentAnchor: .rect(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)))) { Detail() }
    /// ```
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(description: "\(r)") }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    ///
    /// ```swift
    /// let source: Anchor<CGPoint>.Source = .point(CGPoint(x: 4, y: 4))
    /// ```
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(description: "\(p)") }

    /// A unit point of the view's bounds.
    ///
    /// ```swift
    /// let source: Anchor<CGPoint>.Source = .unitPoint(.center)
    /// ```
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(description: "\(p)") }
}
