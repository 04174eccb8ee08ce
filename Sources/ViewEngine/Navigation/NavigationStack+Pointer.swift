// What a click reaches of a navigation stack's bar (Rules: Host, "A click drives the
// control under it"): a pushed view's back button — the chevron and the title of the view
// below, drawn by NavigationStack+Picture.swift — pops the top view, as the host's
// `back()` does. Its region is the bar's height, from the stack's leading edge to as far
// past the title as the chevron is from the edge (Measures §3 "Back button",
// "Navigation bar height").

import ViewEngineCore

extension NavigationStackNode: PointerTargeting {
    /// The back button's region while a view is pushed; none at the root.
    var pointerRegions: [PointerRegion] {
        guard barHolder == nil, let previous = backButtonTitle, let frame = frameInWindow, let top = levels.last else { return [] }
        let width = NavigationBar.backButtonWidth(titled: previous, size: NavigationBar.inlineTitleSize(showing: top))
        let bar = CGRect(x: frame.minX, y: frame.minY - NavigationBar.overlap(of: self), width: min(width, frame.width), height: NavigationBar.height(of: self))
        // At its root, the back button is the stack's around, whose bar it shows.
        let popped: any NavigationStacking = levels.count > 1 ? self : barOwner ?? self
        return [region(kind: "Back", title: previous, frame: bar) { [unowned popped] _, driver in
            driver.back(popped)
            return "back"
        }]
    }
}
