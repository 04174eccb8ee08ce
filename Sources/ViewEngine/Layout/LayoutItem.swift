// What the stack and overlay algorithms lay out (Rules R22): a view of the engine's tree,
// or a custom layout's proxy of one (`LayoutSubview`), so that `HStackLayout` and
// `HStack` are one algorithm.

import ViewEngineCore

@MainActor
protocol LayoutItem {
    /// The size the item chooses for `proposal`.
    func measure(_ proposal: ProposedViewSize) -> CGSize
    /// Its layout priority.
    var layoutPriority: Double { get }
    /// Whether it is a `Spacer`.
    var isSpacer: Bool { get }
    /// Its spacing preferences on `edge`: what a stack that states no spacing puts
    /// beside it.
    func spacingPreferences(on edge: LayoutSpacing.Edge) -> LayoutSpacing
    /// Where it puts the guide `key` at `size`, if it sets it itself.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat?
    /// Places it with its top leading corner at `origin` (in the space of the view that
    /// lays it out), for `proposal`.
    func placeItem(at origin: CGPoint, proposal: ProposedViewSize)
    /// The graph whose layout pass it is measured in, if it is a view of one.
    var layoutGraph: ViewGraph? { get }
    /// Its least and greatest length along `axis` for `across`, measured by the stack
    /// around it since it last changed, if any.
    func keptLengthRange(along axis: Axis, across: CGFloat?) -> (least: CGFloat, most: CGFloat)?
    /// Keeps them for the next layout of the stack.
    func keepLengthRange(along axis: Axis, across: CGFloat?, least: CGFloat, most: CGFloat)
}

extension Node: LayoutItem {
    func placeItem(at origin: CGPoint, proposal: ProposedViewSize) { place(at: origin, proposal: proposal) }
    var layoutGraph: ViewGraph? { graph }
    func spacingPreferences(on edge: LayoutSpacing.Edge) -> LayoutSpacing { spacing(on: edge) }

    func keptLengthRange(along axis: Axis, across: CGFloat?) -> (least: CGFloat, most: CGFloat)? {
        var range: (least: CGFloat, most: CGFloat)?
        _ = withLayoutCache { range = $0.lengthRange(along: axis, across: across) }
        return range
    }

    func keepLengthRange(along axis: Axis, across: CGFloat?, least: CGFloat, most: CGFloat) {
        _ = withLayoutCache { $0.keepLengthRange(along: axis, across: across, least: least, most: most) }
    }

    /// Whether the view was placed and nothing it lays out with changed since (a view
    /// that keeps no layout cache cannot tell, and counts as changed).
    var isUnchangedSinceLayout: Bool {
        var unchanged = false
        return withLayoutCache { unchanged = !$0.needsLayout && $0.isPlaced } && unchanged
    }
}

extension LayoutSubview: LayoutItem {
    func measure(_ proposal: ProposedViewSize) -> CGSize { sizeThatFits(proposal) }
    var layoutPriority: Double { priority }
    var isSpacer: Bool { node?.isSpacer ?? (spacing == .zero) }
    func spacingPreferences(on edge: LayoutSpacing.Edge) -> LayoutSpacing { spacing.preferences }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { node?.explicitAlignment(key, size: size) }
    /// Records the placement, as a layout's `place(at:anchor:proposal:)` does.
    func placeItem(at origin: CGPoint, proposal: ProposedViewSize) { place(at: origin, anchor: .topLeading, proposal: proposal) }
    var layoutGraph: ViewGraph? { node?.graph }

    func keptLengthRange(along axis: Axis, across: CGFloat?) -> (least: CGFloat, most: CGFloat)? {
        node?.keptLengthRange(along: axis, across: across)
    }

    func keepLengthRange(along axis: Axis, across: CGFloat?, least: CGFloat, most: CGFloat) {
        node?.keepLengthRange(along: axis, across: across, least: least, most: most)
    }
}
