// What a `Label` shows without a custom style (Rules R22): its icon, then its title, as
// iOS's `titleAndIcon` style does — the icon at its own size (a symbol as large as the
// ink of its glyph at the font around it, Measures §9 "Symbol frame"), vertically centred on the
// title's first line, 8 points before the title (Measures §5 "Label icon gap"); in a list
// or form the icon is drawn in the tint, as iOS draws a row's icon. `labelStyle(.titleOnly)`
// shows the title alone, `.iconOnly` the icon alone, and a toolbar's item shows the icon
// alone unless a style says otherwise. ``ViewHost/render()`` writes the title
// only, as it always did: the icon is a picture, not a text a test reads.

import ViewEngineCore

/// A label's title and icon, laid out side by side.
struct LabelDefaultBody<Title: View, Icon: View>: PrimitiveView {
    let title: Title
    let icon: Icon
    typealias Body = Never

    static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> { LabelBodyNode(view, inputs) }
}

/// The node of a label's default body: its title and its icon.
@MainActor
final class LabelBodyNode<Title: View, Icon: View>: TypedNode<LabelDefaultBody<Title, Icon>>, LayoutComputing, PictureNode {
    private var title: TypedNode<Title>!
    private var icon: TypedNode<Icon>!

    init(_ view: LabelDefaultBody<Title, Icon>, _ inputs: _ViewInputs) {
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        title = mountChild(view.title, at: 0)
        icon = mountChild(view.icon, at: 1)
    }

    override func apply(_ view: LabelDefaultBody<Title, Icon>) {
        title.update(view.title)
        icon.update(view.icon)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(title)
        body(icon)
    }

    /// The title's lines only: the icon is drawn, not written.
    override func renderLines(into output: inout RenderOutput) { title.render(into: &output) }

    /// Which parts the nearest `labelStyle` shows; the automatic style shows the icon
    /// alone in a toolbar's item ("Some containers might apply a different default label
    /// style, such as only showing icons within toolbars on macOS and iOS"), and both
    /// elsewhere.
    private var parts: (title: Bool, icon: Bool) {
        switch RecordedStyles.name("labelStyle", around: self) {
        case "titleOnly"?: (true, false)
        case "iconOnly"?: (false, true)
        case "titleAndIcon"?: (true, true)
        default: ToolbarItems.contains(self) ? (false, true) : (true, true)
        }
    }

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
    /// The icon's and the title's preferences merged, as the row of the two states them.
    override func layoutSpacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing {
        var merged = LayoutSpacing.none
        if parts.icon { merged.merge(LayoutContent(icon).spacing(on: edge), on: edge) }
        if parts.title { merged.merge(LayoutContent(title).spacing(on: edge), on: edge) }
        return merged
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard key == .firstTextBaseline || key == .lastTextBaseline else { return nil }
        return LayoutContent(title).explicitAlignment(key, size: size)
    }

    /// The icon at its ideal size, the gap, and the title in what is left.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let (iconSize, titleSize) = measureParts(proposal)
        let gap = iconSize.width > 0 && titleSize.width > 0 ? LabelLayout.iconGap : 0
        return CGSize(width: iconSize.width + gap + titleSize.width, height: max(iconSize.height, titleSize.height))
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        let (iconSize, titleSize) = measureParts(proposal)
        let shown = parts
        let gap = iconSize.width > 0 && titleSize.width > 0 ? LabelLayout.iconGap : 0
        let font = ControlLayout.font(of: self)
        let firstLine = min(titleSize.height, TextLayout.pixelCeil(font.lineHeight))
        let lineMid = titleSize.height > 0 ? (size.height - titleSize.height) / 2 + firstLine / 2 : size.height / 2
        if shown.icon {
            LayoutContent(icon).place(at: CGPoint(x: 0, y: max(0, lineMid - iconSize.height / 2)), proposal: ProposedViewSize(width: nil, height: nil))
        }
        if shown.title {
            LayoutContent(title).place(at: CGPoint(x: iconSize.width + gap, y: (size.height - titleSize.height) / 2),
                                       proposal: ProposedViewSize(width: max(0, size.width - iconSize.width - gap), height: proposal.height))
        }
    }

    private func measureParts(_ proposal: ProposedViewSize) -> (icon: CGSize, title: CGSize) {
        let shown = parts
        let iconSize = shown.icon ? LayoutContent(icon).measure(ProposedViewSize(width: nil, height: nil)) : .zero
        let gap = iconSize.width > 0 && shown.title ? LabelLayout.iconGap : 0
        let room = proposal.width.map { max(0, $0 - iconSize.width - gap) }
        let titleSize = shown.title ? LayoutContent(title).measure(ProposedViewSize(width: room, height: proposal.height)) : .zero
        return (iconSize, titleSize)
    }

    // MARK: Picture

    func draw(into picture: inout Picture) {
        let shown = parts
        if shown.icon {
            let iconFill: Fill? = ListRowContext.isInList(self) && picture.style.foreground == nil ? picture.tint : nil
            picture.styled({ if let iconFill { $0.foreground = iconFill } }) { $0.draw(icon) }
        }
        if shown.title { picture.draw(title) }
    }
}

/// A label's measures.
enum LabelLayout {
    /// The gap between the icon and the title (Measures §5 "Label icon gap").
    static let iconGap: CGFloat = 8
}
