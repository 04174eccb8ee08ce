// How a `List` and a `Form` lay out their rows (Rules R22): they take all they are
// offered, an infinite length included, with rows or without (their rows' ideal heights
// when offered no height), and each view of their
// content is a row one below the other, with no spacing between a section's rows. In the
// inset-grouped style (iOS's default for both) a row is a card's width, 20 points in from
// either side of the list (Measures §6 "Inset-grouped margins"; the conventional 16 on
// narrow phones is noted there), and its content 20 points inside the card on either side
// (Measures §6 "Row content insets"); in the plain style a row is the list's width and its
// content 20 points inside it (the same row). A row's content is 11 points from its top
// and bottom and vertically centered (Measures §6 "Row vertical inset"), the row at least
// 44 points high (Measures §6 "Row minimum height": UITableView's default row height); a
// row no taller than its switch keeps the switch 6.5 points from its top and bottom, so a
// toggle's row is 44 high (Measures §6 "Switch row height"). A
// row's `listRowInsets(_:)` replaces those insets ("Applies an inset to the rows in a
// list"). A section's header and footer are rows of their own, their text aligned with
// the rows' text; in the inset-grouped style the first card is 35 points (the section
// spacing) below the list's top, whether its rows are in a `Section` or not, in a `List`
// or a `Form`, and `contentMargins(.top, _:)` replaces that margin, as a large title or a
// search field's drawer above does; a first header's line starts 17 points below the list's top, 18 above the
// margin (Measures §6 "First section top"); each section is 35 points below the one
// before (Measures §6 "Section spacing"; rows outside any section count as one section);
// a header's card is 6 points below its line, and after the first section its line
// starts 35 points below the section before (Measures §6 "Section header spacing"); a footer's text
// is 6 points below its card, and the next section 5.67 points nearer it than the section
// spacing (Measures §6 "Section footer spacing"). A navigation link's row keeps
// room for its chevron at the trailing end (Measures §6 "Row chevron"). The list's
// `contentMargins` inset its rows as a scroll view's content (ContentMargins.swift): the
// cards (a plain list's rows) lie between the leading and trailing margins, the first row
// below the top margin, and an unbounded list's height grows by the top and bottom ones.

import ViewEngineCore

@MainActor @usableFromInline
struct ListLayout: Equatable {
    /// The margins on either side of a card in a window 390 points wide or wider (Measures
    /// §6 "Inset-grouped margins").
    nonisolated static let margin: CGFloat = 20
    /// The content's distance from a card's leading and trailing edges, or from a plain
    /// list's, in a window 390 points wide or wider (Measures §6 "Row content insets").
    nonisolated static let contentInset: CGFloat = 20
    /// A card's margins and its content's inset in a window narrower than
    /// ``narrowWindowWidth`` (Measures §6 "Inset-grouped margins").
    nonisolated static let narrowInset: CGFloat = 16
    /// The window width below which a list keeps ``narrowInset`` (Measures §6
    /// "Inset-grouped margins": 16 at 320 points, 20 at 390).
    nonisolated static let narrowWindowWidth: CGFloat = 390

