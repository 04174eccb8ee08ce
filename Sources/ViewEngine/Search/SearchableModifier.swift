/// The modifier behind ``View/searchable(text:placement:prompt:)-(_,_,Text?)``.
import ViewEngineCore

public struct _SearchableModifier: ViewModifier {
    let text: Binding<String>
    /// The `isPresented` binding of `searchable(text:isPresented:...)`, if given.
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: String?
    public typealias Body = Never
}

extension _SearchableModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        SearchableNode(modifier, inputs)
    }
}

/// Shows a search field above its content, editing the `text` binding, and keeps the
/// search interaction: active from the moment its field gains focus (or its `isPresented`
/// binding becomes true) until it is dismissed. Its content reads `\.isSearching` and
/// `\.dismissSearch` from an environment of its own.
///
/// Its field is laid out in the bar of the navigation stack around it, or of the one it
/// modifies (SearchFieldLayout.swift): inside a stack it lays out as its content; around
/// one, as one view with its content at its origin; elsewhere, as one view with the field
/// at its top and the content below.
@MainActor
final class SearchableNode<Content: View>: ModifierNode<Content, _SearchableModifier>, SearchInteraction, LayoutComputing {
    private var field: TypedNode<_SearchField>!
    private(set) var isSearchActive = false
    private let box: EnvironmentBox
    /// The suggestions and scopes that show while the search is active.
    private var observers: [WeakNode] = []

    override init(_ modifier: _SearchableModifier, _ inputs: _ViewInputs) {
        box = EnvironmentBox(parent: inputs.parent?.environmentForChildren ?? inputs.graph.rootEnvironment) { _ in }
        super.init(modifier, inputs)
        writeEnvironment()
    }

    override var environmentForChildren: EnvironmentBox { box }

    override func didMountContent() {
        field = mountChild(fieldView, at: 1)
        followPresentedBinding()
    }

    override func modifierDidUpdate(from old: _SearchableModifier) {
        field.update(fieldView)
        followPresentedBinding()
    }

    /// The `isPresented` binding changed.
    override func reevaluate() { followPresentedBinding() }

    private var fieldView: _SearchField {
        _SearchField(modifier: modifier) { [weak self] in self?.activateSearch() }
    }

    /// Activates or dismisses the search as the `isPresented` binding says.
    private func followPresentedBinding() {
        guard let isPresented = modifier.isPresented else { return }
        let wanted = readTracked { isPresented.wrappedValue }
        guard wanted != isSearchActive else { return }
        if wanted { activateSearch() } else { dismissSearch() }
    }

    // MARK: SearchInteraction

    var searchText: String { modifier.text.wrappedValue }

    func activateSearch() { setActive(true) }

    func dismissSearch() {
        guard isSearchActive else { return }
        if modifier.text.wrappedValue != "" { modifier.text.wrappedValue = "" }
        if graph.focus.focusedField === field { graph.focus.move(to: nil) }
        setActive(false)
    }

    func complete(with completion: String) {
        modifier.text.wrappedValue = completion
    }

    func observeActivation(_ node: Node) {
        observers.removeAll { $0.node == nil || $0.node === node }
        observers.append(WeakNode(node: node))
    }

    private func setActive(_ active: Bool) {
        guard active != isSearchActive else { return }
        isSearchActive = active
        writeEnvironment()
        if let isPresented = modifier.isPresented, isPresented.wrappedValue != active { isPresented.wrappedValue = active }
        for observer in observers { observer.node.map { graph.invalidate($0) } }
    }

    /// `\.isSearching` and `\.dismissSearch` for the content.
    private func writeEnvironment() {
        let isActive = isSearchActive
        let action = DismissSearchAction(self)
        box.rewrite { values in
            values.isSearching = isActive
            values.dismissSearch = action
        }
    }

    // MARK: Layout (Rules R22)

    /// The view's last placement, when it lays out as one view.
    var layoutCache = LayoutCache()
    /// The navigation stack around this view (not past a presentation), whose bar shows
    /// the field. Looked up each time, not kept: while a presentation's content mounts,
    /// the presentation does not know it yet.
    private var surroundingStack: (any NavigationStacking)? { NavigationStacks.nearest(above: self) }

    /// The navigation stack this view modifies: its content's one view, when that is one.
    private var modifiedStack: (any NavigationStacking)? {
        var views: [Node] = []
        content.appendLayoutSubviews(to: &views)
        return views.count == 1 ? views[0] as? any NavigationStacking : nil
    }

