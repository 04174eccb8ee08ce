// How a group box lays out without a custom style (Rules R22), as iOS 17's default style
// does: its label (in the headline font) above its content, both at the leading edge,
// 8 points apart, the two inset 16 points on every side inside the box (Measures §5
// "Group box"). A box with no label is its content inset. The box is as large as what it
// holds needs, and offers what it holds its own proposal less the insets.

import ViewEngineCore

/// The default group box style's measurements (Measures §5 "Group box").
enum GroupBoxLayout {
    /// The inset of the label and the content inside the box, on every side.
    static let inset: CGFloat = 16
    /// The space between the label and the content.
    static let spacing: CGFloat = 8
    /// The corner radius of the box's background.
    static let cornerRadius: CGFloat = 8
}

extension GroupBoxNode {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let parts = measureParts(proposal)
        let inset = GroupBoxLayout.inset
        return CGSize(width: max(parts.label.width, parts.content.width) + 2 * inset,
                      height: parts.label.height + parts.gap + parts.content.height + 2 * inset)
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        let inset = GroupBoxLayout.inset
        let inner = ProposedViewSize(width: max(0, size.width - 2 * inset), height: max(0, size.height - 2 * inset))
        let parts = measureParts(inner, insetAlready: true)
        LayoutContent(label).place(at: CGPoint(x: inset, y: inset), proposal: ProposedViewSize(width: inner.width, height: nil))
        let contentProposal = ProposedViewSize(width: inner.width, height: inner.height.map { max(0, $0 - parts.label.height - parts.gap) })
        LayoutContent(content).place(at: CGPoint(x: inset, y: inset + parts.label.height + parts.gap), proposal: contentProposal)
    }

    /// The label's and the content's sizes for `proposal` (the box's, or with
    /// `insetAlready` the room inside its insets), and the gap between them: none when the
    /// label is empty.
    private func measureParts(_ proposal: ProposedViewSize, insetAlready: Bool = false) -> (label: CGSize, content: CGSize, gap: CGFloat) {
        let inset = insetAlready ? 0 : 2 * GroupBoxLayout.inset
        let width = proposal.width.map { max(0, $0 - inset) }
        let height = proposal.height.map { max(0, $0 - inset) }
        let labelSize = LayoutContent(label).measure(ProposedViewSize(width: width, height: nil))
        let gap = labelSize.width > 0 && labelSize.height > 0 ? GroupBoxLayout.spacing : 0
        let shownLabel = gap > 0 ? labelSize : .zero
        let contentSize = LayoutContent(content).measure(ProposedViewSize(width: width, height: height.map { max(0, $0 - shownLabel.height - gap) }))
        return (shownLabel, contentSize, gap)
    }
}