    /// A card's margin and its content's inset in a window `width` points wide (Measures §6
    /// "Inset-grouped margins"); an unknown window (0) counts as wide.
    nonisolated static func sideInset(windowWidth width: CGFloat) -> CGFloat {
        width > 0 && width < narrowWindowWidth ? narrowInset : margin
    }
    /// The content's distance from a row's top and bottom (Measures §6 "Row vertical inset").
    nonisolated static let verticalInset: CGFloat = 11
    /// The least height of a row (Measures §6 "Row minimum height").
    nonisolated static let minimumRowHeight: CGFloat = 44
    /// A switch's distance from its row's top and bottom when the row's content is no
    /// taller than the switch (Measures §6 "Switch row height": 44 = 31 + 2 × 6.5).
    nonisolated static let switchRowVerticalInset: CGFloat = 6.5
    /// How near a row's top and bottom content no taller than a minimum row allows
    /// (44 − 2 × 4.5 = 35 points: a menu picker, a stepper, a padded capsule, an image
    /// beside a line, two lines of small text) may come, where a line of body text makes a
    /// minimum row (Measures §6 "Compact row").
    nonisolated static let compactRowVerticalInset: CGFloat = 4.5
    /// The text sizes at which a line of body text with the text's inset makes a minimum
    /// row, where the compact inset applies (Measures §6 "Compact row"): worked out once.
    static let compactTextSizes: Set<DynamicTypeSize> = Set(DynamicTypeSize.allCases.filter {
        SystemFont.resolve(.body, dynamicTypeSize: $0).lineHeight + 2 * verticalInset <= minimumRowHeight + 0.001
    })
    /// The gap between two sections of an inset-grouped list, from the end of one (its
    /// card or its footer) to the next one's card when it has no header (Measures §6
    /// "Section spacing"); also the list's top margin above its first card (Measures §6
    /// "First section top").
    nonisolated static let sectionGap: CGFloat = 35
    /// A first section header's top (its first line's top) below the list's top, 18
    /// points above the top margin (Measures §6 "First section top": a one-line footnote
    /// header's first baseline 28 points down at the medium text size, 29.67 at large).
    nonisolated static let firstHeaderTop: CGFloat = 17
    /// A section header's top below the end of the section before — the section spacing —
    /// and its card below its bottom (Measures §6 "Section header spacing": 55 points card
    /// to card under a one-line header at the medium text size, 57 at large).
    nonisolated static let headerGapBelowCard: CGFloat = 6
    /// An inset-grouped section's footer: its text 6 points below its card, and the next
    /// section's card 29.33 points below its text, 5.67 less than the section spacing
    /// (Measures §6 "Section footer spacing": a footer's first baseline 17.5 below its
    /// card at 12 points, the next card 32.33 below its last baseline).
    nonisolated static let footerTextTop: CGFloat = 6
    nonisolated static let footerOverlap: CGFloat = 17.0 / 3
    /// A navigation link's chevron: its ink's width and height per point of the body
    /// font at the text size, the width of its round stroke, and the gap from the row's
    /// content's end to its ink (Measures §6 "Row chevron": 0.41 × 0.705 of the body's
    /// size, 6.97 × 11.99 points at the large size; the content ends 12.5 before it).
    nonisolated static let chevronWidthPerPoint: CGFloat = 0.41
    nonisolated static let chevronHeightPerPoint: CGFloat = 0.705
    nonisolated static let chevronStroke: CGFloat = 2
    nonisolated static let chevronGap: CGFloat = 12.5

    /// A navigation link's chevron's ink at `size`: its width and height in proportion to
    /// the body font's size there (Measures §6 "Row chevron").
    static func chevronSize(_ size: DynamicTypeSize) -> CGSize {
        let body = SystemFont.resolve(.body, dynamicTypeSize: size).pointSize
        return CGSize(width: chevronWidthPerPoint * body, height: chevronHeightPerPoint * body)
    }

    @usableFromInline nonisolated init() {}

    @usableFromInline nonisolated static func == (lhs: ListLayout, rhs: ListLayout) -> Bool { true }

    /// What one view of a list is: a section's header, a row or a section's footer.
    enum Part: Equatable { case header, row, footer }

    /// One view of a list as the layout, the picture and the pointer see it.
    struct Item {
        /// Whether it is a header, a row or a footer.
        var part: Part
        /// The section it belongs to; `nil` for rows outside any section.
        var section: ObjectIdentifier?
        /// Its content's distance from its row's edges: the card's (or, plain, the list's)
        /// leading and trailing edges, the row's top and bottom.
        var insets: EdgeInsets
        /// Whether its list is in the plain style.
        var isPlain: Bool
        /// The list's content margins (`contentMargins` for its content).
        var listMargins = EdgeInsets()
        /// Whether `contentMargins` sets the list's top margin (replacing the system's).
        var setsTopMargin = false
        /// The height of the row's control (a toggle's switch) when its row keeps the
        /// system's insets; `nil` for other rows.
        var controlHeight: CGFloat?
        /// Whether the row keeps the system's insets at a text size where a line of body
        /// text makes a minimum row: content that fits a minimum row with the compact
        /// inset is centred in one (Measures §6 "Compact row").
        var allowsCompactInset = false
        /// The edges whose inset the row's `listRowInsets` set (its view grows to them, not
        /// to the compact inset: ``ListLayout/fillInsets(of:)``).
        var ownInsetEdges: Edge.Set = []
        /// The least height of its row: a row's (Measures §6 "Row minimum height"); none
        /// for the header of an inset-grouped section after the first.
        var minimumHeight = ListLayout.minimumRowHeight

