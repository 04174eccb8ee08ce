// The algorithm of `HStack` and `VStack` (and of `HStackLayout`/`VStackLayout`), and of
// the implicit vertical stack SwiftUI makes of several views where one is expected
// (Rules R22). Measures §10 "Stacks" (a re-implementation compared with SwiftUI, and
// published experiments) states it; the steps:
//
// 1. The spacing between neighbours (8 points, none beside a `Spacer`; or the stack's
//    own) is taken from the proposal along the stack's axis.
// 2. Without a proposal along the axis, each subview is asked for its ideal length, and
//    the stack is their sum.
// 3. Otherwise subviews are offered space by priority, highest first (a `Spacer` after
//    every other), and within one priority least flexible first (flexibility: the length
//    at an infinite proposal minus the length at zero; ties: the larger minimum first). A
//    subview whose length does not depend on the offer (no flexibility) takes the same
//    length whatever it is offered: the engine offers it exactly that length, so that a
//    stack laid out again finds it in the subview's cache.
//    Before a priority's subviews are offered anything, the minimum lengths of the
//    subviews of lower priority are set aside. Each is offered an equal share of what is
//    left for the subviews of its priority not offered yet, and takes what it takes.
// 4. The proposal across the axis is passed through unchanged; subviews are placed in
//    declaration order, aligned across the axis by the stack's alignment.

import ViewEngineCore

/// An alignment across a stack's axis: the guide it aligns its subviews on.
@usableFromInline
enum CrossAlignment: Equatable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// The guide's position in a subview of `size` (its top leading corner at 0).
    @MainActor func value(in node: some LayoutItem, size: CGSize) -> CGFloat {
        switch self {
        case .horizontal(let guide): AlignmentGuides.value(of: node, guide, size: size)
        case .vertical(let guide): AlignmentGuides.value(of: node, guide, size: size)
        }
    }
}

/// The stack algorithm along `axis`.
@MainActor @usableFromInline
struct StackLayoutAlgorithm: Equatable {
    let axis: Axis
    /// The distance between neighbours, or `nil` for what the neighbours' spacing
    /// preferences give: 8 points by default, none beside a `Spacer`, a text's distances
    /// from its font (Measures §2 "Stack default spacing", "Spacing beside a spacer",
    /// "Spacing next to text").
    let spacing: CGFloat?
    let alignment: CrossAlignment

    /// The implicit stack of several views where one is expected: vertical, centred,
    /// default spacing.
    static let implicit = StackLayoutAlgorithm(axis: .vertical, spacing: nil, alignment: .horizontal(.center))

    /// The row a button lays its label's several views out in: an `HStack`'s,
    /// vertically centred, default spacing (Measures §6 "Button row label").
    static let rowLabel = StackLayoutAlgorithm(axis: .horizontal, spacing: nil, alignment: .vertical(.center))

    /// The stack a hosting window makes of several root views: vertical, centred, with no
    /// space between them (Measures §2 "Root views").
    static let windowRoot = StackLayoutAlgorithm(axis: .vertical, spacing: 0, alignment: .horizontal(.center))

    /// The default spacing between two views that are not spacers (Measures §2 "Stack
    /// default spacing").
    static let defaultSpacing: CGFloat = LayoutSpacing.defaultDistance

    // MARK: Measuring

