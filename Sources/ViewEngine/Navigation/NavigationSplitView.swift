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
/// In a compact width (an iPhone's, the host's default `\.horizontalSizeClass`) the split
/// view collapses into one navigation stack: the sidebar, then each column whose leading
/// column has a selection, pushed; a back button pops a column and deselects the one
/// before it (CollapsedSplitView.swift). In a regular width (an iPad's:
/// `.environment(\.horizontalSizeClass, .regular)`) it shows its columns side by side:
/// tapping a row of a `List(selection:)` in the sidebar selects it (``ViewHost/tap(_:)``,
/// by the row's text), and the views that read the selection (the detail) re-evaluate. `columnVisibility` hides leading columns:
/// `.detailOnly` shows the detail alone, `.doubleColumn` the last two columns; a hidden
/// column stays mounted and keeps its state, as a hidden tab does. ``ViewHost/render()``
/// writes each column under a heading (`Sidebar`, `Content`, `Detail`), a hidden one as
/// `Sidebar (hidden)`. A column's `NavigationStack` pushes within that column.
import ViewEngineCore

public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
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
    /// narrow sizes (CollapsedSplitView.swift).
    ///
    /// ```swift
    /// NavigationSplitView(preferredCompactColumn: $column) { Folders() } content: { Messages() } detail: { Message() }
    /// ```
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view with programmatic control of the
    /// leading columns' visibility and of the compact column (CollapsedSplitView.swift).
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) { A() } content: { B() } detail: { C() }
    /// ```
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail())
    }

    init(visibility: Binding<NavigationSplitViewVisibility>?, compactColumn: Binding<NavigationSplitViewColumn>? = nil,
         sidebar: Sidebar, content: Content?, detail: Detail) {
        columnVisibility = visibility
        preferredCompactColumn = compactColumn
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
    /// which column appears on top when it collapses (CollapsedSplitView.swift).
    ///
    /// ```swift
    /// NavigationSplitView(preferredCompactColumn: $column) { Folders() } detail: { FolderDetail() }
    /// ```
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Creates a two-column navigation split view with programmatic control of the
    /// sidebar's visibility and of the compact column (CollapsedSplitView.swift).
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) { A() } detail: { B() }
    /// ```
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, compactColumn: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
    }
}

extension NavigationSplitView: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        NavigationSplitViewNode(view, inputs)
    }
}

/// The node of a ``NavigationSplitView``: in a regular width its columns, each mounted for
/// the life of the split view, the visible ones shown; in a compact width one navigation
/// stack of them (CollapsedSplitView.swift).
@MainActor
final class NavigationSplitViewNode<Sidebar: View, Content: View, Detail: View>: TypedNode<NavigationSplitView<Sidebar, Content, Detail>>, SplitColumnRegistry {
    private var visibility: Binding<NavigationSplitViewVisibility>?
    private var shownVisibility = NavigationSplitViewVisibility.automatic
    private var compactColumn: Binding<NavigationSplitViewColumn>?
    private var sidebar: TypedNode<Sidebar>?
    private var content: TypedNode<Content>?
    private var detail: TypedNode<Detail>?
    private var collapsed: TypedNode<CollapsedSplitView<Sidebar, Content, Detail>>?
    /// The collapsed stack's columns, as they register when they are made.
    private var collapsedColumns: [NavigationSplitViewColumn: WeakSplitColumn] = [:]

    init(_ view: NavigationSplitView<Sidebar, Content, Detail>, _ inputs: _ViewInputs) {
        visibility = view.columnVisibility
        compactColumn = view.preferredCompactColumn
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        if environment.values.horizontalSizeClass == .compact {
            collapsed = makeNode(collapsedView(view), parent: self, index: 0)
            return
        }
        readVisibility()
        sidebar = makeNode(view.sidebar, parent: self, index: 0)
        content = view.content.map { makeNode($0, parent: self, index: 1) }
        detail = makeNode(view.detail, parent: self, index: 2)
    }

    override func apply(_ view: NavigationSplitView<Sidebar, Content, Detail>) {
        visibility = view.columnVisibility
        compactColumn = view.preferredCompactColumn
        if let collapsed { return collapsed.update(collapsedView(view)) }
        sidebar?.update(view.sidebar)
        if let content, let view = view.content { content.update(view) }
        detail?.update(view.detail)
        reevaluate()
    }

    // MARK: Collapsed

    private func collapsedView(_ view: NavigationSplitView<Sidebar, Content, Detail>) -> CollapsedSplitView<Sidebar, Content, Detail> {
        CollapsedSplitView(sidebar: view.sidebar, content: view.content, detail: view.detail) { [weak self] column in
            Binding(get: { self?.isPushed(column) ?? false }, set: { if !$0 { self?.popped(column) } })
        }
    }

    func register(_ column: any SplitViewColumnMarking) { collapsedColumns[column.column] = WeakSplitColumn(node: column) }

    /// The column before `column`: the content's is the sidebar; the detail's the content,
    /// or the sidebar in a two-column split view.
    private func column(before column: NavigationSplitViewColumn) -> NavigationSplitViewColumn {
        column == .detail && Content.self != EmptyView.self ? .content : .sidebar
    }

    private static func rank(_ column: NavigationSplitViewColumn) -> Int {
        column == .sidebar ? 0 : column == .content ? 1 : 2
    }

    /// Whether `column` is pushed: the column before it has a selection, or the preferred
    /// compact column is it or a later one.
    private func isPushed(_ column: NavigationSplitViewColumn) -> Bool {
        if let preferred = compactColumn?.wrappedValue, Self.rank(preferred) >= Self.rank(column) { return true }
        guard let selection = collapsedColumns[self.column(before: column)]?.node?.selection else { return false }
        return !selection.isEmpty
    }

    /// `column` was popped (its back button): the column before it is deselected and is
    /// the preferred compact column.
    private func popped(_ column: NavigationSplitViewColumn) {
        let previous = self.column(before: column)
        collapsedColumns[previous]?.node?.selection?.clear()
        if let compactColumn, Self.rank(compactColumn.wrappedValue) >= Self.rank(column) { compactColumn.wrappedValue = previous }
    }

    // MARK: Regular

    /// The bound visibility changed: columns appear and disappear.
    override func reevaluate() {
        guard collapsed == nil else { return }
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

    /// The columns side by side, in order.
    private var columns: [(name: String, node: Node)] {
        var columns: [(String, Node)] = []
        if let sidebar { columns.append(("Sidebar", sidebar)) }
        if let content { columns.append(("Content", content)) }
        if let detail { columns.append(("Detail", detail)) }
        return columns
    }

    /// The columns the visibility shows: all, the last two, or the detail alone.
    private var shownColumns: [Node] {
        let all = columns.map(\.node)
        switch shownVisibility {
        case .detailOnly: return all.suffix(1)
        case .doubleColumn: return Array(all.suffix(2))
        default: return all
        }
    }

    override func forEachChild(_ body: (Node) -> Void) {
        if let collapsed { return body(collapsed) }
        shownColumns.forEach(body)
    }

    override func forEachMountedChild(_ body: (Node) -> Void) {
        if let collapsed { return body(collapsed) }
        columns.forEach { body($0.node) }
    }

    override func renderLines(into output: inout RenderOutput) {
        if let collapsed { return output.nested("NavigationSplitView (collapsed)") { collapsed.render(into: &$0) } }
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
