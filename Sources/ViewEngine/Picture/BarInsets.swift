// The safe area a view inside bars has (Rules R22, "Pictures of the window"): on iOS a
// navigation bar and a tab bar are part of the safe area of the views they overlay — the
// content is laid out below the one and above the other, and what ignores the safe area
// reaches under them. A container with bars says how far they reach into its frame; the
// safe area of a view is the window's, narrowed by the bars of the containers around it.
// What a background style reaches past it (`background(_:ignoresSafeAreaEdges:)`) goes to
// the bar container's edge, or the window's where that container reaches the window's
// safe area.

import ViewEngineCore

/// A container whose bars overlay its content's edges: a navigation stack, a tab view.
@MainActor
protocol BarInsetting: Node {
    /// How far its bars reach into its frame at the top and at the bottom.
    var barInsets: (top: CGFloat, bottom: CGFloat) { get }
}

extension NavigationStackNode: BarInsetting {
    /// Its bar (none when a column's own stack shows it, or the top view hides it) and its
    /// bottom toolbar.
    var barInsets: (top: CGFloat, bottom: CGFloat) {
        guard barHolder == nil, let top = levels.last else { return (0, 0) }
        return (NavigationBar.contentInset(showing: top, of: self), NavigationBar.bottomInset(showing: top))
    }
}

extension TabViewNode: BarInsetting {
    /// Its tab bar (none for pages).
    var barInsets: (top: CGFloat, bottom: CGFloat) { (0, pagingStyle == nil ? TabBar.height : 0) }
}

/// The safe area a view has inside the bars of the containers around it, along the
/// vertical axis: where it starts and ends, and how far what ignores it reaches past
/// each end — under a bar, to the bar container's edge, or to the window's edge where
/// that container reaches the window's safe area.
struct SafeAreaInsideBars {
    var top: (edge: CGFloat, reach: CGFloat)
    var bottom: (edge: CGFloat, reach: CGFloat)

    /// The safe area of a view whose ancestors start at `node`'s parent, in a window of
    /// `height` points whose safe area is `safeArea`.
    @MainActor init(of node: Node, safeArea: CGRect, windowHeight height: CGFloat) {
        top = (safeArea.minY, 0)
        bottom = (safeArea.maxY, height)
        var child = node
        var ancestor = node.parent
        while let each = ancestor {
            // Presented content is in a window of its own: the presenter's bars are not above it.
            if let boundary = each as? any PresentationBoundary, boundary.isPresentedContent(child) { break }
            if let bars = each as? any BarInsetting, let box = each.frameInWindow {
                let insets = bars.barInsets
                if insets.top > 0, box.minY + insets.top > top.edge + 0.5 {
                    top = (box.minY + insets.top, box.minY <= safeArea.minY + 0.5 ? 0 : box.minY)
                }
                if insets.bottom > 0, box.maxY - insets.bottom < bottom.edge - 0.5 {
                    bottom = (box.maxY - insets.bottom, box.maxY >= safeArea.maxY - 0.5 ? height : box.maxY)
                }
            }
            child = each
            ancestor = each.parent
        }
    }
}

extension Picture {
    /// `frame` (of `node`), reaching past the safe area on each edge of `edges` where it
    /// reaches the safe area's edge: to the bar container's edge under its bar, or to the
    /// window's edge.
    func beyondSafeArea(_ frame: CGRect, of node: Node, on edges: Edge.Set) -> CGRect {
        let inside = SafeAreaInsideBars(of: node, safeArea: safeArea, windowHeight: window.height)
        let touches = { (a: CGFloat, b: CGFloat) in abs(a - b) < 0.5 }
        let minX = edges.contains(.leading) && touches(frame.minX, safeArea.minX) ? min(frame.minX, 0) : frame.minX
        let maxX = edges.contains(.trailing) && touches(frame.maxX, safeArea.maxX) ? max(frame.maxX, window.width) : frame.maxX
        let minY = edges.contains(.top) && touches(frame.minY, inside.top.edge) ? min(frame.minY, inside.top.reach) : frame.minY
        let maxY = edges.contains(.bottom) && touches(frame.maxY, inside.bottom.edge) ? max(frame.maxY, inside.bottom.reach) : frame.maxY
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
