/// The modifier behind ``View/searchable(text:placement:prompt:)-(_,_,Text?)``.
public struct _SearchableModifier: ViewModifier {
    let text: Binding<String>
    let placement: SearchFieldPlacement
    let prompt: String?
    public typealias Body = Never
}

extension _SearchableModifier: PrimitiveModifier {
    static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        SearchableNode(modifier, inputs)
    }
}

/// Shows a search field above its content, editing the `text` binding.
@MainActor
final class SearchableNode<Content: View>: ModifierNode<Content, _SearchableModifier> {
    private var field: TypedNode<_SearchField>!

    override func didMountContent() { field = mountChild(_SearchField(modifier: modifier), at: 1) }

    override func modifierDidUpdate(from old: _SearchableModifier) {
        field.update(_SearchField(modifier: modifier))
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(content)
        body(field)
    }

    override func render(into output: inout RenderOutput) {
        field.render(into: &output)
        content.render(into: &output)
    }
}

/// The search field of a `searchable` view: a text field registered as a `SearchField`,
/// titled by its prompt ("Search" by default).
struct _SearchField: TextEntryView {
    let modifier: _SearchableModifier

    var title: String { modifier.prompt ?? "Search" }
    var text: Binding<String> { modifier.text }
    var onEditingChanged: (Bool) -> Void { { _ in } }
    var onCommit: () -> Void { {} }
    static var kind: ControlKind { .searchField }
    static var trigger: SubmitTriggers { .search }
    func renderedLine(buffer: String) -> String { "SearchField \"\(title)\" = \"\(buffer)\"" }

    typealias Body = Never
}

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    ///
    /// ```swift
    /// List { ForEach(results) { Text($0.name) } }
    ///     .searchable(text: $query)
    ///     .onChange(of: query) { newValue in search(newValue) }
    /// ```
    ///
    /// Type into the field with ``ViewHost/search(_:)``, one keystroke per frame; submit
    /// it with ``ViewHost/submit(_:)`` by its prompt (`.onSubmit(of: .search)`).
    /// ``ViewHost/render()`` shows it above the content: `SearchField "Search" = "tea"`.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field (accepted, not laid out).
    ///   - prompt: A `Text` view representing the prompt of the search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, placement: placement, prompt: prompt?.content))
    }

    /// Marks this view as searchable, with a prompt given as a string.
    ///
    /// ```swift
    /// List { ... }
    ///     .searchable(text: $query, prompt: "Teas")
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field (accepted, not laid out).
    ///   - prompt: A string representing the prompt of the search field.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, placement: placement, prompt: String(prompt)))
    }
}

extension ControlKind {
    /// A `SearchField`, as drivers find it.
    static let searchField = ControlKind("SearchField")
}
