// How ``ViewHost/frame(of:)`` finds a view (Rules R22): as the drivers do, by a control's
// title first, then by an `accessibilityIdentifier`, then by the text a view shows.

import ViewEngineCore

@MainActor
struct ViewFinder {
    let graph: ViewGraph
    let root: Node

    /// The views on screen titled `title`: the controls with that title if there are
    /// any, else the views with that accessibility identifier, else the texts that show it.
    func views(titled title: String) -> [Node] {
        var controls: [Node] = [], identified: [Node] = [], texts: [Node] = []
        let now = graph.clock.date(at: graph.clock.now)
        visit(root) { node in
            if let control = node as? any RegisteredControl, control.title == title { controls.append(node) }
            if let recording = node as? any RecordingNode, recording.role == .accessibilityIdentifier(title) { identified.append(node) }
            if node.displayedText(at: now) == title { texts.append(node) }
        }
        if !controls.isEmpty { return controls }
        if !identified.isEmpty { return identified }
        return texts
    }

    /// The titles of the controls and the texts on screen, in view-tree order, once each.
    var labels: [String] {
        var labels: [String] = []
        var seen: Set<String> = []
        let now = graph.clock.date(at: graph.clock.now)
        visit(root) { node in
            let label = (node as? any RegisteredControl)?.title ?? node.displayedText(at: now)
            if let label, !label.isEmpty, seen.insert(label).inserted { labels.append(label) }
        }
        return labels
    }

    private func visit(_ node: Node, _ body: (Node) -> Void) {
        body(node)
        node.forEachChild { visit($0, body) }
    }
}
