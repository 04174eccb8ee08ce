/// A container that groups tabs of a tab view (iOS 18): a section of the sidebar where the
/// tab view adapts into one.
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { HomeView() }
///     TabSection("Collections") {
///         Tab("Favorites", systemImage: "star") { FavoritesView() }
///         Tab("Recent", systemImage: "clock") { RecentView() }
///     }
/// }
/// ```
///
/// Its tabs belong to the enclosing ``TabView`` like any other: selected by title with
/// ``ViewHost/select(tab:)`` or by value through the selection. ``ViewHost/render()``
/// writes `TabSection "Collections"` (its header's text) above them.
///
/// Its tabs are built by ``TabContentBuilder`` for the tab view's selection type, which
/// the section takes from where it is: `value: .favorites` inside it is typed as in the tab
/// view. The footer is accepted for source compatibility and not shown.
import ViewEngineCore

public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: View {
    let header: Header
    let content: Content

    /// Creates a section with a header view.
    ///
    /// ```swift
    /// TabSection { Tab("Mail", systemImage: "envelope") { Mail() } } header: { Label("Inbox", systemImage: "tray") }
    /// ```
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) where Footer == EmptyView {
        self.header = header()
        self.content = content()
    }

    public typealias Body = Never
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// Creates a section without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// Creates a section titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a section titled with a string.
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension TabSection: TabContent {
    /// The tab view's selection type.
    public typealias TabValue = SelectionValue
}

extension TabSection: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        TabSectionNode(view, inputs)
    }
}

/// The node of a ``TabSection``: its header (its title) and its tabs.
@MainActor
final class TabSectionNode<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: TypedNode<TabSection<Header, Content, Footer, SelectionValue>> {
    private var header: TypedNode<Header>!
    private var content: TypedNode<Content>!

    init(_ view: TabSection<Header, Content, Footer, SelectionValue>, _ inputs: _ViewInputs) {
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        header = mountChild(view.header, at: 0)
        content = mountChild(view.content, at: 1)
    }

    override func apply(_ view: TabSection<Header, Content, Footer, SelectionValue>) {
        header.update(view.header)
        content.update(view.content)
    }

    private var title: String { header.textContent }

    override var scopeLabel: String? { title.isEmpty ? nil : title }

    override func forEachChild(_ body: (Node) -> Void) {
        body(header)
        body(content)
    }

    override func renderLines(into output: inout RenderOutput) {
        output.nested(title.isEmpty ? "TabSection" : "TabSection \"\(title)\"") { content.render(into: &$0) }
    }
}
