// A `NavigationLink` outside any navigation container (a `NavigationStack`, or the stack a
// `NavigationView` or a `NavigationSplitView` holds) has nothing to push onto: iOS draws
// it as a disabled link, greyed out, and a tap on it does nothing (Measures §8 "Link
// outside navigation"). A link to a value in a row of a `List(selection:)` selects that
// row instead of pushing, so it stays enabled there; inside a container a link is as it
// was.

import ViewEngineCore

extension NavigationLinkNode {
    /// Whether the link has somewhere to go: a navigation stack or a split view's column
    /// around it, or, for a link to a value, a selection list it selects in.
    var hasNavigationContainer: Bool {
        if NavigationStacks.nearest(above: self) != nil { return true }
        var child: Node = self, ancestor = parent
        while let each = ancestor {
            if each is any SplitViewColumnMarking || each is any SplitColumnRegistry { return true }
            if let boundary = each as? any PresentationBoundary, boundary.isPresentedContent(child) { break }
            child = each
            ancestor = each.parent
        }
        if case .value = view.target { return SelectionLists.nearest(above: self) != nil }
        return false
    }

    /// Whether the link is drawn and clicked as enabled: its environment says so and it
    /// has a navigation container.
    var isActionable: Bool { environment.values.isEnabled && hasNavigationContainer }

    /// Its frame, as a tapped control's, disabled when the link is not actionable: a click
    /// there reaches it and does nothing, as on a disabled control.
    var pointerRegions: [PointerRegion] {
        let regions = tapRegions
        guard !isActionable else { return regions }
        return regions.map { region in
            let target = region.target
            return PointerRegion(PointerTarget(kind: target.kind, title: target.title, part: target.part, frame: target.frame, isEnabled: false),
                                 click: region.click ?? { _, _ in "" }, drag: region.drag)
        }
    }
}
