// What a `Label` shows without a custom style (Rules R22): its icon, then its title, as
// iOS's `titleAndIcon` style does — the icon at its own size (a symbol as large as the
// ink of its glyph at the font around it, Measures §9 "Symbol frame"), vertically centred on the
// title's first line, 8 points before the title (Measures §5 "Label icon gap"); in a list
// or form the icon is drawn in the tint at the large image scale, centred in a 28-point
// column, the title 44 points from the label's leading edge, and the label as high as its
// title or as its symbol with the symbol's space above and below it, whichever is higher
// (Measures §6 "Label row"). `labelStyle(.titleOnly)`
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
    /// Whether it is in a list's or a form's row, where its icon is at the large image
    /// scale in a column of its own (Measures §6 "Label row").
    private var isInRow = false
    /// The icon's environment in a row: the large image scale; the one that applies
    /// while a child is mounted is ``mounting``.
    private var iconEnvironment: EnvironmentBox?
    private var mounting: EnvironmentBox?
    /// Whether the icon is an SF Symbol, which keeps space above and below its ink in a
    /// row (Measures §6 "Label row").
    private var iconIsSymbol = false

    init(_ view: LabelDefaultBody<Title, Icon>, _ inputs: _ViewInputs) {
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        isInRow = ListRowContext.isInList(self)
        iconIsSymbol = (view.icon as Any as? Image)?.isSymbol ?? false
        if isInRow { iconEnvironment = EnvironmentBox(parent: environment) { $0.imageScale = .large } }
        title = mountChild(view.title, at: 0)
        mounting = iconEnvironment
        icon = mountChild(view.icon, at: 1)
        mounting = nil
    }

    override var environmentForChildren: EnvironmentBox { mounting ?? environment }

    override func apply(_ view: LabelDefaultBody<Title, Icon>) {
        iconIsSymbol = (view.icon as Any as? Image)?.isSymbol ?? false
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
        switch RecordedStyles.name(.labelStyle, around: self) {
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

    /// The icon at its ideal size, the gap, and the title in what is left; in a row, the
    /// icon's column and the title, as high as the title or the symbol with its space
    /// above and below, whichever is higher.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let (iconSize, titleSize) = measureParts(proposal)
        let offset = titleOffset(icon: iconSize, title: titleSize)
        let height = isInRow && titleSize.height > 0 ? max(titleSize.height, rowSymbolHeight(iconSize)) : max(iconSize.height, titleSize.height)
        return CGSize(width: titleSize.width > 0 ? offset + titleSize.width : iconSize.width, height: height)
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        let (iconSize, titleSize) = measureParts(proposal)
        let shown = parts
        let offset = titleOffset(icon: iconSize, title: titleSize)
        let font = ControlLayout.font(of: self)
        let firstLine = min(titleSize.height, TextLayout.pixelCeil(font.lineHeight))
        let lineMid = titleSize.height > 0 ? (size.height - titleSize.height) / 2 + firstLine / 2 : size.height / 2
        if shown.icon {
            // In a row, centred in its column, and free to reach past the title's height.
            let x = isInRow && titleSize.width > 0 ? (LabelLayout.rowIconColumn - iconSize.width) / 2 : 0
            let y = lineMid - iconSize.height / 2
            LayoutContent(icon).place(at: CGPoint(x: x, y: isInRow ? y : max(0, y)), proposal: ProposedViewSize(width: nil, height: nil))
        }
        if shown.title {
            LayoutContent(title).place(at: CGPoint(x: offset, y: (size.height - titleSize.height) / 2),
                                       proposal: ProposedViewSize(width: max(0, size.width - offset), height: proposal.height))
        }
    }

    /// In a row, the height a symbol icon keeps: its ink and 0.09 of its point size above
    /// and below, rounded up to the display's pixels (Measures §6 "Label row"); 0 for an
    /// icon that is not a symbol, which the title's height bounds.
    private func rowSymbolHeight(_ iconSize: CGSize) -> CGFloat {
        guard iconIsSymbol, parts.icon, iconSize.height > 0 else { return 0 }
        let pointSize = SymbolMetrics.pointSize(in: (iconEnvironment ?? environment).values)
        return TextLayout.pixelCeil(iconSize.height + 2 * LabelLayout.rowSymbolMarginPerPoint * pointSize)
    }

    /// Where the title starts: after the icon and the gap, or, in a row, 44 points in.
    private func titleOffset(icon: CGSize, title: CGSize) -> CGFloat {
        guard icon.width > 0, title.width > 0 else { return icon.width > 0 && parts.title ? icon.width + LabelLayout.iconGap : 0 }
        return isInRow ? LabelLayout.rowTitleOffset : icon.width + LabelLayout.iconGap
    }

    private func measureParts(_ proposal: ProposedViewSize) -> (icon: CGSize, title: CGSize) {
        let shown = parts
        let iconSize = shown.icon ? LayoutContent(icon).measure(ProposedViewSize(width: nil, height: nil)) : .zero
        let offset = iconSize.width > 0 && shown.title ? (isInRow ? LabelLayout.rowTitleOffset : iconSize.width + LabelLayout.iconGap) : 0
        let room = proposal.width.map { max(0, $0 - offset) }
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
    /// In a list's row, the column the icon is centred in (Measures §6 "Label row").
    static let rowIconColumn: CGFloat = 28
    /// In a list's row, the title's distance from the label's leading edge (Measures §6
    /// "Label row").
    static let rowTitleOffset: CGFloat = 44
    /// In a list's row, the space a symbol icon keeps above and below its ink, per point
    /// of its size (Measures §6 "Label row").
    static let rowSymbolMarginPerPoint: CGFloat = 0.09
}
