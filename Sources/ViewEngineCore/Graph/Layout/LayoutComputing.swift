import Foundation

/// A node that lays out as one view — a leaf, a stack, a frame, a control — by a rule of
/// its own, with the engine's caching around it (Rules R22).
///
/// A conforming node class keeps a ``LayoutCache`` and overrides the layout members of
/// ``Node`` with the helpers below, one line each:
///
/// ```swift
/// override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
/// override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
/// override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
/// override var placedFrame: CGRect? { layoutCache.frame }
/// override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
/// override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }
/// ```
@MainActor
package protocol LayoutComputing: Node {
    /// The view's last placement.
    var layoutCache: LayoutCache { get set }
    /// The size the view chooses for `proposal`, computed by its rule (its subviews'
    /// sizes come from their own caches).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Places the view's subviews in its bounds (`size`, at the origin of its own space),
    /// for `proposal`.
    func placeSubviews(in size: CGSize, proposal: ProposedViewSize)
}

extension LayoutComputing {
    /// The size for `proposal`: the cached one when the view was placed with that proposal
    /// and nothing changed since, else the one this pass measured already, else computed.
    package func cachedMeasure(_ proposal: ProposedViewSize) -> CGSize {
        if let size = layoutCache.size(for: proposal) { return size }
        guard StackGuard.hasRoom(above: graph.walkStackFloor) else { return graph.refuseLayoutTooDeep(self) }
        if let size = graph.layoutPass.size(of: self, for: proposal) { return size }
        // Measured outside any access to the pass: measuring the subviews records theirs.
        let size = sizeThatFits(proposal)
        graph.layoutPass.record(size, of: self, for: proposal)
        return size
    }

    /// Places the view at `origin` in its layout parent's space; its subviews are placed
    /// again only when it changed, or got another size or proposal.
    package func cachedPlace(at origin: CGPoint, proposal: ProposedViewSize) {
        guard StackGuard.hasRoom(above: graph.walkStackFloor) else { _ = graph.refuseLayoutTooDeep(self); return }
        let size = measure(proposal)
        graph.layoutPass.placed += 1
        if layoutCache.place(at: origin, proposal: proposal, size: size) {
            placeSubviews(in: size, proposal: proposal)
        }
    }
}
