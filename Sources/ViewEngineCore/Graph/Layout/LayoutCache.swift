import Foundation

/// What a view that lays out as one view (a leaf, a stack, a frame) remembers of its last
/// layout (Rules R22): the proposal it was placed with, the size it chose for it, and its
/// origin in its layout parent's space.
///
/// The layout is incremental: a view whose inputs and whose subviews' sizes did not
/// change since it was placed answers its size from here and keeps its subviews where
/// they are. Measurements with other proposals in the same pass (a stack asks for the
/// minimum and the maximum) are kept by the pass (``LayoutPass``), not here, so each such
/// view carries 80 bytes.
public struct LayoutCache {
    /// The proposal of the last placement; NaN stands for `nil` (so the pair takes 16
    /// bytes instead of 32).
    private var proposedWidth = Double.nan
    private var proposedHeight = Double.nan
    /// The size chosen for that proposal.
    package private(set) var size = CGSize.zero
    /// The origin in the layout parent's space (the nearest ancestor that lays out as one
    /// view; the window for the outermost ones).
    package private(set) var origin = CGPoint.zero
    /// Whether the view's inputs or its subviews changed since it was last placed.
    package private(set) var needsLayout = true
    /// Whether the view was ever placed.
    package private(set) var isPlaced = false
    /// The axis of the stack the range below was measured along. Beside the two flags, so
    /// that the three take one word and the cache 80 bytes, not 81: a `Text`'s node then
    /// takes 152 bytes, the size class of 160, not of 176 (Benchmarks/HISTORY.md, "Memory
    /// per `Button` row").
    private var rangeAxis = Axis.horizontal
    /// What the stack around the view measured of it: its least and greatest length along
    /// the stack's axis, for a proposal across it (`-1` for none; NaN when nothing is
    /// kept). A stack laid out again asks a view that did not change for neither.
    private var rangeAcross = Double.nan
    private var rangeLeast = 0.0
    private var rangeMost = 0.0

    package init() {}

    /// Marks the cache stale; returns whether it already was.
    package mutating func invalidate() -> Bool {
        rangeAcross = .nan
        defer { needsLayout = true }
        return needsLayout
    }

    /// The least and greatest length along a stack's axis kept for `across`, the proposal
    /// across it.
    package func lengthRange(along axis: Axis, across: CGFloat?) -> (least: CGFloat, most: CGFloat)? {
        guard !rangeAcross.isNaN, rangeAxis == axis, rangeAcross == (across.map(Double.init) ?? -1) else { return nil }
        return (CGFloat(rangeLeast), CGFloat(rangeMost))
    }

    /// Keeps the least and greatest length along a stack's axis for `across`.
    package mutating func keepLengthRange(along axis: Axis, across: CGFloat?, least: CGFloat, most: CGFloat) {
        rangeAxis = axis
        rangeAcross = across.map(Double.init) ?? -1
        rangeLeast = least
        rangeMost = most
    }

    /// The size of the last placement, if `proposal` is its proposal and nothing changed.
    package func size(for proposal: ProposedViewSize) -> CGSize? {
        guard !needsLayout, isPlaced, Self.same(proposedWidth, proposal.width), Self.same(proposedHeight, proposal.height)
        else { return nil }
        return size
    }

    /// The proposal of the last placement.
    package var proposal: ProposedViewSize {
        ProposedViewSize(width: proposedWidth.isNaN ? nil : proposedWidth, height: proposedHeight.isNaN ? nil : proposedHeight)
    }

    /// The frame of the last placement in the layout parent's space.
    package var frame: CGRect? { isPlaced ? CGRect(origin: origin, size: size) : nil }

    /// Records a placement; returns whether the subviews must be placed again (the view
    /// changed, or got another size or proposal; a move alone keeps them where they are,
    /// relative to it).
    package mutating func place(at origin: CGPoint, proposal: ProposedViewSize, size: CGSize) -> Bool {
        let samePlacement = isPlaced && !needsLayout && Self.same(proposedWidth, proposal.width)
            && Self.same(proposedHeight, proposal.height) && size == self.size
        self.origin = origin
        self.size = size
        proposedWidth = proposal.width ?? .nan
        proposedHeight = proposal.height ?? .nan
        needsLayout = false
        isPlaced = true
        return !samePlacement
    }

    /// Moves the view without placing it again (a scroll view's content as it scrolls).
    package mutating func move(to origin: CGPoint) { self.origin = origin }

    private static func same(_ stored: Double, _ proposed: CGFloat?) -> Bool {
        guard let proposed else { return stored.isNaN }
        return stored == proposed
    }
}