    override func appendLayoutSubviews(to subviews: inout [Node]) {
        if surroundingStack != nil { return content.appendLayoutSubviews(to: &subviews) }
        subviews.append(self)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { surroundingStack == nil ? layoutCache.frame : nil }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }
    override var layoutPriority: Double { LayoutContent(content).layoutPriority }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if modifiedStack != nil { return LayoutContent(content).measure(proposal) }
        return SearchFieldLayout.size(for: proposal, content: LayoutContent(content), field: LayoutContent(field))
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        if modifiedStack != nil { return LayoutContent(content).place(at: .zero, proposal: proposal) }
        SearchFieldLayout.place(content: LayoutContent(content), field: LayoutContent(field), in: size, proposal: proposal)
    }

    // MARK: Tree

    override func forEachChild(_ body: (Node) -> Void) {
        body(content)
        body(field)
    }

    override func renderLines(into output: inout RenderOutput) {
        field.render(into: &output)
        content.render(into: &output)
    }
}

extension SearchableNode: NavigationSearching {
    var searchFieldNode: Node? { field }
    var barStack: (any NavigationStacking)? { surroundingStack ?? modifiedStack }
}

/// A node held weakly.
@MainActor
struct WeakNode {
    weak var node: Node?
}

/// The search field of a `searchable` view: a text field registered as a `SearchField`,
/// titled by its prompt ("Search" by default). Gaining focus activates the search.
struct _SearchField: TextEntryView {
    let modifier: _SearchableModifier
    let activate: () -> Void

    var title: String { modifier.prompt ?? "Search" }
    static var isSearchField: Bool { true }
    var text: Binding<String> { modifier.text }
    var onEditingChanged: (Bool) -> Void { { [activate] began in if began { activate() } } }
    var onCommit: () -> Void { {} }
    static var kind: ControlKind<any TextEditing & RegisteredControl> { .searchField }
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
    /// it with ``ViewHost/submit(_:)`` by its prompt (`.onSubmit(of: .search)`); end the
    /// search with ``ViewHost/cancelSearch()``. ``ViewHost/render()`` shows it above the
    /// content: `SearchField "Search" = "tea"`. The content reads `\.isSearching` and
    /// `\.dismissSearch`. The layout and ``ViewHost/snapshot()`` put the field in the
    /// navigation bar, below its title, 16 points from either side and 34.33 high, with the
    /// content below it; without a navigation stack, at the top of the view.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field (on an iPhone, every
    ///     placement is the navigation bar's drawer, below its title).
    ///   - prompt: A `Text` view representing the prompt of the search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt?.content))
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
    ///   - placement: The preferred placement of the search field (on an iPhone, every
    ///     placement is the navigation bar's drawer, below its title).
    ///   - prompt: A string representing the prompt of the search field.
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: String(prompt)))
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    ///
    /// ```swift
    /// List { ... }
    ///     .searchable(text: $query, isPresented: $isSearching)
    /// Button("Find") { isSearching = true }
    /// ```
    ///
    /// `isPresented` follows the search: it becomes `true` when the search activates (its
    /// field gains focus) and `false` when it is dismissed. Writing `true` activates the
    /// search; writing `false` dismisses it, as `\.dismissSearch` does (the text is
    /// cleared).
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - isPresented: A binding that controls the presented state of search.
    ///   - placement: The preferred placement of the search field (on an iPhone, every
    ///     placement is the navigation bar's drawer, below its title).
    ///   - prompt: A `Text` view representing the prompt of the search field.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt?.content))
    }

    /// Marks this view as searchable with programmatic presentation of the search field,
    /// with a prompt given as a string.
    ///
    /// ```swift
    /// List { ... }
    ///     .searchable(text: $query, isPresented: $isSearching, prompt: "Teas")
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - isPresented: A binding that controls the presented state of search.
    ///   - placement: The preferred placement of the search field (on an iPhone, every
    ///     placement is the navigation bar's drawer, below its title).
    ///   - prompt: A string representing the prompt of the search field.
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: String(prompt)))
    }

    /// Marks this view as searchable, with suggestions (the iOS 15 form of
    /// ``searchSuggestions(_:)``).
    ///
    /// ```swift
    /// List { ... }
    ///     .searchable(text: $query) {
    ///         Text("🍎").searchCompletion("apple")
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field (on an iPhone, every
    ///     placement is the navigation bar's drawer, below its title).
    ///   - prompt: A `Text` view representing the prompt of the search field.
    ///   - suggestions: The suggestions shown while the search is active.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Marks this view as searchable, with a prompt given as a string and suggestions.
    ///
    /// ```swift
    /// List { ... }
    ///     .searchable(text: $query, prompt: "Fruit") {
    ///         ForEach(fruits, id: \.self) { Text($0).searchCompletion($0) }
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to display and edit in the search field.
    ///   - placement: The preferred placement of the search field (on an iPhone, every
    ///     placement is the navigation bar's drawer, below its title).
    ///   - prompt: A string representing the prompt of the search field.
    ///   - suggestions: The suggestions shown while the search is active.
    public func searchable<P: StringProtocol, S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                       prompt: P, @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }
}

extension ControlKind where Control == any TextEditing & RegisteredControl {
    /// A `SearchField`, as drivers find it.
    static var searchField: Self { Self("SearchField") }
}
