// `Grid` and `GridRow` (Rules R22): a column is as wide as the widest of its cells at
// their ideal widths, a row as tall as its tallest cell offered its column's width; a view
// of the grid that is not a `GridRow` spans every column. Columns and rows are 8 points
// apart unless the grid says otherwise (Measures §2 "Grid spacing": Apple's "system
// default", whose value no source gives — 8, as the stacks' and lazy grids').
// Cells are aligned in their cell by the grid's alignment, vertically by their row's
// when it has one; a cell with `gridCellAnchor(_:)` is placed at that unit point of its
// cell instead.

import ViewEngineCore

@MainActor @usableFromInline
struct GridLayout: Equatable {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    @usableFromInline nonisolated init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    @usableFromInline nonisolated static func == (lhs: GridLayout, rhs: GridLayout) -> Bool {
        lhs.alignment == rhs.alignment && lhs.horizontalSpacing == rhs.horizontalSpacing && lhs.verticalSpacing == rhs.verticalSpacing
    }

    static let defaultSpacing: CGFloat = 8

    /// What a grid shares with the rows it places: their columns.
    struct Columns {
        var widths: [CGFloat]
        var spacing: CGFloat
        var alignment: Alignment
    }

    /// A row of the grid: a `GridRow`'s cells, or one view spanning the columns.
    private enum Row {
        case cells(Node, [Node], VerticalAlignment?)
        case spanning(Node)
    }

    private func rows(_ subviews: [Node]) -> [Row] {
        subviews.map { subview in
            if let row = subview as? any GridRowNode, row.isGridRow { return .cells(subview, row.cells, row.rowAlignment) }
            return .spanning(subview)
        }
    }

    private func columns(_ rows: [Row]) -> Columns {
        var widths: [CGFloat] = []
        for case .cells(_, let cells, _) in rows {
            for (index, cell) in cells.enumerated() {
                let width = cell.measure(.unspecified).width
                if index < widths.count { widths[index] = max(widths[index], width) } else { widths.append(width) }
            }
        }
        return Columns(widths: widths, spacing: horizontalSpacing ?? Self.defaultSpacing, alignment: alignment)
    }

    private static func width(of columns: Columns) -> CGFloat {
        columns.widths.reduce(0, +) + columns.spacing * CGFloat(max(0, columns.widths.count - 1))
    }

    /// Each row's height.
    private func heights(_ rows: [Row], _ columns: Columns, proposal: ProposedViewSize) -> [CGFloat] {
        let total = Self.width(of: columns)
        return rows.map { row in
            switch row {
            case .cells(_, let cells, _):
                zip(cells, columns.widths).reduce(CGFloat(0)) { max($0, $1.0.measure(ProposedViewSize(width: $1.1, height: nil)).height) }
            case .spanning(let view):
                view.measure(ProposedViewSize(width: columns.widths.isEmpty ? proposal.width : total, height: nil)).height
            }
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [Node]) -> CGSize {
        let rows = rows(subviews)
        let columns = columns(rows)
        let heights = heights(rows, columns, proposal: proposal)
        var width = Self.width(of: columns)
        for case .spanning(let view) in rows where columns.widths.isEmpty {
            width = max(width, view.measure(ProposedViewSize(width: proposal.width, height: nil)).width)
        }
        let height = heights.reduce(0, +) + (verticalSpacing ?? Self.defaultSpacing) * CGFloat(max(0, heights.count - 1))
        return CGSize(width: width, height: height)
    }

    func place(_ subviews: [Node], in size: CGSize, proposal: ProposedViewSize) {
        let rows = rows(subviews)
        let columns = columns(rows)
        let heights = heights(rows, columns, proposal: proposal)
        let total = columns.widths.isEmpty ? size.width : Self.width(of: columns)
        var y: CGFloat = 0
        for (row, height) in zip(rows, heights) {
            switch row {
            case .cells(let node, _, _):
                // The row is placed again with the grid's columns (its cache would keep
                // the columns of the grid's last layout).
                (node as? any GridRowNode)?.assignColumns(columns)
                _ = node.invalidateLayoutCache()
                node.place(at: CGPoint(x: 0, y: y), proposal: ProposedViewSize(width: total, height: height))
            case .spanning(let view):
                let offer = ProposedViewSize(width: total, height: nil)
                let viewSize = view.measure(offer)
                let bounds = CGSize(width: total, height: height)
                let x = AlignmentGuides.defaultValue(alignment.horizontal, in: bounds) - AlignmentGuides.value(of: view, alignment.horizontal, size: viewSize)
                view.place(at: CGPoint(x: x, y: y), proposal: offer)
            }
            y += height + (verticalSpacing ?? Self.defaultSpacing)
        }
    }

}

/// A `GridRow`'s layout: the grid's columns when a grid places it, else a horizontal
/// stack's.
@MainActor @usableFromInline
struct GridRowLayout: Equatable {
    let alignment: VerticalAlignment?
    /// The columns of the grid that placed the row last.
    var columns: GridLayout.Columns?

