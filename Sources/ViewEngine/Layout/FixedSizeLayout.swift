// `fixedSize` (Rules R22; Measures §10 "Fixed size"): on the fixed
// axes the content is proposed nothing (so it takes its ideal size); the other axes pass
// the proposal through; the view is the content's size.

import ViewEngineCore

struct FixedSizeLayout: ModifierLayout {
    let horizontal: Bool
    let vertical: Bool

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize { content.measure(inner(proposal)) }

    func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        content.place(at: .zero, proposal: inner(proposal))
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, content: LayoutContent) -> CGFloat? {
        content.explicitAlignment(key, size: size)
    }
}
