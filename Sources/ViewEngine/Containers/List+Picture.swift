// How a picture draws a `List` or a `Form` (Rules R22, "Pictures of the window"): in the
// inset-grouped style, iOS's default for both, the grouped background fills the list's
// frame, and the window's edge beyond it where the list reaches the safe area's; each
// section's rows sit on a card of the secondary grouped background with corners of radius
// 10, 20 points from either side (Measures §6 "Inset-grouped margins", "Card corner
// radius"), separated by hairlines in the separator color that start at the rows' content,
// 20 points inside the card (or where the row's `listRowInsets` puts it), and run to the
// card's trailing edge (Measures §6 "Separator inset"); a section's header is written above
// its card and its footer below, in the footnote style and the secondary label color, the
// header in capitals, each where the layout put it, aligned with the rows' text
// (ListLayout.swift: a header and a footer are rows of their own; sections are apart by
// Measures §6 "Section spacing"). A row is as high as its content and 11 points above and
// below it, at least 44 (Measures §6 "Row minimum height"), centred on its content: where
// the layout put it (``ListLayout/rowFrame(of:placedAt:in:item:)``). `.listStyle(.plain)` draws
// full-width rows on the system background with hairlines between them, from the rows'
// content to the list's trailing edge (Measures §6 "Separator inset"). A row's
// `listRowSeparator(.hidden)` hides the hairlines at its edges (`edges:`, both by default),
// the one it shares with the row above or below included. A view of a row that sets the
// guide `listRowSeparatorLeading` (or `listRowSeparatorTrailing`) with `alignmentGuide`
// starts (ends) the row's bottom hairline there. A `List(selection:)`
// highlights the rows its selection holds in the system's gray 4, under their content, on
// the card's rounded corners at its first and last rows (CONVENTION: UIKit's selected cell
// background; iOS shows it while a row is selected).

import ViewEngineCore

/// A container whose views are the rows of a grouped list (a `Form`).
protocol GroupedListView {}

extension Form: GroupedListView {}

/// A node that shows a list's rows: a `List`, or a `Form` (for the navigation bar, whose
/// background is the list's).
@MainActor
protocol ListShowing: Node {}

extension ListNode: ListShowing {}

extension ListNode: PictureNode {
    func draw(into picture: inout Picture) { picture.drawList(self, named: "List") }
}

extension ContainerNode: ListShowing where V: GroupedListView {}

extension ContainerNode: PictureNode {
    func draw(into picture: inout Picture) {
        guard V.self is any GroupedListView.Type else { return picture.drawChildren(of: self) }
        picture.drawList(self, named: "Form")
    }
}

/// What a list shows, in order: the rows, and the headers and footers of its sections.
private enum ListItem {
    case header(Node)
    /// A row: the view the layout placed, and the node it is drawn through (the outermost
    /// modifier wrapping it alone, so that a `.foregroundStyle(.red)` on a row's button
    /// colours it).
    case row(Node, drawn: Node)
    case footer(Node)
    /// A section starts or ends: the rows on either side are on different cards.
    case sectionBreak

    /// Whether it is something the list shows: a row, a header or a footer.
    var isShown: Bool {
        if case .sectionBreak = self { false } else { true }
    }
}

extension Picture {
    /// The radius of an inset-grouped card's corners (Measures §6 "Card corner radius").
    static let listCardCornerRadius: CGFloat = 10

