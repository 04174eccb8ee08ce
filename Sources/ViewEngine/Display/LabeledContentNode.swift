// How a `LabeledContent` without a custom style lays out (Rules R22): as one view, a row
// — its label at the leading edge, its content at the trailing edge, at least 8 points
// apart (Measures §2 "Control label gap"), both vertically centred, the whole as wide as
// it is offered (Measures §5 "Labeled content"). Apple: it is "a container for attaching a
// label to a value-bearing view" whose layout "automatically adapts to its container, like
// a form", with a layout "that matches the label of the Picker": so its label and content
// are one list row however it is wrapped (a custom view's body, a modifier), never a row
// each, and outside a form the same row, as iOS draws it. The content gets the room the
// label's ideal width leaves (a slider or a field fills it, a text keeps its own width);
// when both do not fit, the narrower keeps its ideal width up to half the room and the
// other takes the rest. A label hidden by `labelsHidden()` leaves the content alone.

import ViewEngineCore

/// A labeled content laid out as one row (``LabeledContentNode``), as a control whose label
/// it is finds it (a `Menu` in a list's row draws as a menu picker's row around it).
@MainActor
protocol LabeledContentRow: Node {}

/// The node of a labeled content shown without a custom style: its label and its content,
/// laid out as one row.
@MainActor
final class LabeledContentNode<Label: View, Content: View>: TypedNode<LabeledContentBody<Label, Content>>, LayoutComputing, LabeledContentRow {
    private var view: LabeledContentBody<Label, Content>
    private var label: TypedNode<Label>!
    private var content: TypedNode<Content>!

    init(_ view: LabeledContentBody<Label, Content>, _ inputs: _ViewInputs) {
        self.view = view
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        label = mountChild(view.firstPart, at: 0)
        content = mountChild(view.secondPart, at: 1)
    }

    override func apply(_ view: LabeledContentBody<Label, Content>) {
        self.view = view
        label.update(view.firstPart)
        content.update(view.secondPart)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(label)
        body(content)
    }

    override func renderLines(into output: inout RenderOutput) {
        view.render(first: label, second: content, into: &output)
    }

    /// The node of its label, and of its content.
    var labelNode: Node { label }
    var contentNode: Node { content }

    /// Whether its label is shown (not hidden by `labelsHidden()`).
    var showsLabel: Bool { environment.values.labelsVisibility != .hidden }

    // MARK: Layout (Rules R22)

    /// The node's layout cache. Invariant (`@exclusivity(unchecked)`, release builds
    /// only): read and written on the main actor by the layout pass alone, one access at
    /// a time (`cachedMeasure`/`cachedPlace` never re-enter the same node's cache).
#if !DEBUG
    @exclusivity(unchecked)
#endif
    var layoutCache = LayoutCache()

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }

    /// The gap between the label and the content (Measures §2 "Control label gap").
    static var gap: CGFloat { 8 }

    /// The label's and the content's sizes, and what each was offered, in `width` (their
    /// ideal sizes when it is `nil`).
    private func parts(_ width: CGFloat?) -> (label: CGSize, labelOffer: CGFloat?, content: CGSize, contentOffer: CGFloat?) {
        let label = showsLabel ? LayoutContent(self.label) : LayoutContent(subviews: [])
        let content = LayoutContent(self.content)
        func offer(_ width: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: width.map { max(0, $0) }, height: nil) }
        let idealLabel = label.measure(.unspecified), idealContent = content.measure(.unspecified)
        guard let width, width.isFinite else { return (idealLabel, nil, idealContent, nil) }
        let gap = label.subviews.isEmpty || content.subviews.isEmpty ? 0 : Self.gap
        let room = max(0, width - gap)
        let contentOffer: CGFloat
        if idealLabel.width + idealContent.width <= room {
            contentOffer = room - idealLabel.width
        } else if idealLabel.width <= idealContent.width {
            contentOffer = room - min(idealLabel.width, room / 2)
        } else {
            contentOffer = min(idealContent.width, room / 2)
        }
        let contentSize = content.measure(offer(contentOffer))
        let labelOffer = room - contentSize.width
        return (label.measure(offer(labelOffer)), labelOffer, contentSize, contentOffer)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let parts = parts(width)
        let gap = parts.label == .zero || parts.content == .zero ? 0 : Self.gap
        return CGSize(width: width ?? parts.label.width + gap + parts.content.width,
                      height: max(parts.label.height, parts.content.height))
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        let parts = parts(size.width)
        if showsLabel {
            LayoutContent(label).place(at: CGPoint(x: 0, y: (size.height - parts.label.height) / 2),
                                       proposal: ProposedViewSize(width: parts.labelOffer, height: nil))
        }
        LayoutContent(content).place(at: CGPoint(x: size.width - parts.content.width, y: (size.height - parts.content.height) / 2),
                                     proposal: ProposedViewSize(width: parts.contentOffer, height: nil))
    }
}
