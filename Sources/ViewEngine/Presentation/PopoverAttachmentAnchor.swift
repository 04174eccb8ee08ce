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