        /// A card's margin in its window (Measures §6 "Inset-grouped margins").
        var sideInset = ListLayout.margin

        /// The distance from the list's edge to the row's (the card's margin; 0 when plain).
        var margin: CGFloat { isPlain ? 0 : sideInset }

        /// The item for content `height`: content that fits a minimum row with the
        /// compact inset keeps 4.5 points from the row's top and bottom instead of the text's
        /// 11 (Measures §6 "Compact row"), and a row whose content is no taller than its
        /// control keeps the control 6.5 points from them (Measures §6 "Switch row height").
        func fitted(toContent height: CGFloat) -> Item {
            let inset: CGFloat
            if allowsCompactInset, height + 2 * ListLayout.compactRowVerticalInset <= minimumHeight + 0.001 {
                inset = ListLayout.compactRowVerticalInset
            } else if let controlHeight, height <= controlHeight + 0.001 {
                inset = ListLayout.switchRowVerticalInset
            } else {
                return self
            }
            var fitted = self
            fitted.insets.top = inset
            fitted.insets.bottom = inset
            return fitted
        }
    }

    /// What `view`, one of a list's views (or a view that lays out as one), is: found by
    /// walking from it up to the list or form around it, reading its section, the nearest
    /// `listRowInsets(_:)` on the way and the list's style.
    static func item(of view: Node) -> Item {
        var item = Item(part: .row, section: nil, insets: EdgeInsets(), isPlain: false)
        var rowInsets: Attribute?
        var child = view
        var node: Node? = view
        while let each = node {
            if each !== view, let container = each as? any ListRowsContainer, !NestedList.isMerged(container) {
                item.isPlain = Picture.styleName(.listStyle, around: each) == "plain"
                item.listMargins = each.environment.values.contentMargins.resolved(for: .scrollContent)
                item.setsTopMargin = each.environment.values.contentMargins.setsTop(for: .scrollContent)
                break
            }
            if rowInsets == nil, let attribute = (each as? any RecordingNode)?.attribute, attribute.isNamed(.listRowInsets) {
                rowInsets = attribute
            }
            if item.section == nil, each !== view, each is any SectionShowing {
                item.section = ObjectIdentifier(each)
                var index = 0, position = 1
                each.forEachChild { if $0 === child { position = index }; index += 1 }
                item.part = position == 0 ? .header : position == 2 ? .footer : .row
            }
            child = each
            node = each.parent
        }
        item.sideInset = sideInset(windowWidth: view.graph.windowBounds.width)
        let side = item.sideInset
        var insets = EdgeInsets(top: verticalInset, leading: side, bottom: verticalInset, trailing: side)
        if item.part == .row, let rowInsets { (insets, item.ownInsetEdges) = Self.applying(rowInsets, to: insets) }
        if item.part == .row, view is any ListDisclosureRow {
            insets.trailing += chevronSize(view.environment.values.dynamicTypeSize).width + chevronGap
        }
        if item.part == .row, rowInsets == nil, let control = Self.control(in: view) { item.controlHeight = control.rowControlHeight }
        if item.part == .row, rowInsets == nil {
            item.allowsCompactInset = compactTextSizes.contains(view.environment.values.dynamicTypeSize)
        }
        if item.part == .footer, !item.isPlain {
            (insets.top, insets.bottom, item.minimumHeight) = (footerTextTop, 0, 0)
        }
        item.insets = insets
        return item
    }

    /// The control a row shows (a toggle), found through the views that wrap it with one
    /// child each (its modifiers, a custom view's body); `nil` when the row holds more.
    private static func control(in view: Node) -> (any ListControlRow)? {
        var node = view
        for _ in 0..<32 {
            if let control = node as? any ListControlRow { return control }
            var only: Node?, count = 0
            node.forEachChild { child in
                count += 1
                only = child
            }
            guard count == 1, let only else { return nil }
            node = only
        }
        return nil
    }