    /// Draws `list` (a `List` or a `Form`) in its style: its background (to the window's
    /// edge where the list reaches the safe area's, under the bars above and below it),
    /// its sections' cards and separators,
    /// then its rows, headers and footers where the layout put them.
    mutating func drawList(_ list: Node, named name: String) {
        guard let frame = Self.drawableFrame(of: list) else { return drawChildren(of: list) }
        let isPlain = Self.styleName(.listStyle, around: list) == "plain"
        var items: [ListItem] = []
        list.forEachChild { Self.collect($0, into: &items) }
        group("g", Self.naming(name)) { picture in
            // A list with nothing in it draws no background: what is behind it shows
            // (Measures §6 "Empty list background").
            guard items.contains(where: \.isShown) else { return }
            let top = frame.minY <= picture.safeArea.minY + 0.5 ? min(frame.minY, 0) : frame.minY
            // Down to the window's edge where the list reaches the safe area's bottom, and
            // under a tab bar or a bottom toolbar it sits above (SafeAreaInsideBars).
            let bottom = picture.beyondSafeArea(frame, of: list, on: .bottom).maxY
            picture.fillRectangle(CGRect(x: frame.minX, y: top, width: frame.width, height: bottom - top),
                                  with: .paint(picture.system(isPlain ? "systemBackground" : "systemGroupedBackground")))
            // The rows as ListLayout made them: the content centred, 11 points above and
            // below it, at least 44 high; on cards between the margins unless plain.
            var cards: [[(node: Node, rect: CGRect, item: ListLayout.Item)]] = [[]]
            for item in items {
                guard case .row(let node, _) = item else {
                    if !cards[cards.count - 1].isEmpty { cards.append([]) }
                    continue
                }
                guard let content = Self.drawableFrame(of: node) else { continue }
                let item = ListLayout.item(of: node)
                cards[cards.count - 1].append((node, ListLayout.rowFrame(of: node, placedAt: content, in: frame, item: item), item))
            }
            let selected = Self.selectedRows(of: list)
            for rows in cards where !rows.isEmpty {
                let bounds = rows.dropFirst().reduce(rows[0].rect) { $0.union($1.rect) }
                if !isPlain {
                    picture.fillRectangle(bounds, cornerRadius: Self.listCardCornerRadius, with: .paint(picture.system("secondarySystemGroupedBackground")))
                }
                // A row's `listRowBackground` fills its row, on its card's rounded corners
                // where it is the card's first or last row (Measures §6 "Row background").
                for (index, row) in rows.enumerated() {
                    guard let background = Self.rowBackground(of: row.node, in: list) else { continue }
                    picture.fillRectangle(row.rect, roundingTop: !isPlain && index == 0, bottom: !isPlain && index == rows.count - 1,
                                          radius: Self.listCardCornerRadius, with: picture.fill(background),
                                          naming: Self.naming("RowBackground"))
                }
                // A selected row is highlighted in the system's gray 4, on its card's
                // rounded corners where it is the card's first or last row.
                for (index, row) in rows.enumerated() where selected.contains(where: { row.node.isInside($0) || $0.isInside(row.node) }) {
                    picture.fillRectangle(row.rect, roundingTop: !isPlain && index == 0, bottom: !isPlain && index == rows.count - 1,
                                          radius: Self.listCardCornerRadius, with: .paint(picture.system("gray4")),
                                          naming: Self.naming("SelectedRow"))
                }
                // A hairline below each row but a card's last, from the row's content's
                // leading inset to the row's trailing edge (Measures §6 "Separator inset"),
                // unless the row hides its bottom separator or the next row its top one.
                let hidden = rows.map { Self.hiddenSeparators(of: $0.node, in: list) }
                for (index, row) in rows.enumerated() where index < rows.count - 1 || isPlain {
                    if hidden[index].contains(.bottom) || (index + 1 < rows.count && hidden[index + 1].contains(.top)) { continue }
                    let trailing = min(row.rect.maxX, Self.separatorGuide(.listRowSeparatorTrailing, of: row.node, in: row.rect)
                                                          ?? row.rect.maxX)
                    let leading = min(trailing, Self.separatorGuide(.listRowSeparatorLeading, of: row.node, in: row.rect)
                                                    ?? Self.separatorLeading(of: row.node, in: row.rect, at: picture.now)
                                                    ?? row.rect.minX + row.item.insets.leading)
                    picture.hairline(along: CGRect(x: leading, y: row.rect.maxY - 1 / SystemFont.displayScale,
                                                   width: max(0, trailing - leading), height: 0))
                }
            }
            for item in items {
                switch item {
                case .row(_, let drawn): picture.draw(drawn)
                case .header(let node): picture.drawSectionLabel(node, capitals: true)
                case .footer(let node): picture.drawSectionLabel(node, capitals: false)
                case .sectionBreak: break
                }
            }
        }
    }

    /// Where a row's separator starts: at its first text's leading edge, in view-tree
    /// order (a label's title, the text after an image), when that text is in the row
    /// (Measures §6 "Separator inset"); `nil` when the row shows no text.
    private static func separatorLeading(of row: Node, in rect: CGRect, at now: Date) -> CGFloat? {
        var found: CGFloat?
        func visit(_ node: Node) {
            guard found == nil else { return }
            if node.displayedText(at: now) != nil, let frame = drawableFrame(of: node), frame.width > 0,
               frame.minX >= rect.minX, frame.minX < rect.maxX {
                found = frame.minX
                return
            }
            node.forEachChild(visit)
        }
        visit(row)
        return found
    }

    /// Where a view of the row sets `guide` (`listRowSeparatorLeading` or
    /// `listRowSeparatorTrailing`) with `alignmentGuide(_:computeValue:)`, the first in
    /// view-tree order, in the window; clamped to the row's frame `rect` (Apple: "Use this
    /// guide to align the leading end of the bottom `List` row separator with any other
    /// horizontal guide of a view that is part of the cell content"). `nil` when no view
    /// of the row sets it.
    private static func separatorGuide(_ guide: HorizontalAlignment, of row: Node, in rect: CGRect) -> CGFloat? {
        var found: CGFloat?
        func visit(_ node: Node) {
            guard found == nil else { return }
            if let attribute = (node as? any RecordingNode)?.attribute, attribute.isNamed(.alignmentGuide),
               attribute.firstValue(as: HorizontalAlignment.self) == guide, let frame = drawableFrame(of: node),
               let value = node.explicitAlignment(AlignmentKey(guide), size: frame.size) {
                found = max(rect.minX, min(rect.maxX, frame.minX + value))
                return
            }
            node.forEachChild(visit)
        }
        visit(row)
        return found
    }