    /// The stack's size for `proposal`; `gaps` the spacing after each subview but the
    /// last, when the caller kept it (``gaps(_:reusing:isUnchanged:)``).
    func sizeThatFits<Item: LayoutItem>(_ proposal: ProposedViewSize, subviews: [Item], gaps: [CGFloat]? = nil) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let resolved = resolve(subviews, proposal, gaps)
        var length = resolved.gaps.reduce(0, +)
        for size in resolved.sizes { length += major(size) }
        let breadth = crossExtent(subviews, resolved.sizes).breadth
        return make(major: length, minor: breadth)
    }

    /// Places `subviews` in a stack of `size` whose top leading corner is at `origin` in
    /// the space their positions are given in.
    func place<Item: LayoutItem>(_ subviews: [Item], at origin: CGPoint = .zero, in size: CGSize, proposal: ProposedViewSize,
                                 gaps: [CGFloat]? = nil) {
        guard !subviews.isEmpty else { return }
        let resolved = resolve(subviews, proposal, gaps)
        let cross = crossExtent(subviews, resolved.sizes)
        let layoutGraph = subviews[0].layoutGraph
        let outer = layoutGraph?.layoutPass.stackAxis
        layoutGraph?.layoutPass.stackAxis = axis
        defer { layoutGraph?.layoutPass.stackAxis = outer }
        var position: CGFloat = 0
        for index in subviews.indices {
            let size = resolved.sizes[index]
            let offset = cross.line - alignment.value(in: subviews[index], size: size)
            let point = make(major: position, minor: offset)
            subviews[index].placeItem(at: CGPoint(x: origin.x + point.width, y: origin.y + point.height), proposal: resolved.proposals[index])
            position += major(size)
            if index < resolved.gaps.count { position += resolved.gaps[index] }
        }
    }

    // MARK: The distribution

    private struct Resolved {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var gaps: [CGFloat]
    }

    /// Each subview's proposal and size for the stack's `proposal`.
    private func resolve<Item: LayoutItem>(_ subviews: [Item], _ proposal: ProposedViewSize, _ kept: [CGFloat]?) -> Resolved {
        let layoutGraph = subviews[0].layoutGraph
        let outer = layoutGraph?.layoutPass.stackAxis
        layoutGraph?.layoutPass.stackAxis = axis
        defer { layoutGraph?.layoutPass.stackAxis = outer }
        let gaps = kept?.count == subviews.count - 1 ? kept! : self.gaps(subviews)
        let minorProposal = minor(proposal)
        let count = subviews.count
        guard let available = major(proposal) else {
            let each = make(major: nil, minor: minorProposal)
            return Resolved(proposals: Array(repeating: each, count: count), sizes: subviews.map { $0.measure(each) }, gaps: gaps)
        }
        // Minimum and maximum lengths along the axis (kept by each subview between passes
        // while it does not change), and priorities.
        var minimums = [CGFloat](repeating: 0, count: count)
        var maximums = [CGFloat](repeating: 0, count: count)
        var priorities = [Double](repeating: 0, count: count)
        for index in 0..<count {
            let subview = subviews[index]
            if let range = subview.keptLengthRange(along: axis, across: minorProposal) {
                (minimums[index], maximums[index]) = range
            } else {
                minimums[index] = major(subview.measure(make(major: 0, minor: minorProposal)))
                maximums[index] = major(subview.measure(make(major: .infinity, minor: minorProposal)))
                subview.keepLengthRange(along: axis, across: minorProposal, least: minimums[index], most: maximums[index])
            }
            priorities[index] = subview.isSpacer ? -.infinity : subview.layoutPriority
        }
        var proposals = [ProposedViewSize](repeating: .zero, count: count)
        var sizes = [CGSize](repeating: .zero, count: count)
        var remaining = available - gaps.reduce(0, +)
        // Priorities from the highest; within one, a subview whose length does not depend
        // on the offer takes it first (the least flexible) and is offered exactly that
        // length, so that it keeps its cached size; the others in order of flexibility,
        // each an equal share of what is left.
        let levels = priorities.allSatisfy({ $0 == priorities[0] }) ? [priorities[0]] : Array(Set(priorities)).sorted(by: >)
        for level in levels {
            var setAside: CGFloat = 0
            for index in 0..<count where priorities[index] < level { setAside += minimums[index] }
            var left = remaining - setAside
            var flexible: [Int] = []
            for index in 0..<count where priorities[index] == level {
                guard maximums[index] - minimums[index] <= 1e-9 else {
                    flexible.append(index)
                    continue
                }
                let each = make(major: minimums[index], minor: minorProposal)
                let size = subviews[index].measure(each)
                proposals[index] = each
                sizes[index] = size
                left -= major(size)
                remaining -= major(size)
            }
            flexible.sort { a, b in
                let flexA = maximums[a] - minimums[a], flexB = maximums[b] - minimums[b]
                if flexA != flexB { return flexA < flexB }
                if minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
                return a < b
            }
            for (position, index) in flexible.enumerated() {
                let offer = max(0, left / CGFloat(flexible.count - position))
                let each = make(major: offer, minor: minorProposal)
                let size = subviews[index].measure(each)
                proposals[index] = each
                sizes[index] = size
                left -= major(size)
                remaining -= major(size)
            }
        }
        return Resolved(proposals: proposals, sizes: sizes, gaps: gaps)
    }

    /// The stack's spacing preferences on `edge`: its first subview's at its start, its
    /// last's at its end, and every subview's, merged, across.
    func spacing<Item: LayoutItem>(_ subviews: [Item], on edge: LayoutSpacing.Edge) -> LayoutSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .none }
        switch (axis, edge) {
        case (.vertical, .top), (.horizontal, .leading): return first.spacingPreferences(on: edge)
        case (.vertical, .bottom), (.horizontal, .trailing): return last.spacingPreferences(on: edge)
        default:
            var result = LayoutSpacing.none
            for subview in subviews { result.merge(subview.spacingPreferences(on: edge), on: edge) }
            return result
        }
    }

    /// The stack's spacing preferences on every edge.
    func spacingOnAllEdges<Item: LayoutItem>(_ subviews: [Item]) -> LayoutSpacing {
        LayoutSpacing(eachEdge: { spacing(subviews, on: $0) })
    }

    /// The spacing after each subview but the last. A gap of `kept` (the gaps of the
    /// same subviews at the last layout) is taken again when `isUnchanged` says neither
    /// of its two subviews changed since: a stack of many rows, one of which changed,
    /// asks two of them for their spacing, not all.
    func gaps<Item: LayoutItem>(_ subviews: [Item], reusing kept: [CGFloat]? = nil,
                                isUnchanged: (Int) -> Bool = { _ in false }) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: subviews.count - 1) }
        let kept = kept?.count == subviews.count - 1 ? kept : nil
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(subviews.count - 1)
        let start: LayoutSpacing.Edge = axis == .vertical ? .top : .leading
        var unchanged = kept != nil && isUnchanged(0)
        for index in 1..<subviews.count {
            let nextUnchanged = kept != nil && isUnchanged(index)
            if let kept, unchanged, nextUnchanged {
                gaps.append(kept[index - 1])
            } else {
                let previous = subviews[index - 1].spacingPreferences(on: start.facing)
                let next = subviews[index].spacingPreferences(on: start)
                gaps.append(previous.distance(to: next, along: axis) ?? Self.defaultSpacing)
            }
            unchanged = nextUnchanged
        }
        return gaps
    }

    /// Where the alignment guide runs across the stack (from its leading or top edge), and
    /// the stack's breadth: the subviews' extents on either side of their guides.
    private func crossExtent<Item: LayoutItem>(_ subviews: [Item], _ sizes: [CGSize]) -> (line: CGFloat, breadth: CGFloat) {
        var before: CGFloat = 0
        var after: CGFloat = 0
        for index in subviews.indices {
            let guide = alignment.value(in: subviews[index], size: sizes[index])
            before = max(before, guide)
            after = max(after, minor(sizes[index]) - guide)
        }
        return (before, before + after)
    }

    // MARK: Axes

    private func major(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func minor(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    private func major(_ proposal: ProposedViewSize) -> CGFloat? { axis == .horizontal ? proposal.width : proposal.height }
    private func minor(_ proposal: ProposedViewSize) -> CGFloat? { axis == .horizontal ? proposal.height : proposal.width }

    private func make(major: CGFloat, minor: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }

    private func make(major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }
}
