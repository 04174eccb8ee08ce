// How a picture draws a `List` or a `Form` (Rules R22, "Pictures of the window"): in the
// inset-grouped style, iOS's default for both, the grouped background fills the list's
// frame; each section's rows sit on a card of the secondary grouped background with
// corners of radius 10, 20 points from either side (LAYOUT-FACTS §2 "Inset-grouped section
// margins", MEASURED on iOS 14.2), separated by hairlines in the separator color from the
// rows' leading edge; a section's header is written above its card and its footer below,
// in the footnote style and the secondary label color, the header in capitals. A row is as
// high as its content and 11 points above and below it, at least 44 (§2
// "defaultMinListRowHeight", CONVENTION), centred on its content: where the layout put it.
// `.listStyle(.plain)` draws full-width rows on the system background with hairlines
// between them.

import ViewEngineCore

/// A container whose views are the rows of a grouped list (a `Form`).
protocol GroupedListView {}

extension Form: GroupedListView {}

/// A node that shows a list's rows: a `List`, or a `Form` (for the navigation bar, whose
/// background is the list's).
@MainActor
protocol ListShowing: Node {}

extension ListNode: ListShowing {}

extension ListNode: DrawingNode {
    func draw(into picture: inout Picture) { picture.drawList(self, named: "List") }
}

extension ContainerNode: ListShowing where V: GroupedListView {}

extension ContainerNode: DrawingNode {
    func draw(into picture: inout Picture) {
        guard V.self is any GroupedListView.Type else { return picture.drawChildren(of: self) }
        picture.drawList(self, named: "Form")
    }
}

/// What a list shows, in order: the rows, and the headers and footers of its sections.
private enum ListItem {
    case header(Node)
    case row(Node)
    case footer(Node)
    /// A section starts or ends: the rows on either side are on different cards.
    case sectionBreak
}

/// The geometry of the inset-grouped style.
enum ListDrawing {
    /// The card's distance from either side of the list (LAYOUT-FACTS §2, MEASURED).
    static let margin: CGFloat = 20
    /// The content's distance from a row's top and bottom (44 = 22 + 2 × 11, CONVENTION).
    static let verticalInset: CGFloat = 11
    /// The least height of a row (LAYOUT-FACTS §2, CONVENTION).
    static let minimumRowHeight: CGFloat = 44
    /// The radius of a card's corners (LAYOUT-FACTS §2 "Inset-grouped section margins").
    static let cornerRadius: CGFloat = 10
}

