/// The node of a modifier that attaches views to a search field — suggestions, scopes —
/// shown (mounted) while the search is active, and written in a block of their own after
/// the modified view.
///
/// Its search field is the nearest `searchable` around it, or else the first one inside
/// its content: `.searchable(text:).searchSuggestions { }` is applied outside the
/// `searchable` it belongs to, as SwiftUI code writes it.
@MainActor
class SearchAttachmentNode<Content: View, Modifier: ViewModifier, Attached: View>: ModifierNode<Content, Modifier> {
    private(set) weak var search: (any SearchInteraction)?
    private var attached: TypedNode<Attached>?

    /// The views to attach, from the latest modifier.
    var attachedView: Attached { fatalError("\(Self.self) must override attachedView") }

    /// The heading of the block ``ViewHost/render()`` writes them in.
    var heading: String { "" }

    /// Whether the attached views show now (tracked reads invalidate this node).
    func shows(for search: any SearchInteraction) -> Bool { search.isSearchActive }

    override func didMountContent() {
        search = nearestSearch()
        search?.observeActivation(self)
        follow()
    }

    override func modifierDidUpdate(from old: Modifier) {
        attached?.update(attachedView)
        follow()
    }

    /// The search became active or inactive, or what `shows(for:)` read changed.
    override func reevaluate() { follow() }

    private func follow() {
        let wanted = search.map(shows) ?? false
        switch (wanted, attached) {
        case (true, nil): attached = mountChild(attachedView, at: 1)
        case (false, let node?):
            attached = nil
            dismount(node)
        default: break
        }
    }

    /// The search around this node, or else the first inside its content.
    private func nearestSearch() -> (any SearchInteraction)? {
        var ancestor = parent
        while let node = ancestor {
            if let search = node as? any SearchInteraction { return search }
            ancestor = node.parent
        }
        return Self.firstSearch(under: content)
    }

    private static func firstSearch(under node: Node) -> (any SearchInteraction)? {
        if let search = node as? any SearchInteraction { return search }
        var found: (any SearchInteraction)?
        node.forEachChild { child in
            if found == nil { found = firstSearch(under: child) }
        }
        return found
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(content)
        attached.map(body)
    }

    override func render(into output: inout RenderOutput) {
        content.render(into: &output)
        guard let attached else { return }
        output.nested(heading) { attached.render(into: &$0) }
    }
}
