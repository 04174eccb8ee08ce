import Foundation

/// What one layout pass keeps while it runs (Rules R22): the sizes it measured, by view
/// and proposal, so that a stack asking a subview for its minimum, its maximum and then
/// its share measures each once; and counts for the benchmarks and the trace.
///
/// A pass is one round of measuring and placing after the frame's updates; its
/// measurements hold only while no view changes, so each round starts empty.
@MainActor
package struct LayoutPass {
    private struct Key: Hashable {
        let node: ObjectIdentifier
        let width: UInt64
        let height: UInt64

        init(_ node: Node, _ proposal: ProposedViewSize) {
            self.node = ObjectIdentifier(node)
            // A bit pattern no finite proposal has stands for `nil`.
            width = proposal.width.map { Double($0).bitPattern } ?? .max
            height = proposal.height.map { Double($0).bitPattern } ?? .max
        }
    }

    private var sizes: [Key: CGSize] = [:]
    /// Views measured (computed, not found in a cache) in this pass.
    package private(set) var measured = 0
    /// Views placed in this pass.
    package var placed = 0 {
        didSet { totalPlaced += placed - oldValue }
    }
    /// Counts over the host's life, for the tests of incremental layout: rounds run, views
    /// measured, views placed.
    package private(set) var totalRounds = 0
    package private(set) var totalMeasured = 0
    package private(set) var totalPlaced = 0
    /// The axis of the stack whose subviews are being measured or placed (`nil` inside
    /// any other layout): a `Spacer` grows along it, a `Divider` crosses it.
    package var stackAxis: Axis?
    /// The size of the nearest container of the views being measured or placed (a scroll
    /// view's viewport, the window's safe area), for `containerRelativeFrame`.
    package var containerSize: CGSize?

    package init() {}

    /// The size `node` chose for `proposal` earlier in this pass, if it was asked.
    package func size(of node: Node, for proposal: ProposedViewSize) -> CGSize? {
        sizes[Key(node, proposal)]
    }

    /// Counts a measurement that is not kept (a leaf's: measuring it again costs less
    /// than keeping it).
    package mutating func noteMeasured() {
        measured += 1
        totalMeasured += 1
    }

    /// Keeps the size `node` chose for `proposal` for the rest of the pass.
    package mutating func record(_ size: CGSize, of node: Node, for proposal: ProposedViewSize) {
        measured += 1
        totalMeasured += 1
        sizes[Key(node, proposal)] = size
    }

    /// Starts a new round: nothing measured yet.
    package mutating func reset() {
        // The memory of a large first layout goes back: a pass's sizes are kept only while
        // it runs.
        sizes = [:]
        measured = 0
        placed = 0
        stackAxis = nil
        totalRounds += 1
    }
}
