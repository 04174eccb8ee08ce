// `ignoresSafeArea(_:edges:)` (Rules R22): the view keeps its place in its parent's
// layout, and where its frame reaches its safe area on one of the given edges — the
// window's, narrowed by the bars of the containers around it (BarInsets.swift) — its
// content extends past it there: to the window's edge, or under a bar to the bar
// container's edge (Apple: "the view extends outside the safe area"). The keyboard region is none here (no keyboard is shown).

import ViewEngineCore

struct IgnoresSafeAreaLayout: ModifierLayout {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize { content.measure(proposal) }

    /// How far the content extends past each edge of `frame` (the modifier's frame in the
    /// window), whose safe area is `inside` the bars around it along the vertical axis.
    @MainActor private func extensions(of frame: CGRect, safeArea: CGRect, inside: SafeAreaInsideBars, window: CGRect) -> EdgeInsets {
        guard regions.contains(.container) else { return EdgeInsets() }
        func reaches(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }
        return EdgeInsets(top: edges.contains(.top) && reaches(frame.minY, inside.top.edge) ? inside.top.edge - inside.top.reach : 0,
                          leading: edges.contains(.leading) && reaches(frame.minX, safeArea.minX) ? safeArea.minX - window.minX : 0,
                          bottom: edges.contains(.bottom) && reaches(frame.maxY, inside.bottom.edge) ? inside.bottom.reach - inside.bottom.edge : 0,
                          trailing: edges.contains(.trailing) && reaches(frame.maxX, safeArea.maxX) ? window.maxX - safeArea.maxX : 0)
    }

    func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        guard let node = content.subviews.first, let frame = node.parentFrameInWindow else {
            return content.place(at: .zero, proposal: proposal)
        }
        let graph = node.graph
        let inside = SafeAreaInsideBars(of: node, safeArea: graph.windowSafeArea, windowHeight: graph.windowBounds.maxY)
        let extra = extensions(of: frame, safeArea: graph.windowSafeArea, inside: inside, window: graph.windowBounds)
        let extended = ProposedViewSize(width: size.width + extra.leading + extra.trailing, height: size.height + extra.top + extra.bottom)
        content.place(at: CGPoint(x: -extra.leading, y: -extra.top), proposal: extended)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, content: LayoutContent) -> CGFloat? {
        content.explicitAlignment(key, size: size)
    }
}

extension Node {
    /// The frame in the window of the nearest ancestor that lays out as one view (the
    /// modifier whose content this node is).
    var parentFrameInWindow: CGRect? {
        var ancestor = parent
        while let each = ancestor {
            if each.placedFrame != nil { return each.frameInWindow }
            ancestor = each.parent
        }
        return nil
    }
}