    /// The style the row `row` of `list` has as its background: `listRowBackground(_:)`
    /// with a color or another shape style, on it or around it inside the list (on its
    /// `ForEach`, a section), the nearest one deciding; `nil` for none, or for a view that
    /// is not a style (not drawn yet).
    private static func rowBackground(of row: Node, in list: Node) -> (any ShapeStyle)? {
        var node: Node? = row
        while let each = node, each !== list {
            if let attribute = (each as? any RecordingNode)?.attribute, attribute.isNamed(.listRowBackground) {
                return attribute.firstValue(as: Color.self) ?? attribute.firstValue(as: (any ShapeStyle).self)
            }
            node = each.parent
        }
        return nil
    }

    /// The edges whose separators the row `row` of `list` hides: `listRowSeparator(.hidden,
    /// edges:)` on it or around it inside the list (on its `ForEach`, a section), the
    /// nearest one deciding.
    private static func hiddenSeparators(of row: Node, in list: Node) -> VerticalEdge.Set {
        var node: Node? = row
        while let each = node, each !== list {
            if let attribute = (each as? any RecordingNode)?.attribute, attribute.isNamed(.listRowSeparator) {
                guard attribute.firstValue(as: Visibility.self) == .hidden else { return [] }
                return attribute.arguments.first { $0.label == "edges" }?.value as? VerticalEdge.Set ?? .all
            }
            node = each.parent
        }
        return []
    }

    /// The nodes of the rows of `list` its selection holds (none unless it is a
    /// `List(selection:)`).
    private static func selectedRows(of list: Node) -> [Node] {
        guard let list = list as? any SelectableRows else { return [] }
        return list.selectableRows.filter { list.isSelected($0.tag) }.map(\.node)
    }

    /// Adds what `node`, inside a list, shows: a section's header, rows and footer, a
    /// view that lays out as one view as a row, and the rows of any other node's children.
    /// `wrapper` is the outermost node above `node` that wraps one row alone (a modifier
    /// of the row): the row is drawn through it, so that the style it sets applies.
    private static func collect(_ node: Node, into items: inout [ListItem], wrapper: Node? = nil) {
        if node is any SectionShowing {
            var parts: [Node] = []
            node.forEachChild { parts.append($0) }
            items.append(.sectionBreak)
            if parts.count == 3 {
                for header in layoutViews(of: parts[0]) { items.append(.header(header)) }
                collect(parts[1], into: &items)
                for footer in layoutViews(of: parts[2]) { items.append(.footer(footer)) }
            }
            items.append(.sectionBreak)
            return
        }
        let views = layoutViews(of: node)
        if views.count == 1, views[0] === node { return items.append(.row(node, drawn: wrapper ?? node)) }
        var children = 0
        node.forEachChild { _ in children += 1 }
        // A row's swipe actions are a second child that is not laid out: the row is still
        // drawn through them (they draw the row's open actions).
        let wraps = views.count == 1 && (children == 1 || node is any SwipeActing)
        node.forEachChild { collect($0, into: &items, wrapper: wraps ? (wrapper ?? node) : nil) }
    }

    /// Whether `list` shows anything — a row, a header or a footer: a list with none draws
    /// no background, here or behind a bar above it.
    static func listShowsAnything(_ list: Node) -> Bool {
        var items: [ListItem] = []
        list.forEachChild { collect($0, into: &items) }
        return items.contains(where: \.isShown)
    }

    /// The views `node` lays out as.
    private static func layoutViews(of node: Node) -> [Node] {
        var views: [Node] = []
        node.appendLayoutSubviews(to: &views)
        return views
    }

    /// Draws a section's header or footer where the layout put it: a text in the
    /// footnote style and the secondary label color (the header in capitals), wrapped to
    /// its frame's width as the layout wrapped it (Measures §6 "Section header and footer
    /// text"), its first baseline its font's ascender below the frame's top and its lines
    /// as far apart as the layout's (a footer's with no line gap); any other view in the secondary label color.
    private mutating func drawSectionLabel(_ node: Node, capitals: Bool) {
        guard let frame = Self.drawableFrame(of: node) else { return }
        let secondary = Fill.paint(system("secondaryLabel"))
        guard let text = node.displayedText(at: now) else {
            return styled({ $0.foreground = secondary }) { $0.draw(node) }
        }
        let font = SystemFont.resolve(.footnote, dynamicTypeSize: node.environment.values.dynamicTypeSize)
        let shown = capitals ? text.uppercased() : text
        let layout = TextLayout.layout(shown, font: font, proposal: ProposedViewSize(width: frame.width, height: nil), lineLimit: nil,
                                       addsLineGap: node.environment.values.textAddsLineGap)
        let lines = layout.lines.map { TextLine(text: String($0.text), width: $0.width) }
        let advance = layout.lineHeight + layout.lineSpacing
        write(lines, x: frame.minX, baseline: frame.minY + font.ascender,
              advance: advance, font: TextFont(pointSize: font.pointSize), fill: secondary, naming: Self.naming(capitals ? "Header" : "Footer"))
    }
}

/// A node of a `Section`: its children are its header, its content and its footer.
@MainActor
protocol SectionShowing: Node {}

extension SectionNode: SectionShowing {}
