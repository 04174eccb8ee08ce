// What a view that holds other views lays out as its content (Rules R22): the layout
// subviews of its children — one view, or several, which SwiftUI stacks vertically where
// one view is expected (the implicit stack), or none.

import ViewEngineCore

@MainActor
struct LayoutContent {
    /// The views of the content, in view-tree order.
    let subviews: [Node]
    /// How several views are stacked: the implicit stack, or a window's root stack.
    var stack = StackLayoutAlgorithm.implicit

    /// The content made of `node`'s children.
    init(childrenOf node: Node) {
        var subviews: [Node] = []
        node.forEachChild { $0.appendLayoutSubviews(to: &subviews) }
        self.subviews = subviews
    }

    /// The content made of `node` and what it holds, several views stacked by `stack`.
    init(_ node: Node, stack: StackLayoutAlgorithm = .implicit) {
        var subviews: [Node] = []
        node.appendLayoutSubviews(to: &subviews)
        self.subviews = subviews
        self.stack = stack
    }

    init(subviews: [Node]) { self.subviews = subviews }

    /// The content's size for `proposal`.
    func measure(_ proposal: ProposedViewSize) -> CGSize {
        switch subviews.count {
        case 0: .zero
        case 1: subviews[0].measure(proposal)
        default: stack.sizeThatFits(proposal, subviews: subviews)
        }
    }

    /// Places the content with its top leading corner at `origin` (in the space of the
    /// view that holds it), at the size it chooses for `proposal`.
    func place(at origin: CGPoint, proposal: ProposedViewSize) {
        switch subviews.count {
        case 0: return
        case 1: subviews[0].place(at: origin, proposal: proposal)
        default:
            stack.place(subviews, at: origin, in: measure(proposal), proposal: proposal)
        }
    }

    /// Places the content in `bounds` (a size at the origin of the space of the view that
    /// holds it), aligned by `alignment` when it is smaller or larger.
    func place(in bounds: CGSize, alignment: Alignment, proposal: ProposedViewSize) {
        guard !subviews.isEmpty else { return }
        let size = measure(proposal)
        let x = AlignmentGuides.defaultValue(alignment.horizontal, in: bounds) - horizontalGuide(alignment.horizontal, size: size)
        let y = AlignmentGuides.defaultValue(alignment.vertical, in: bounds) - verticalGuide(alignment.vertical, size: size)
        place(at: CGPoint(x: x, y: y), proposal: proposal)
    }

    /// The content's guide: its one view's, or the default.
    func horizontalGuide(_ guide: HorizontalAlignment, size: CGSize) -> CGFloat {
        subviews.count == 1 ? AlignmentGuides.value(of: subviews[0], guide, size: size) : AlignmentGuides.defaultValue(guide, in: size)
    }

    /// The content's guide: its one view's, or the default.
    func verticalGuide(_ guide: VerticalAlignment, size: CGSize) -> CGFloat {
        subviews.count == 1 ? AlignmentGuides.value(of: subviews[0], guide, size: size) : AlignmentGuides.defaultValue(guide, in: size)
    }

    /// The guide `key` of the content placed in `bounds` by `alignment`, in the space of
    /// `bounds`, when its one view sets it.
    func alignedGuide(_ key: AlignmentKey, in bounds: CGSize, alignment: Alignment, proposal: ProposedViewSize) -> CGFloat? {
        let size = measure(proposal)
        guard let inner = explicitAlignment(key, size: size) else { return nil }
        if key.isVertical {
            return inner + AlignmentGuides.defaultValue(alignment.vertical, in: bounds) - verticalGuide(alignment.vertical, size: size)
        }
        return inner + AlignmentGuides.defaultValue(alignment.horizontal, in: bounds) - horizontalGuide(alignment.horizontal, size: size)
    }

    /// The guide `key` of the content, when its one view sets it.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        subviews.count == 1 ? subviews[0].explicitAlignment(key, size: size) : nil
    }

    /// The content's spacing preferences: its one view's, several views' as their stack
    /// states them, none without a view.
    func spacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing {
        switch subviews.count {
        case 0: .none
        case 1: subviews[0].spacing(on: edge)
        default: stack.spacing(subviews, on: edge)
        }
    }

    /// The content's layout priority: its one view's.
    var layoutPriority: Double { subviews.count == 1 ? subviews[0].layoutPriority : 0 }
}
