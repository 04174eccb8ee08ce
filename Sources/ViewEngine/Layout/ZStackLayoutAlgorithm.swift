// The algorithm of `ZStack` (and `ZStackLayout`), and of how `overlay` and `background`
// place their view (Rules R22; Measures §10 "ZStack", "Overlay and background"): every subview is
// offered the stack's proposal; the stack spans the subviews of the highest layout
// priority, aligned on the alignment's guides; subviews of lower priority are offered
// that size; all are placed so that their guides meet.

import ViewEngineCore

@MainActor @usableFromInline
struct ZStackLayoutAlgorithm: Equatable {
    let alignment: Alignment

    /// The subviews' sizes, and the stack's size and guides.
    private func resolve<Item: LayoutItem>(_ subviews: [Item], _ proposal: ProposedViewSize) -> (sizes: [CGSize], size: CGSize, guide: CGPoint) {
        let top = subviews.map(\.layoutPriority).max() ?? 0
        var sizes = [CGSize](repeating: .zero, count: subviews.count)
        var extent = Extent()
        for index in subviews.indices where subviews[index].layoutPriority == top {
            sizes[index] = subviews[index].measure(proposal)
            extent.add(subviews[index], size: sizes[index], alignment: alignment)
        }
        if subviews.contains(where: { $0.layoutPriority != top }) {
            let offer = ProposedViewSize(extent.size)
            for index in subviews.indices where subviews[index].layoutPriority != top {
                sizes[index] = subviews[index].measure(offer)
            }
        }
        return (sizes, extent.size, extent.guide)
    }

    func sizeThatFits<Item: LayoutItem>(_ proposal: ProposedViewSize, subviews: [Item]) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return resolve(subviews, proposal).size
    }

    func place<Item: LayoutItem>(_ subviews: [Item], at origin: CGPoint = .zero, in size: CGSize, proposal: ProposedViewSize) {
        guard !subviews.isEmpty else { return }
        let resolved = resolve(subviews, proposal)
        let top = subviews.map(\.layoutPriority).max() ?? 0
        // The guides meet where the alignment puts them in the stack's own bounds.
        let guideX = AlignmentGuides.defaultValue(alignment.horizontal, in: size) - AlignmentGuides.defaultValue(alignment.horizontal, in: resolved.size) + resolved.guide.x
        let guideY = AlignmentGuides.defaultValue(alignment.vertical, in: size) - AlignmentGuides.defaultValue(alignment.vertical, in: resolved.size) + resolved.guide.y
        for index in subviews.indices {
            let subview = subviews[index], each = resolved.sizes[index]
            let x = guideX - AlignmentGuides.value(of: subview, alignment.horizontal, size: each)
            let y = guideY - AlignmentGuides.value(of: subview, alignment.vertical, size: each)
            let offer = subview.layoutPriority == top ? proposal : ProposedViewSize(resolved.size)
            subview.placeItem(at: CGPoint(x: origin.x + x, y: origin.y + y), proposal: offer)
        }
    }

    /// The union of subviews aligned on their guides: how far they reach before and after.
    private struct Extent {
        var before = CGPoint.zero
        var after = CGPoint.zero

        @MainActor mutating func add(_ node: some LayoutItem, size: CGSize, alignment: Alignment) {
            let x = AlignmentGuides.value(of: node, alignment.horizontal, size: size)
            let y = AlignmentGuides.value(of: node, alignment.vertical, size: size)
            before = CGPoint(x: max(before.x, x), y: max(before.y, y))
            after = CGPoint(x: max(after.x, size.width - x), y: max(after.y, size.height - y))
        }

        var size: CGSize { CGSize(width: before.x + after.x, height: before.y + after.y) }
        /// Where the guides are in the union.
        var guide: CGPoint { before }
    }
}