    /// `insets` with a row's `listRowInsets(_:)` (all four edges; `nil` keeps the system's)
    /// or `listRowInsets(_:_:)` (the given edges) applied, and the edges it set.
    private static func applying(_ attribute: Attribute, to insets: EdgeInsets) -> (EdgeInsets, Edge.Set) {
        if let all = attribute.firstValue(as: EdgeInsets.self) { return (all, .all) }
        guard let edges = attribute.firstValue(as: Edge.Set.self), attribute.arguments.count > 1,
              let length = attribute.arguments[1].value as? CGFloat else { return (insets, []) }
        var result = insets
        if edges.contains(.top) { result.top = length }
        if edges.contains(.leading) { result.leading = length }
        if edges.contains(.bottom) { result.bottom = length }
        if edges.contains(.trailing) { result.trailing = length }
        return (result, edges)
    }

    /// The row of `node`, one of a list's views placed at `content` (in window
    /// coordinates), in a list whose frame is `list`: the card's width between the margins
    /// (the list's whole width when plain), inside the list's content margins, as high as
    /// the view's ideal height and its insets, at least the minimum row height, around the
    /// view as the layout placed it — what the picture draws as the row and a click takes.
    /// The row's height comes from the view's ideal height, measured again here, since the
    /// view may have grown into its row (``fillInsets(of:)``).
    static func rowFrame(of node: Node, placedAt content: CGRect, in list: CGRect, item: Item) -> CGRect {
        let ideal = item.part == .row ? node.measure(contentProposal(list.width, item: item)).height : content.height
        return rowFrame(around: content, ideal: ideal, in: list, item: item)
    }

    /// The row around `content`, a view of ideal height `ideal` placed in it (see
    /// ``rowFrame(of:placedAt:in:item:)``).
    static func rowFrame(around content: CGRect, ideal: CGFloat, in list: CGRect, item: Item) -> CGRect {
        let item = item.fitted(toContent: ideal)
        var height = Self.rowHeight(content: ideal, item: item)
        var top = content.minY - item.insets.top - (height - item.insets.top - item.insets.bottom - content.height) / 2
        if item.part == .header, !item.isPlain {
            // An inset-grouped header sits just above its card (Measures §6 "Section header
            // spacing"): its row is its content's band, which does not reach the card.
            (top, height) = (content.minY, content.height)
        }
        let margins = item.listMargins
        return CGRect(x: list.minX + margins.leading + item.margin, y: top,
                      width: max(0, list.width - margins.leading - margins.trailing - 2 * item.margin), height: height)
    }

    private static func rowHeight(content: CGFloat, item: Item) -> CGFloat {
        max(item.minimumHeight, content + item.insets.top + item.insets.bottom)
    }

    /// An inset-grouped section's header of content `size` (Measures §6 "Section header
    /// spacing"): its card 6 points below it, its row no higher than its content and that
    /// inset; after the first section its top the section spacing below the end of the
    /// section before, in the first section 17 points below the list's top (18 above the
    /// top margin when `contentMargins` sets it; Measures §6 "First section top"), but no
    /// higher than the list's top: the gap above it is returned.
    private static func header(_ item: inout Item, of subview: Node, size: CGSize, isFirst: Bool) -> CGFloat {
        item.insets.bottom = headerGapBelowCard
        item.insets.top = 0
        item.minimumHeight = 0
        return max(0, isFirst ? topMargin(of: item) - (sectionGap - firstHeaderTop) : sectionGap)
    }

    /// The system's top margin above an inset-grouped list's first card, `item` having no
    /// header (Measures §6 "First section top"): the section spacing, whatever the first
    /// rows are in; none when `contentMargins` sets the top margin, which replaces it (and
    /// is added as the list's content margin).
    private static func topMargin(of item: Item) -> CGFloat {
        item.setsTopMargin ? 0 : sectionGap
    }

    /// Whether the list or form whose view `subview` is sits under a navigation bar's
    /// large title or its search field's drawer, where its first section, without a
    /// header, has no top margin: its card right below the bar (Measures §6 "First section
    /// top"). Asked once a layout, for the first row.
    private static func isRightBelowTheBar(_ subview: Node) -> Bool {
        var node = subview.parent
        while let each = node {
            if let container = each as? any ListRowsContainer, !NestedList.isMerged(container) {
                return NavigationBar.showsLargeTitle(over: each) || NavigationBar.showsSearchDrawer(over: each)
            }
            node = each.parent
        }
        return false
    }

