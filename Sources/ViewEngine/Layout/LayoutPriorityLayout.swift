// `layoutPriority` (Rules R22): the view lays out as its content, with the priority a
// stack offers it space by (Apple: "A parent layout offers the child views with the
// highest layout priority all the space offered to the parent minus the minimum space
// required for all its lower-priority children").

import ViewEngineCore

struct LayoutPriorityLayout: ModifierLayout {
    let priority: Double

    var layoutPriority: Double? { priority.isNaN ? 0 : priority }

    func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize { content.measure(proposal) }

    func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        content.place(at: .zero, proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, content: LayoutContent) -> CGFloat? {
        content.explicitAlignment(key, size: size)
    }
}