    @usableFromInline nonisolated init(alignment: VerticalAlignment?) {
        self.alignment = alignment
    }

    /// Rows of another alignment lay out differently; the columns are the grid's to set.
    @usableFromInline nonisolated static func == (lhs: GridRowLayout, rhs: GridRowLayout) -> Bool { lhs.alignment == rhs.alignment }

    private var stack: StackLayoutAlgorithm {
        StackLayoutAlgorithm(axis: .horizontal, spacing: nil, alignment: .vertical(alignment ?? .center))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, cells: [Node]) -> CGSize {
        guard let columns else { return stack.sizeThatFits(proposal, subviews: cells) }
        let height = zip(cells, columns.widths).reduce(CGFloat(0)) { max($0, $1.0.measure(ProposedViewSize(width: $1.1, height: nil)).height) }
        return CGSize(width: columns.widths.reduce(0, +) + columns.spacing * CGFloat(max(0, columns.widths.count - 1)), height: height)
    }

    func place(_ cells: [Node], in size: CGSize, proposal: ProposedViewSize) {
        guard let columns else { return stack.place(cells, in: size, proposal: proposal) }
        var x: CGFloat = 0
        for (cell, width) in zip(cells, columns.widths) {
            let offer = ProposedViewSize(width: width, height: nil)
            let cellSize = cell.measure(offer)
            let bounds = CGSize(width: width, height: size.height)
            if let anchor = Self.anchor(of: cell) {
                let origin = CGPoint(x: x + (width - cellSize.width) * anchor.x, y: (size.height - cellSize.height) * anchor.y)
                cell.place(at: origin, proposal: offer)
                x += width + columns.spacing
                continue
            }
            let vertical = alignment ?? columns.alignment.vertical
            let dx = AlignmentGuides.defaultValue(columns.alignment.horizontal, in: bounds) - AlignmentGuides.value(of: cell, columns.alignment.horizontal, size: cellSize)
            let dy = AlignmentGuides.defaultValue(vertical, in: bounds) - AlignmentGuides.value(of: cell, vertical, size: cellSize)
            cell.place(at: CGPoint(x: x + dx, y: dy), proposal: offer)
            x += width + columns.spacing
        }
    }
}

extension GridRowLayout {
    /// The `gridCellAnchor(_:)` of a cell: on the cell's view or a modifier around it, up
    /// to its row (the layout's subviews skip the modifiers that do not lay out).
    static func anchor(of cell: Node) -> UnitPoint? {
        var node: Node? = cell
        while let each = node, !((each as? any GridRowNode)?.isGridRow ?? false) {
            if let recording = each as? any RecordingNode, recording.attribute.isNamed(.gridCellAnchor) {
                return recording.attribute.firstValue(as: UnitPoint.self)
            }
            node = each.parent
        }
        return nil
    }
}

/// A container's node, which may be a `GridRow`'s: its cells, for the grid around it.
@MainActor
protocol GridRowNode: Node {
    var cells: [Node] { get }
    /// Whether the node is a `GridRow`'s.
    var isGridRow: Bool { get }
    /// The row's alignment, `nil` for the grid's.
    var rowAlignment: VerticalAlignment? { get }
    /// Gives the row the grid's columns.
    func assignColumns(_ columns: GridLayout.Columns)
}
