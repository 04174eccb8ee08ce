// A navigation split view in a compact width (Rules: Host, "A split view collapses in a
// compact width"). Apple: a `NavigationSplitView` "collapses into a single stack in some
// contexts, like on iPhone"; `preferredCompactColumn` "controls which column appears on
// top when the view collapses". On the engine's iPhone (`\.horizontalSizeClass` is
// `.compact`, the default) the split view is a navigation stack of its columns: the
// sidebar at its root, each later column pushed while the column before it has a
// selection ("selections in leading columns control presentations in subsequent
// columns") or while `preferredCompactColumn` asks for it. A column's back button pops it
// and deselects the column before it, so the stack and the selection say the same. A
// column's own `NavigationStack` shares the collapsed stack's bar (NavigationStackNode's
// nested stacks). The size class is read when the split view mounts.

import ViewEngineCore

/// The columns of a collapsed split view as one navigation stack.
struct CollapsedSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    /// Whether the column is pushed, read and written by the split view's node.
    let isPushed: (NavigationSplitViewColumn) -> Binding<Bool>

    var body: some View {
        NavigationStack {
            SplitViewColumn(column: .sidebar, content: sidebar)
                .navigationDestination(isPresented: isPushed(content == nil ? .detail : .content)) {
                    if let content {
                        SplitViewColumn(column: .content, content: content)
                            .navigationDestination(isPresented: isPushed(.detail)) { SplitViewColumn(column: .detail, content: detail) }
                    } else {
                        SplitViewColumn(column: .detail, content: detail)
                    }
                }
        }
        .handingBarToColumns()
    }
}

/// One column of a collapsed split view, marked so the split view finds its selection list.
struct SplitViewColumn<Content: View>: View {
    let column: NavigationSplitViewColumn
    let content: Content
    typealias Body = Never
}

extension SplitViewColumn: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        SplitViewColumnNode(view, inputs)
    }
}

/// A column's node: its content, laid out and drawn as the content is.
@MainActor
final class SplitViewColumnNode<Content: View>: TypedNode<SplitViewColumn<Content>>, SplitViewColumnMarking {
    let column: NavigationSplitViewColumn
    private var content: TypedNode<Content>!

    init(_ view: SplitViewColumn<Content>, _ inputs: _ViewInputs) {
        column = view.column
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        content = makeNode(view.content, parent: self, index: 0)
    }

    override func apply(_ view: SplitViewColumn<Content>) { content.update(view.content) }

    override func forEachChild(_ body: (Node) -> Void) { body(content) }
}

/// A column of a collapsed split view.
@MainActor
protocol SplitViewColumnMarking: Node {
    var column: NavigationSplitViewColumn { get }
}

enum CollapsedSplitColumns {
    /// The selection of the first selection list in `column` under `node` (the split
    /// view's), if the column is mounted and has one.
    @MainActor static func selection(in column: NavigationSplitViewColumn, under node: Node) -> (any RowSelection)? {
        guard let marker = find(under: node, { ($0 as? any SplitViewColumnMarking)?.column == column }) else { return nil }
        let list = find(under: marker) { ($0 as? any SelectableRows)?.rowSelection != nil } as? any SelectableRows
        return list?.rowSelection
    }

    /// The first node under `node` (its mounted children, depth first) that `matches`,
    /// not looking into another column.
    @MainActor private static func find(under node: Node, _ matches: (Node) -> Bool) -> Node? {
        var found: Node?
        func visit(_ each: Node) {
            guard found == nil else { return }
            if matches(each) { return found = each }
            if each !== node, each is any SplitViewColumnMarking { return }
            each.forEachMountedChild(visit)
        }
        node.forEachMountedChild(visit)
        return found
    }
}

extension NavigationStack {
    /// This stack, handing its bar to a column's own stack.
    func handingBarToColumns() -> Self {
        var stack = self
        stack.handsBarToColumns = true
        return stack
    }
}
