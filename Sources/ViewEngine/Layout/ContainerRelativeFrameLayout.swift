// `containerRelativeFrame` (Rules R22): along the given axes the view is sized from its
// nearest container — the scroll view around it, or the window's safe area — as Apple
// states: "divides the container's length into count equal parts, less spacing, and
// gives the view span of them", or the length a closure computes; along the other axes
// it passes the proposal through. The content is placed in that frame by the alignment.

import ViewEngineCore

struct ContainerRelativeFrameLayout: ModifierLayout {
    let axes: Axis.Set
    let alignment: Alignment
    /// The length along an axis, given the container's.
    let length: (CGFloat, Axis) -> CGFloat

    init(axes: Axis.Set, alignment: Alignment, count: Int, span: Int, spacing: CGFloat) {
        self.axes = axes
        self.alignment = alignment
        let count = max(1, count), span = min(max(1, span), count)
        length = { container, _ in
            let part = (container - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, part * CGFloat(span) + spacing * CGFloat(span - 1))
        }
    }

    init(axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }

    @MainActor private func inner(_ proposal: ProposedViewSize, content: LayoutContent) -> ProposedViewSize {
        let container = content.subviews.first?.graph.layoutPass.containerSize ?? .zero
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        return ProposedViewSize(width: axes.contains(.horizontal) ? finite(length(container.width, .horizontal)) : proposal.width,
                                height: axes.contains(.vertical) ? finite(length(container.height, .vertical)) : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize {
        let inner = inner(proposal, content: content)
        let size = content.measure(inner)
        return CGSize(width: axes.contains(.horizontal) ? inner.width ?? size.width : size.width,
                      height: axes.contains(.vertical) ? inner.height ?? size.height : size.height)
    }

    func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        content.place(in: size, alignment: alignment, proposal: inner(proposal, content: content))
    }
}
