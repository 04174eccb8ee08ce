// What a navigation bar draws behind its title and items (Rules R22, "Pictures of the
// window"). UIKit's rule, which SwiftUI's bars follow: a bar uses its scroll-edge
// appearance while "the edge of scrollable content aligns with the edge of the
// navigation bar" — at rest, and always over content that does not scroll — and its
// standard appearance once content is scrolled under it; an unset scroll-edge appearance
// is the standard one "modified to use a transparent background"
// (`UINavigationBar.scrollEdgeAppearance`). So by default a bar at rest shows what is
// behind it, and a scrolled one its material with a shadow line. An app changes both
// through the appearance proxy (`UINavigationBar.appearance().scrollEdgeAppearance`,
// UINavigationBar+Look.swift), and SwiftUI's `toolbarBackground(_:for:)` on the top view
// overrides the proxy: `.visible` shows the background at rest too, `.hidden` never, and
// a style is the background's whenever it shows ("To ensure that the background is
// displayed, use toolbarBackground(.visible, for:)").

import ViewEngineCore

/// How a navigation bar looks: what it draws behind its title and items (fills in order,
/// a material and a color over it), the line along its bottom edge, and its titles'
/// colors; `nil` for what the bar does not change.
@MainActor
struct NavigationBarLook {
    /// The fills of the bar's background, bottom first; none for a transparent bar.
    var background: [any ShapeStyle] = []
    /// The bar's shadow line along its bottom edge; `nil` for none.
    var shadow: (any ShapeStyle)?
    /// The inline title's color; `nil` for the label color.
    var titleColor: (any ShapeStyle)?
    /// The large title's color; `nil` for the label color.
    var largeTitleColor: (any ShapeStyle)?

    /// Whether the bar draws anything behind its title and items.
    var drawsBackground: Bool { !background.isEmpty || shadow != nil }
}

extension NavigationBar {
    /// How the bar of `stack` looks with `top` its top view, whose content starts at
    /// `contentTop` (in the window): by the app's appearance proxy at rest or scrolled,
    /// then by the top view's `toolbarBackground(_:for:)`.
    static func look(showing top: Node, contentTop: CGFloat) -> NavigationBarLook {
        let atScrollEdge = !isScrolledUnder(showing: top, contentTop: contentTop)
        let requested = toolbarBackground(showing: top)
        let visible = requested.visibility.map { $0 == .visible } ?? !atScrollEdge
        var look = NavigationBarLook.proxied(atScrollEdge: atScrollEdge && requested.visibility != .visible)
        guard visible || requested.visibility == nil else {
            look.background = []
            look.shadow = nil
            return look
        }
        if let style = requested.style, visible || look.drawsBackground { look.background = [style] }
        return look
    }

    /// Whether content is scrolled under the bar: a vertical scroll view of the top view
    /// `top` that starts at the content's top (`contentTop`) or above it is scrolled down.
    private static func isScrolledUnder(showing top: Node, contentTop: CGFloat) -> Bool {
        var scrolled = false
        forEachNode(showing: top) { node in
            guard !scrolled else { return false }
            if let scrolling = node as? any Scrolling, scrolling.axes.contains(.vertical),
               let frame = scrolling.frameInWindow, frame.minY <= contentTop + 0.5 {
                scrolled = scrolling.geometry.contentOffset.y > 0
                return false
            }
            return true
        }
        return scrolled
    }

    /// The top view's `toolbarBackground(_:for:)` for the navigation bar (or for every
    /// bar): the first visibility and the first style, in view-tree order.
    static func toolbarBackground(showing top: Node) -> (visibility: Visibility?, style: (any ShapeStyle)?) {
        var visibility: Visibility?
        var style: (any ShapeStyle)?
        forEachNode(showing: top) { node in
            guard let attribute = (node as? any RecordingNode)?.attribute,
                  attribute.isNamed(.toolbarBackground) || attribute.isNamed(.toolbarBackgroundVisibility) else { return true }
            let bars = attribute.arguments.first(where: { $0.label == "for" })?.value as? ToolbarPlacements
            guard bars?.includesNavigationBar ?? true else { return true }
            if visibility == nil, let value = attribute.firstValue(as: Visibility.self), value != .automatic { visibility = value }
            if style == nil, let value = attribute.firstValue(as: ShapeStyleValue.self) { style = value.style }
            return true
        }
        return (visibility, style)
    }
}
