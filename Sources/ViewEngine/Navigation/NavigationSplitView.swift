/// A view that presents views in two or three columns, where selections in leading
/// columns control presentations in subsequent columns.
///
/// ```swift
/// @State private var selectedFolder: Folder.ID?
/// NavigationSplitView {
///     List(folders, selection: $selectedFolder) { folder in Text(folder.name) }
/// } detail: {
///     if let selectedFolder { FolderView(id: selectedFolder) } else { Text("Select a folder") }
/// }
/// try host.tap("Inbox")     // selects the row; the detail shows the Inbox
/// ```
///
/// The engine's screen is as wide as an iPad's, so the split view shows its columns side
/// by side, as iOS does in a regular width: tapping a row of a `List(selection:)` in the
/// sidebar selects it (``ViewHost/tap(_:)``, by the row's text), and the views that read
/// the selection (the detail) re-evaluate. `columnVisibility` hides leading columns:
/// `.detailOnly` shows the detail alone, `.doubleColumn` the last two columns; a hidden
/// column stays mounted and keeps its state, as a hidden tab does. ``ViewHost/render()``
/// writes each column under a heading (`Sidebar`, `Content`, `Detail`), a hidden one as
/// `Sidebar (hidden)`. A column's `NavigationStack` pushes within that column.
import ViewEngineCore

public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    /// Creates a three-column navigation split view.
    ///
    /// ```swift
    /// NavigationSplitView { Folders() } content: { Messages() } detail: { Message() }
    /// ```
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility.
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: $visibility) { Folders() } content: { Messages() } detail: { Message() }
    /// ```
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control
    /// over which column appears on top when the view collapses into a single column in
    /// narrow sizes (recorded: the engine's screen is wide).
    ///
    /// ```swift
    /// NavigationSplitView(preferredCompactColumn: $column) { Folders() } content: { Messages() } detail: { Message() }
    /// ```
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view with programmatic control of the
    /// leading columns' visibility and of the compact column (recorded).
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) { A() } content: { B() } detail: { C() }
    /// ```
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
    }

    init(visibility: Binding<NavigationSplitViewVisibility>?, sidebar: Sidebar, content: Content?, detail: Detail) {
        columnVisibility = visibility
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }

    public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    ///
    /// ```swift
    /// NavigationSplitView { Folders() } detail: { FolderDetail() }
    /// ```
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control of
    /// the sidebar's visibility.
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: $visibility) { Folders() } detail: { FolderDetail() }
    /// ```
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control over
    /// which column appears on top when it collapses (recorded).
    ///
    /// ```swift
    /// NavigationSplitView(preferredCompactColumn: $column) { Folders() } detail: { FolderDetail() }
    /// ```
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Creates a two-column navigation split view with programmatic control of the
    /// sidebar's visibility and of the compact column (recorded).
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) { A() } detail: { B() }
    /// ```
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: nil, detail: detail())
    }
}

extension NavigationSplitView: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        NavigationSplitViewNode(view, inputs)
    }
}

/// The node of a ``NavigationSplitView``: its columns, each mounted for the life of the
/// split view; the visible ones are shown.
@MainActor
final class NavigationSplitViewNode<Sidebar: View, Content: View, Detail: View>: TypedNode<NavigationSplitView<Sidebar, Content, Detail>> {
    private var visibility: Binding<NavigationSplitViewVisibility>?
    private var shownVisibility = NavigationSplitViewVisibility.automatic
    private var sidebar: TypedNode<Sidebar>!
    private var content: TypedNode<Content>?
    private var detail: TypedNode<Detail>!

    init(_ view: NavigationSplitView<Sidebar, Content, Detail>, _ inputs: _ViewInputs) {
        visibility = view.columnVisibility
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        readVisibility()
        sidebar = makeNode(view.sidebar, parent: self, index: 0)
        content = view.content.map { makeNode($0, parent: self, index: 1) }
        detail = makeNode(view.detail, parent: self, index: 2)
    }

    override func apply(_ view: NavigationSplitView<Sidebar, Content, Detail>) {
        visibility = view.columnVisibility
        sidebar.update(view.sidebar)
        if let content, let view = view.content { content.update(view) }
        detail.update(view.detail)
        reevaluate()
    }

    /// The bound visibility changed: columns appear and disappear.
    override func reevaluate() {
        let wasShown = shownColumns
        readVisibility()
        guard isVisible else { return }
        let nowShown = shownColumns
        for column in nowShown where !wasShown.contains(where: { $0 === column }) { column.appear() }
        for column in wasShown where !nowShown.contains(where: { $0 === column }) { column.disappear() }
    }

    private func readVisibility() {
        shownVisibility = visibility.map { binding in readTracked { binding.wrappedValue } } ?? .automatic
    }

    /// The columns, in order.
    private var columns: [(name: String, node: Node)] {
        var columns: [(String, Node)] = [("Sidebar", sidebar)]
        if let content { columns.append(("Content", content)) }
        columns.append(("Detail", detail))
        return columns
    }

    /// The columns the visibility shows: all, the last two, or the detail alone.
    private var shownColumns: [Node] {
        let all = columns.map(\.node)
        switch shownVisibility {
        case .detailOnly: return [detail]
        case .doubleColumn: return Array(all.suffix(2))
        default: return all
        }
    }

    override func forEachChild(_ body: (Node) -> Void) { shownColumns.forEach(body) }

    override func forEachMountedChild(_ body: (Node) -> Void) { columns.forEach { body($0.node) } }

    override func renderLines(into output: inout RenderOutput) {
        let shown = shownColumns
        output.nested("NavigationSplitView") { output in
            for (name, node) in columns {
                if shown.contains(where: { $0 === node }) {
                    output.nested(name) { node.render(into: &$0) }
                } else {
                    output.line("\(name) (hidden)")
                }
            }
        }
    }
}
