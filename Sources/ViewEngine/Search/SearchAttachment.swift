/// A modifier that attaches views to a search field — suggestions, scopes — shown while
/// the search is active.
import ViewEngineCore

@MainActor
protocol SearchAttaching: ViewModifier where Body == Never {
    associatedtype Attached: View
    /// The views to attach.
    var attachedView: Attached { get }
    /// The heading of the block ``ViewHost/render()`` writes them in.
    var heading: String { get }
    /// Whether they wait for text in the search field as well (scopes `.onTextEntry`).
    var waitsForText: Bool { get }
}

/// The node of a ``SearchAttaching`` modifier: its views are shown (mounted) while the
/// search is active, and written in a block of their own after the modified view.
///
/// Its search field is the nearest `searchable` around it, or else the first one inside
/// its content: `.searchable(text:).searchSuggestions { }` is applied outside the
/// `searchable` it belongs to, as SwiftUI code writes it.
@MainActor
final class SearchAttachmentNode<Content: View, Modifier: SearchAttaching>: ModifierNode<Content, Modifier>, SuggestionList {
    private(set) weak var search: (any SearchInteraction)?
    private var attached: TypedNode<Modifier.Attached>?

    override func didMountContent() {
        search = nearestSearch()
        search?.observeActivation(self)
        follow()
    }

    override func modifierDidUpdate(from old: Modifier) {
        attached?.update(modifier.attachedView)
        follow()
    }

    /// The search became active or inactive, or (waiting for text) its text changed.
    override func reevaluate() { follow() }

    private func follow() {
        let wanted = search.map(shows) ?? false
        switch (wanted, attached) {
        case (true, nil): attached = mountChild(modifier.attachedView, at: 1)
        case (false, let node?):
            attached = nil
            dismount(node)
        default: break
        }
    }

    /// Whether the attached views show now: while the search is active (and, waiting for
    /// text, once it has some: a tracked read, so typing re-evaluates this node).
    private func shows(for search: any SearchInteraction) -> Bool {
        guard search.isSearchActive else { return false }
        return !modifier.waitsForText || !readTracked { search.searchText }.isEmpty
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

    override func renderLines(into output: inout RenderOutput) {
        content.render(into: &output)
        guard let attached else { return }
        output.nested(modifier.heading) { attached.render(into: &$0) }
    }
}
