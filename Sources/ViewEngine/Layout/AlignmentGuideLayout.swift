// `alignmentGuide(_:computeValue:)` (Rules R22): the view lays out as its content and
// sets one guide — its value is `computeValue` of the content's dimensions — which the
// stack or frame around it aligns on (Apple: "Use this method to override the default
// value of an alignment guide").

import ViewEngineCore

struct AlignmentGuideLayout: ModifierLayout {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize { content.measure(proposal) }

    func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        content.place(at: .zero, proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, content: LayoutContent) -> CGFloat? {
        guard key == self.key else { return content.explicitAlignment(key, size: size) }
        let dimensions = content.subviews.count == 1 ? ViewDimensions(of: content.subviews[0], size: size)
            : ViewDimensions(width: size.width, height: size.height)
        let value = computeValue(dimensions)
        return value.isFinite ? value : nil
    }
}
