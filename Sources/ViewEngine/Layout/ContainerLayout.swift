// How a container view (`VStack`, `HStack`, `ZStack`, `Form`, `ScrollView`...) lays out its
// content (Rules R22): the container's node keeps it and lays out as one view by it.

import ViewEngineCore

/// A container's layout.
@usableFromInline
enum ContainerLayout: Equatable {
    /// The content as SwiftUI shows several views where one is expected: one view as it
    /// is, several in the implicit vertical stack.
    case content
    /// A horizontal or vertical stack.
    case stack(StackLayoutAlgorithm)
    /// Views on top of each other.
    case overlay(ZStackLayoutAlgorithm)
    /// A lazy grid's columns (or rows).
    case lazyGrid(LazyGridLayout)
    /// A list's or a form's rows.
    case list(ListLayout)
    /// The first view that fits on the given axes (`ViewThatFits`).
    case firstFitting(Axis.Set)
    /// A `Grid`'s rows.
    case grid(GridLayout)
    /// A `GridRow`'s cells: in a grid, its columns; alone, a horizontal stack.
    case gridRow(GridRowLayout)

    /// The axis a `Spacer` among the subviews grows along.
    var stackAxis: Axis? {
        switch self {
        case .stack(let stack): stack.axis
        case .content: .vertical
        case .overlay, .lazyGrid, .firstFitting, .grid: nil
        case .list: .vertical
        case .gridRow: .horizontal
        }
    }

    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, subviews: [Node], gaps: [CGFloat]? = nil) -> CGSize {
        switch self {
        case .content: LayoutContent(subviews: subviews).measure(proposal)
        case .stack(let stack): stack.sizeThatFits(proposal, subviews: subviews, gaps: gaps)
        case .overlay(let stack): stack.sizeThatFits(proposal, subviews: subviews)
        case .lazyGrid(let grid): grid.sizeThatFits(proposal, subviews: subviews)
        case .list(let list): list.sizeThatFits(proposal, subviews: subviews)
        case .firstFitting(let axes): Self.fitting(subviews, axes, proposal)?.measure(proposal) ?? .zero
        case .grid(let grid): grid.sizeThatFits(proposal, subviews: subviews)
        case .gridRow(let row): row.sizeThatFits(proposal, cells: subviews)
        }
    }

    /// The container's spacing preferences (Measures §2 "Spacing next to text"): a
    /// stack's by its ends, views on top of each other all of theirs merged, a list or a
    /// grid the default's.
    @MainActor func spacing(_ subviews: [Node], on edge: LayoutSpacing.Edge) -> LayoutSpacing {
        switch self {
        case .content: return LayoutContent(subviews: subviews).spacing(on: edge)
        case .stack(let stack): return stack.spacing(subviews, on: edge)
        case .overlay:
            var merged = LayoutSpacing.none
            for subview in subviews { merged.merge(subview.spacing(on: edge), on: edge) }
            return merged
        case .lazyGrid, .list, .firstFitting, .grid, .gridRow: return .standard
        }
    }

    /// `ViewThatFits`: the first view whose ideal size on the constrained axes fits the
    /// proposal, else the last (Apple: "It selects the first child whose ideal size on
    /// the constrained axes fits within the proposed size").
    @MainActor static func fitting(_ subviews: [Node], _ axes: Axis.Set, _ proposal: ProposedViewSize) -> Node? {
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        return subviews.first { subview in
            let ideal = subview.measure(probe)
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity) + 0.001
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity) + 0.001
            return fitsWidth && fitsHeight
        } ?? subviews.last
    }

    @MainActor func place(_ subviews: [Node], in size: CGSize, proposal: ProposedViewSize, gaps: [CGFloat]? = nil) {
        switch self {
        case .content: LayoutContent(subviews: subviews).place(at: .zero, proposal: proposal)
        case .stack(let stack): stack.place(subviews, in: size, proposal: proposal, gaps: gaps)
        case .overlay(let stack): stack.place(subviews, in: size, proposal: proposal)
        case .lazyGrid(let grid): grid.place(subviews, in: size, proposal: proposal)
        case .list(let list): list.place(subviews, in: size, proposal: proposal)
        case .firstFitting(let axes):
            Self.fitting(subviews, axes, proposal)?.place(at: .zero, proposal: proposal)
        case .grid(let grid): grid.place(subviews, in: size, proposal: proposal)
        case .gridRow(let row): row.place(subviews, in: size, proposal: proposal)
        }
    }
}
