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
    /// Where it puts the guide `key` at `size`, if it sets it itself.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat?
    /// Places it with its top leading corner at `origin` (in the space of the view that
    /// lays it out), for `proposal`.
    func placeItem(at origin: CGPoint, proposal: ProposedViewSize)
    /// The graph whose layout pass it is measured in, if it is a view of one.
    var layoutGraph: ViewGraph? { get }
}

extension Node: LayoutItem {
    func placeItem(at origin: CGPoint, proposal: ProposedViewSize) { place(at: origin, proposal: proposal) }
    var layoutGraph: ViewGraph? { graph }
}

extension LayoutSubview: LayoutItem {
    func measure(_ proposal: ProposedViewSize) -> CGSize { sizeThatFits(proposal) }
    var layoutPriority: Double { priority }
    var isSpacer: Bool { node?.isSpacer ?? (spacing == .zero) }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { node?.explicitAlignment(key, size: size) }
    /// Records the placement, as a layout's `place(at:anchor:proposal:)` does.
    func placeItem(at origin: CGPoint, proposal: ProposedViewSize) { place(at: origin, anchor: .topLeading, proposal: proposal) }
    var layoutGraph: ViewGraph? { node?.graph }
}
