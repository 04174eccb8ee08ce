/// A primitive view that lays out one content view: stacks, `Group`, `Form`...
import ViewEngineCore

@MainActor @usableFromInline
protocol ContainerView: View where Body == Never {
    associatedtype Content: View
    var content: Content { get }
    /// The heading ``ViewHost/render()`` writes above the content, or `nil` to stay transparent.
    var renderedTitle: String? { get }
    /// How the container lays its content out (Rules R22).
    var containerLayout: ContainerLayout { get }
}

extension ContainerView {
    /// By default a container shows its content as one view, or several stacked.
    @usableFromInline var containerLayout: ContainerLayout { .content }
}

extension ContainerView {
    /// Makes the container's node and mounts its content.
    @inlinable
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        let node = ContainerNode<Self>(title: view.renderedTitle, layout: view.containerLayout, inputs)
        node.child = node.mountChild(view.content, at: 0)
        return _ViewOutputs(node)
    }

    /// Takes the new title and hands the content its new value.
    @inlinable
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        guard let node = outputs.node(as: ContainerNode<Self>.self) else { return }
        node.title = view.renderedTitle
        node.takeLayout(view.containerLayout)
        node.child.update(view.content)
    }

    /// A container has no body.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

/// The node of a ``ContainerView``.
@MainActor @usableFromInline
final class ContainerNode<V: ContainerView>: TypedNode<V>, LayoutComputing, GridRowNode {
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline var title: String?
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline var child: TypedNode<V.Content>!

    /// How the container lays its content out.
    private var layout: ContainerLayout
    /// The container's last placement (Rules R22).
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    var layoutCache = LayoutCache()

    @usableFromInline init(title: String?, layout: ContainerLayout, _ inputs: _ViewInputs) {
        self.title = title
        self.layout = layout
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
    }

    /// Takes the layout of a new value: another spacing or alignment lays it out again.
    @usableFromInline func takeLayout(_ layout: ContainerLayout) {
        guard layout != self.layout else { return }
        self.layout = layout
        setNeedsLayout()
    }

    override func forEachChild(_ body: (Node) -> Void) { body(child) }

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool {
        keptGaps?.isCurrent = false
        return layoutCache.invalidate()
    }

    /// The views the content lays out as, kept while no view of the tree appears or
    /// disappears (a stack of many rows collects them once, not at every layout).
    private var keptSubviews: (generation: Int, subviews: [Node])?

    private var subviews: [Node] {
        if let keptSubviews, keptSubviews.generation == graph.structureGeneration { return keptSubviews.subviews }
        let subviews = LayoutContent(childrenOf: self).subviews
        keptSubviews = (graph.structureGeneration, subviews)
        return subviews
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal, subviews: subviews, gaps: stackGaps)
    }

    /// A stack's gaps, kept for the passes of a layout and, gap by gap, between layouts
    /// while neither neighbour changed (a stack measures its subviews several times a
    /// pass, and a text's spacing costs a look at its font).
    private var keptGaps: (generation: Int, gaps: [CGFloat], isCurrent: Bool)?

    private var stackGaps: [CGFloat]? {
        guard case .stack(let stack) = layout, stack.spacing == nil else { return nil }
        let subviews = self.subviews
        let generation = graph.structureGeneration
        if let keptGaps, keptGaps.isCurrent, keptGaps.generation == generation { return keptGaps.gaps }
        let reusable = keptGaps?.generation == generation ? keptGaps?.gaps : nil
        let gaps = stack.gaps(subviews, reusing: reusable) { subviews[$0].isUnchangedSinceLayout }
        keptGaps = (generation, gaps, true)
        return gaps
    }

    override func layoutSpacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing { layout.spacing(subviews, on: edge) }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        layout.place(subviews, in: size, proposal: proposal, gaps: stackGaps)
    }

    /// The cells of a `GridRow`'s node, for the grid around it.
    var cells: [Node] { subviews }

    /// Whether this is a `GridRow`'s node.
    var isGridRow: Bool {
        if case .gridRow = layout { return true }
        return false
    }

    /// The alignment of a `GridRow`'s node.
    var rowAlignment: VerticalAlignment? {
        if case .gridRow(let row) = layout { return row.alignment }
        return nil
    }

    func assignColumns(_ columns: GridLayout.Columns) {
        guard case .gridRow(var row) = layout else { return }
        row.columns = columns
        layout = .gridRow(row)
    }

    override func renderLines(into output: inout RenderOutput) {
        guard let title else { return child.render(into: &output) }
        output.nested(title) { child.render(into: &$0) }
    }
}
