/// How a scoped driver query (`within(_:_:)`, ``ViewHost/tap(_:in:)``) picks
/// one of several controls with the same title.
///
/// A *label* is a view on screen that shows or is titled with a string: a `Text`, a
/// control (its title), a `navigationTitle`, an alert's or a dialog's title. For the
/// scope `"Row 3"`, every label `"Row 3"` names a *region*: the smallest view around the
/// label (the label itself included) that holds at least one of the controls the driver
/// could drive under the asked title. The query keeps the controls inside those regions.
///
/// ```swift
/// ForEach(rows) { row in
///     HStack {
///         Text(row.name)              // the label "Row 3"...
///         Button("Delete") { ... }    // ...and the control its HStack holds
///     }
/// }
/// try host.tap("Delete", in: "Row 3")
/// ```
///
/// A label that does not single out a control (a heading above every row) names the
/// region that holds them all, so the call is ambiguous, as it should be. Nested scopes
/// narrow in turn: the labels of an inner scope are looked for inside the regions of the
/// outer one. Only views on screen count, and only inside the topmost presentation.
@MainActor
package enum ScopeResolution {
    /// The `candidates` inside the regions that `scope` names under `roots`, with those
    /// regions; `nil` when no label under `roots` is `scope`.
    static package func narrow(_ candidates: [Node], to scope: String, under roots: [Node]) -> (candidates: [Node], regions: [Node])? {
        let rootIDs = Set(roots.map(ObjectIdentifier.init))
        // Every view that holds a candidate, up to the roots.
        var holders = Set<ObjectIdentifier>()
        for candidate in candidates {
            var node: Node? = candidate
            while let each = node, holders.insert(ObjectIdentifier(each)).inserted, !rootIDs.contains(ObjectIdentifier(each)) {
                node = each.parent
            }
        }
        var regions: [Node] = []
        var regionIDs = Set<ObjectIdentifier>()
        var foundLabel = false
        for root in roots {
            visit(root) { node in
                guard label(of: node) == scope else { return }
                foundLabel = true
                guard let region = nearest(from: node, within: rootIDs, where: { holders.contains(ObjectIdentifier($0)) }),
                      regionIDs.insert(ObjectIdentifier(region)).inserted else { return }
                regions.append(region)
            }
        }
        guard foundLabel else { return nil }
        let kept = candidates.filter { candidate in
            nearest(from: candidate, within: rootIDs, where: { regionIDs.contains(ObjectIdentifier($0)) }) != nil
        }
        return (kept, regions)
    }

    /// The labels on screen under `roots`, each once, in tree order (for errors).
    static package func labels(under roots: [Node]) -> [String] {
        var seen = Set<String>()
        var labels: [String] = []
        for root in roots {
            visit(root) { node in
                if let label = label(of: node), seen.insert(label).inserted { labels.append(label) }
            }
        }
        return labels
    }

    /// The string `node` shows or is titled with: a `Text`'s string, else its
    /// ``Node/scopeLabel`` (a control's title, a navigation title, an alert's title).
    private static func label(of node: Node) -> String? {
        node.displayedText(at: node.graph.clock.date(at: node.graph.clock.now)) ?? node.scopeLabel
    }

    /// The first of `node` and its ancestors that `test` accepts, not looking above the roots.
    private static func nearest(from node: Node, within rootIDs: Set<ObjectIdentifier>, where test: (Node) -> Bool) -> Node? {
        var current: Node? = node
        while let each = current {
            if test(each) { return each }
            if rootIDs.contains(ObjectIdentifier(each)) { return nil }
            current = each.parent
        }
        return nil
    }

    /// Calls `body` with `node` and every node shown under it, in tree order.
    private static func visit(_ node: Node, _ body: (Node) -> Void) {
        body(node)
        node.forEachChild { visit($0, body) }
    }
}
