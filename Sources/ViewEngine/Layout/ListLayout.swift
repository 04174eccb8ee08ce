// How a `List` and a `Form` lay out their rows (Rules R22): they take all they are
// offered (a row's ideal height each when offered no height), and each view of their
// content is a row one below the other, with no spacing between rows. A row is inset by
// the inset-grouped style's margins, 20 points on either side (LAYOUT-FACTS §2
// "Inset-grouped section margins", MEASURED on iOS 14.2; the conventional 16 on narrow
// phones is noted there), its content 11 points from its top and bottom and vertically
// centered, and at least 44 points high (§2 "defaultMinListRowHeight … value",
// CONVENTION: UITableView's default row height).

import ViewEngineCore

@MainActor @usableFromInline
struct ListLayout: Equatable {
    /// The margins on either side of a row.
    static let margin: CGFloat = 20
    /// The content's distance from a row's top and bottom (CONVENTION: 44 = 22 + 2 × 11).
    static let verticalInset: CGFloat = 11
    /// The least height of a row.
    static let minimumRowHeight: CGFloat = 44

    @usableFromInline nonisolated init() {}

    @usableFromInline nonisolated static func == (lhs: ListLayout, rhs: ListLayout) -> Bool { true }

    private func contentProposal(_ width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - 2 * Self.margin) }, height: nil)
    }

    private func rowHeights(_ subviews: [Node], width: CGFloat?) -> [(content: CGSize, row: CGFloat)] {
        subviews.map { subview in
            let size = subview.measure(contentProposal(width))
            return (size, max(Self.minimumRowHeight, size.height + 2 * Self.verticalInset))
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [Node]) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let rows = rowHeights(subviews, width: width)
        let height = rows.reduce(0) { $0 + $1.row }
        let ideal = (rows.map(\.content.width).max() ?? 0) + 2 * Self.margin
        return CGSize(width: width ?? ideal, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? height)
    }

    func place(_ subviews: [Node], in size: CGSize, proposal: ProposedViewSize) {
        let rows = rowHeights(subviews, width: size.width)
        var y: CGFloat = 0
        for (subview, row) in zip(subviews, rows) {
            subview.place(at: CGPoint(x: Self.margin, y: y + (row.row - row.content.height) / 2), proposal: contentProposal(size.width))
            y += row.row
        }
    }
}
