// `position` (Rules R22): the view takes all it is offered (10 points on an axis left
// unspecified: `replacingUnspecifiedDimensions()`), and its content's center is at the
// point, in that view's space (Apple: "Positions the center of this view at the specified
// point in its parent's coordinate space").

import ViewEngineCore

struct PositionLayout: ModifierLayout {
    let position: CGPoint
    let invalidInput: InvalidLayoutInput?

    /// A NaN or infinite coordinate counts as 0, reported with the engine's own words.
    init(_ position: CGPoint) {
        let valid = position.x.isFinite && position.y.isFinite
        self.position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
        invalidInput = valid ? nil
            : InvalidLayoutInput(message: "Invalid position (\(position.x), \(position.y)): a non-finite coordinate is not used; 0 was used instead.")
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        let inner = content.measure(proposal)
        content.place(at: CGPoint(x: position.x - inner.width / 2, y: position.y - inner.height / 2), proposal: proposal)
    }
}
