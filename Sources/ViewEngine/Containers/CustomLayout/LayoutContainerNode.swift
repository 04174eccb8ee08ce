// The node of a custom `Layout`'s container (Rules R22): the engine lays the content out
// by calling the layout's methods with proxies of its subviews and its own cache.

import ViewEngineCore

@MainActor
final class LayoutContainerNode<L: Layout, Content: View>: TypedNode<_LayoutContainer<L, Content>>, LayoutComputing {
    private var layout: L
    private var title: String
    private var child: TypedNode<Content>!
    /// The layout's cache: made at the first measurement, updated when the container is
    /// laid out again after its inputs or subviews changed.
    private var cache: L.Cache?
    private var cacheIsStale = true
    /// Whether a placement problem of the layout was reported (once per container).
    private var reportedPlacement = false
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    var layoutCache = LayoutCache()

    init(_ view: _LayoutContainer<L, Content>, _ inputs: _ViewInputs) {
        layout = view.layout
        title = view.renderedTitle
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        child = mountChild(view.content, at: 0)
    }

    /// A new layout value lays the container out again (its properties are its inputs;
    /// a `Layout` need not be `Equatable`, so any new value counts as changed).
    override func apply(_ view: _LayoutContainer<L, Content>) {
        layout = view.layout
        title = view.renderedTitle
        setNeedsLayout()
        child.update(view.content)
    }

    override func forEachChild(_ body: (Node) -> Void) { body(child) }

    override func renderLines(into output: inout RenderOutput) {
        output.nested(title) { child.render(into: &$0) }
    }

    // MARK: Layout

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }

    override func invalidateLayoutCache() -> Bool {
        cacheIsStale = true
        keptSpacing = nil
        return layoutCache.invalidate()
    }

    /// The proxies of the content's views, in order.
    private func subviews() -> LayoutSubviews {
        LayoutSubviews(LayoutContent(childrenOf: self).subviews.map(LayoutSubview.init(node:)))
    }

    /// The subviews, with the cache made or brought up to date for them.
    private func prepared() -> LayoutSubviews {
        let subviews = subviews()
        if cache == nil {
            cache = withStackAxis { layout.makeCache(subviews: subviews) }
        } else if cacheIsStale {
            withStackAxis { layout.updateCache(&cache!, subviews: subviews) }
        }
        cacheIsStale = false
        return subviews
    }

    /// Runs `body` with the layout's stack orientation as the axis a `Spacer` grows along.
    private func withStackAxis<Result>(_ body: () -> Result) -> Result {
        let outer = graph.layoutPass.stackAxis
        graph.layoutPass.stackAxis = L.layoutProperties.stackOrientation
        defer { graph.layoutPass.stackAxis = outer }
        return body()
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = prepared()
        let size = withStackAxis { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache!) }
        return CGSize(width: size.width.isNaN ? 0 : size.width, height: size.height.isNaN ? 0 : size.height)
    }

    /// The layout places each subview with its bounds in the window's coordinates, as
    /// SwiftUI passes the region the parent gave it; a subview it places twice keeps its
    /// last place, one it does not place is centered in the bounds, and either is
    /// reported once.
    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        let subviews = prepared()
        let origin = frameInWindow?.origin ?? .zero
        let bounds = CGRect(origin: origin, size: size)
        withStackAxis { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache!) }
        var unplaced = 0, twice = 0
        for subview in subviews {
            guard let node = subview.node else { continue }
            let placement = subview.placement
            if placement.count == 0 { unplaced += 1 }
            if placement.count > 1 { twice += 1 }
            let position = placement.position ?? CGPoint(x: bounds.midX, y: bounds.midY)
            let anchor = placement.count == 0 ? UnitPoint.center : placement.anchor
            let offer = placement.count == 0 ? ProposedViewSize.unspecified : placement.proposal
            let placed = node.measure(offer)
            func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            node.place(at: CGPoint(x: finite(position.x - anchor.x * placed.width - origin.x),
                                   y: finite(position.y - anchor.y * placed.height - origin.y)), proposal: offer)
        }
        if (unplaced > 0 || twice > 0), !reportedPlacement {
            reportedPlacement = true
            var problems: [String] = []
            if twice > 0 { problems.append("placed \(twice) subview\(twice == 1 ? "" : "s") more than once (the last place counts)") }
            if unplaced > 0 { problems.append("did not place \(unplaced) subview\(unplaced == 1 ? "" : "s") (centered in its bounds, at its ideal size)") }
            graph.diagnose(.layoutPlacement, "\(L.self).placeSubviews(in:proposal:subviews:cache:) " + problems.joined(separator: " and ")
                           + ": call place(at:anchor:proposal:) once for each subview.", viewType: "\(L.self)")
        }
    }

    /// The layout's own spacing preferences (``Layout/spacing(subviews:cache:)``), kept
    /// until its layout is invalidated: the layout asks each subview for every edge, and
    /// nested layouts would ask again at every level.
    override func layoutSpacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing {
        if let keptSpacing { return keptSpacing }
        let subviews = prepared()
        let spacing = withStackAxis { layout.spacing(subviews: subviews, cache: &cache!) }.preferences
        keptSpacing = spacing
        return spacing
    }

    /// The spacing preferences last stated, until the layout is invalidated.
    private var keptSpacing: LayoutSpacing?

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let subviews = prepared()
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = layoutCache.proposal
        return withStackAxis {
            if let guide = HorizontalAlignment(key) {
                return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache!)
            }
            if let guide = VerticalAlignment(key) {
                return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache!)
            }
            return nil
        }
    }
}

extension HorizontalAlignment {
    /// The guide `key` names, if it is a horizontal built-in one.
    init?(_ key: AlignmentKey) {
        switch key {
        case .leading: self = .leading
        case .horizontalCenter: self = .center
        case .trailing: self = .trailing
        case .listRowSeparatorLeading: self = .listRowSeparatorLeading
        case .listRowSeparatorTrailing: self = .listRowSeparatorTrailing
        default: return nil
        }
    }
}

extension VerticalAlignment {
    /// The guide `key` names, if it is a vertical built-in one.
    init?(_ key: AlignmentKey) {
        switch key {
        case .top: self = .top
        case .verticalCenter: self = .center
        case .bottom: self = .bottom
        case .firstTextBaseline: self = .firstTextBaseline
        case .lastTextBaseline: self = .lastTextBaseline
        default: return nil
        }
    }
}