extension Picture {
    /// Draws `list` (a `List` or a `Form`) in its style: its background, its sections'
    /// cards and separators, their headers and footers, then its rows' content.
    mutating func drawList(_ list: Node, named name: String) {
        guard let frame = Self.drawableFrame(of: list) else { return drawChildren(of: list) }
        let isPlain = Self.styleName("listStyle", around: list) == "plain"
        var items: [ListItem] = []
        list.forEachChild { Self.collect($0, into: &items) }
        group("g", Self.naming(name)) { picture in
            let background = ShapeOutline.rectangle(frame, radius: .zero).element
            picture.element(background.name, background.attributes
                                .adding(picture.paintAttributes(.paint(picture.system(isPlain ? "systemBackground" : "systemGroupedBackground")), as: "fill")))
            // The cards, with the rows' separators.
            let margin = isPlain ? 0 : ListDrawing.margin
            var card: [(node: Node, rect: CGRect)] = []
            var cards: [[(node: Node, rect: CGRect)]] = []
            for item in items {
                switch item {
                case .row(let node):
                    guard let content = Self.drawableFrame(of: node) else { continue }
                    let height = max(ListDrawing.minimumRowHeight, content.height + 2 * ListDrawing.verticalInset)
                    card.append((node, CGRect(x: frame.minX + margin, y: content.midY - height / 2, width: max(0, frame.width - 2 * margin), height: height)))
                case .sectionBreak, .header, .footer:
                    if !card.isEmpty { cards.append(card) }
                    card = []
                }
            }
            if !card.isEmpty { cards.append(card) }
            for rows in cards {
                let bounds = rows.dropFirst().reduce(rows[0].rect) { $0.union($1.rect) }
                if !isPlain {
                    let shape = ShapeOutline.rectangle(bounds, radius: CGSize(width: ListDrawing.cornerRadius, height: ListDrawing.cornerRadius)).element
                    picture.element(shape.name, shape.attributes.adding(picture.paintAttributes(.paint(picture.system("secondarySystemGroupedBackground")), as: "fill")))
                }
                for (index, row) in rows.enumerated() where index < rows.count - 1 || isPlain {
                    let leading = Self.drawableFrame(of: row.node)?.minX ?? row.rect.minX
                    let line = ShapeOutline.rectangle(CGRect(x: leading, y: row.rect.maxY - 1 / 3, width: max(0, row.rect.maxX - leading), height: 1 / 3),
                                                      radius: .zero).element
                    picture.element(line.name, line.attributes.adding(picture.paintAttributes(.paint(picture.system("separator")), as: "fill")))
                }
            }
            // Headers, rows and footers.
            let cardBounds = cards.map { rows in rows.dropFirst().reduce(rows[0].rect) { $0.union($1.rect) } }
            for item in items {
                switch item {
                case .row(let node):
                    picture.draw(node)
                case .sectionBreak:
                    break
                case .header(let node):
                    let top = Self.drawableFrame(of: node)?.minY ?? .infinity
                    let below = cardBounds.first { $0.minY >= top - 0.5 }
                    picture.drawSectionLabel(node, baselineAbove: below.map { $0.minY - 7 }, capitals: true)
                case .footer(let node):
                    let bottom = Self.drawableFrame(of: node)?.maxY ?? -.infinity
                    let above = cardBounds.last { $0.maxY <= bottom + 0.5 }
                    picture.drawSectionLabel(node, topBelow: above.map { $0.maxY + 7 }, capitals: false)
                }
            }
        }
    }

    /// Adds what `node`, inside a list, shows: a section's header, rows and footer, a
    /// view that lays out as one view as a row, and the rows of any other node's children.
    private static func collect(_ node: Node, into items: inout [ListItem]) {
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
        if views.count == 1, views[0] === node { return items.append(.row(node)) }
        node.forEachChild { collect($0, into: &items) }
    }

    /// The views `node` lays out as.
    private static func layoutViews(of node: Node) -> [Node] {
        var views: [Node] = []
        node.appendLayoutSubviews(to: &views)
        return views
    }

    /// Draws a section's header or footer: a text in the footnote style and the secondary
    /// label color (the header in capitals), its baseline 7 points above the card below
    /// or its top 7 points below the card above; any other view where the layout put it,
    /// in the secondary label color.
    private mutating func drawSectionLabel(_ node: Node, baselineAbove: CGFloat? = nil, topBelow: CGFloat? = nil, capitals: Bool) {
        guard let frame = Self.drawableFrame(of: node) else { return }
        let secondary = Fill.paint(system("secondaryLabel"))
        guard let text = node.displayedText(at: now) else {
            return styled({ $0.foreground = secondary }) { $0.draw(node) }
        }
        let font = SystemFont.resolve(.footnote, dynamicTypeSize: node.environment.values.dynamicTypeSize)
        let shown = capitals ? text.uppercased() : text
        let baseline = baselineAbove ?? ((topBelow ?? frame.minY) + font.ascender)
        write([TextLine(text: shown, width: font.width(of: shown))], x: frame.minX, baseline: baseline, advance: font.lineHeight,
              font: TextFont(pointSize: font.pointSize), fill: secondary, naming: Self.naming(capitals ? "Header" : "Footer"))
    }
}

/// A node of a `Section`: its children are its header, its content and its footer.
@MainActor
protocol SectionShowing: Node {}

extension SectionNode: SectionShowing {}
