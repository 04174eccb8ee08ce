// Placing views at a point of the window that are not in their node parent's layout: a
// toolbar item in the navigation bar, a sheet's content (Rules R22). A view's origin is
// kept in the space of the nearest view around it that was laid out (`frameInWindow` adds
// the origins up), so the point is converted into that space.

import ViewEngineCore

extension LayoutContent {
    /// Places the content with its top leading corner at `point` of the window, below the
    /// node `anchor` (the views' node parent, or an ancestor of it).
    @MainActor func place(atWindowPoint point: CGPoint, below anchor: Node, proposal: ProposedViewSize) {
        let space = Self.spaceOrigin(below: anchor)
        place(at: CGPoint(x: point.x - space.x, y: point.y - space.y), proposal: proposal)
    }

    /// Where the space of views placed below the node `anchor` starts in the window: the
    /// origin of the nearest view around them that was laid out, or the window's.
    @MainActor static func spaceOrigin(below anchor: Node) -> CGPoint {
        var ancestor: Node? = anchor
        while let each = ancestor, each.placedFrame == nil { ancestor = each.parent }
        return ancestor?.frameInWindow?.origin ?? .zero
    }
}
