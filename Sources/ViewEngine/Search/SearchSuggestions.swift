/// The modifier behind ``View/searchSuggestions(_:)``.
import ViewEngineCore

public struct _SearchSuggestionsModifier<Suggestions: View>: ViewModifier {
    let suggestions: Suggestions
    public typealias Body = Never
}

extension _SearchSuggestionsModifier: PrimitiveModifier, SearchAttaching {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        SearchAttachmentNode(modifier, inputs)
    }

    var attachedView: Suggestions { suggestions }
    var heading: String { "SearchSuggestions" }
    var waitsForText: Bool { false }
}

/// A list of search suggestions (a search attachment): what a completion completes.
@MainActor
protocol SuggestionList: Node {
    var search: (any SearchInteraction)? { get }
}

/// The modifier behind ``View/searchCompletion(_:)``.
public struct _SearchCompletionModifier: ViewModifier {
    let completion: String
    public typealias Body = Never
}

extension _SearchCompletionModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        SearchCompletionNode(kind: .button, modifier, inputs)
    }
}

/// A suggestion: tapped by its text (``ViewHost/tap(_:)``), it replaces the search text
/// with its completion.
@MainActor
final class SearchCompletionNode<Content: View>: ControlModifierNode<Content, _SearchCompletionModifier>, Activating {
    /// Chooses the suggestion: the search field's text becomes the completion. Outside a
    /// suggestion list it does nothing.
    func activate() {
        var node = parent
        while let each = node {
            if let list = each as? any SuggestionList { return list.search?.complete(with: modifier.completion) ?? () }
            node = each.parent
        }
    }

    override func renderLines(into output: inout RenderOutput) {
        output.attributed("searchCompletion: \"\(modifier.completion)\"") { content.render(into: &$0) }
    }
}

extension View {
    /// Configures the search suggestions for this view.
    ///
    /// ```swift
    /// ProductList()
    ///     .searchable(text: $text)
    ///     .searchSuggestions {
    ///         Text("🍎").searchCompletion("apple")
    ///         Text("🍐").searchCompletion("pear")
    ///     }
    /// ```
    ///
    /// The suggestions are mounted while the search is active — "when someone activates the
    /// search interface", in Apple's words — and written in a `SearchSuggestions` block
    /// after the view. Tap one by its text: a view with ``searchCompletion(_:)`` replaces
    /// the search text with its completion; a button runs its action.
    ///
    /// - Parameter suggestions: The views that populate the list of suggestions.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(_SearchSuggestionsModifier(suggestions: suggestions()))
    }

    /// Associates a fully formed string with the value of this view when used as a search
    /// suggestion.
    ///
    /// ```swift
    /// Text("🍎").searchCompletion("apple")
    /// ```
    ///
    /// The view can be tapped by its text (``ViewHost/tap(_:)``): the search field's text
    /// becomes `completion` (its binding is written), and the search stays active.
    /// ``ViewHost/render()`` writes it as `[searchCompletion: "apple"]` on the view's line.
    ///
    /// - Parameter completion: A string to use as the view's completion.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(_SearchCompletionModifier(completion: completion))
    }
}

/// A click on it taps it, as ``ViewHost/tap(_:)`` does.
extension SearchCompletionNode: TappedByPointer {}