    /// What a view of the list is offered to measure its ideal size: the row's width less
    /// the card's margins and the row's content insets, no height.
    private static func contentProposal(_ width: CGFloat?, item: Item) -> ProposedViewSize {
        let margins = item.listMargins.leading + item.listMargins.trailing
        return ProposedViewSize(width: width.map { max(0, $0 - margins - 2 * item.margin - item.insets.leading - item.insets.trailing) }, height: nil)
    }

    /// How far from its row's top and bottom a row's view may grow (Measures §6 "Row
    /// content height"): a row's height comes from its view's ideal height, and the view is
    /// then offered the row's height less 4.5 points above and below, the compact inset —
    /// a `Spacer` in it grows, a shape fills it, a line of text stays its height and is
    /// centred — or less the row's own `listRowInsets`; a header or a footer is offered no
    /// height (`nil`).
    private static func fillInsets(of item: Item) -> (top: CGFloat, bottom: CGFloat)? {
        guard item.part == .row else { return nil }
        let own = item.ownInsetEdges
        return (own.contains(.top) ? item.insets.top : compactRowVerticalInset,
                own.contains(.bottom) ? item.insets.bottom : compactRowVerticalInset)
    }

    /// Each view's item, content size, row height and the gap above its row.
    private func rows(_ subviews: [Node], width: CGFloat?) -> [(item: Item, content: CGSize, row: CGFloat, gap: CGFloat)] {
        var previous: Item?
        return subviews.map { subview in
            var item = Self.item(of: subview)
            let size = subview.measure(Self.contentProposal(width, item: item))
            item = item.fitted(toContent: size.height)
            var gap: CGFloat = 0
            if !item.isPlain {
                if item.part == .header {
                    gap = Self.header(&item, of: subview, size: size, isFirst: previous == nil) - (previous?.part == .footer ? Self.footerOverlap : 0)
                } else if let previous {
                    gap = previous.section == item.section ? 0 : Self.sectionGap - (previous.part == .footer ? Self.footerOverlap : 0)
                } else {
                    gap = Self.isRightBelowTheBar(subview) ? 0 : Self.topMargin(of: item)
                }
            }
            previous = item
            return (item, size, Self.rowHeight(content: size.height, item: item), gap)
        }
    }

    /// The list's size: what it is offered along each axis given a length, an infinite
    /// one included, with rows or without (a list is greedy, as a shape is, so that a
    /// stack gives it all it has left: issue 91); its ideal size along an axis offered
    /// nothing (its rows' height, its widest row's width).
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [Node]) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let rows = rows(subviews, width: width)
        let margins = rows.first?.item.listMargins ?? EdgeInsets()
        let height = margins.top + rows.reduce(0) { $0 + $1.gap + $1.row } + margins.bottom
        let ideal: CGFloat = rows.map { row -> CGFloat in
            let insets: CGFloat = row.item.insets.leading + row.item.insets.trailing
            return row.content.width + 2 * row.item.margin + insets + margins.leading + margins.trailing
        }.max() ?? 0
        return CGSize(width: proposal.width ?? ideal, height: proposal.height ?? height)
    }

    func place(_ subviews: [Node], in size: CGSize, proposal: ProposedViewSize) {
        let rows = rows(subviews, width: size.width)
        var y: CGFloat = rows.first?.item.listMargins.top ?? 0
        for (subview, row) in zip(subviews, rows) {
            y += row.gap
            let insets = row.item.insets
            let x = row.item.listMargins.leading + row.item.margin + insets.leading
            var proposal = Self.contentProposal(size.width, item: row.item)
            if let fill = Self.fillInsets(of: row.item) { proposal.height = max(row.content.height, row.row - fill.top - fill.bottom) }
            let content = proposal.height == nil ? row.content.height : subview.measure(proposal).height
            subview.place(at: CGPoint(x: x, y: y + insets.top + (row.row - insets.top - insets.bottom - content) / 2),
                          proposal: proposal)
            y += row.row
        }
    }
}

/// A node whose row in a list shows a disclosure chevron at its trailing end (a
/// `NavigationLink`): the row's content leaves room for it (Measures §6 "Row chevron").
@MainActor
protocol ListDisclosureRow: Node {}

/// A node whose row in a list has a control of a fixed height beside its label (a
/// toggle's switch): a row no taller than that control is 44 points high (Measures §6
/// "Switch row height").
@MainActor
protocol ListControlRow: Node {
    /// The control's height, or `nil` when the node shows none (a custom style).
    var rowControlHeight: CGFloat? { get }
}
