// `offset` (Rules R22): the view keeps its content's size and place in its parent's
// layout; only where the content is shown moves (Apple: "the original dimensions of the
// view aren't changed by offsetting the contents").

import ViewEngineCore

struct OffsetLayout: ModifierLayout {
    let offset: CGSize
    let invalidInput: InvalidLayoutInput?

    /// A NaN or infinite offset is not applied (0 on that axis), reported with the
    /// engine's own words: SwiftUI has none.
    init(_ offset: CGSize) {
        let valid = offset.width.isFinite && offset.height.isFinite
        self.offset = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        invalidInput = valid ? nil
            : InvalidLayoutInput(message: "Invalid offset (\(offset.width), \(offset.height)): a non-finite offset is not applied; 0 was used on that axis.")
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize { content.measure(proposal) }

    func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        content.place(at: CGPoint(x: offset.width, y: offset.height), proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, content: LayoutContent) -> CGFloat? {
        content.explicitAlignment(key, size: size)
    }
}
