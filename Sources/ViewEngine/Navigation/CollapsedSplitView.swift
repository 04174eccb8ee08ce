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

/// A column's node: its content, laid out and drawn as the content is. It registers with
/// the split view around it as it is made, before its content, so the split view reads
/// the column's selection while the stack is still mounting (a selection made before
/// launch pushes the next column then).
@MainActor
final class SplitViewColumnNode<Content: View>: TypedNode<SplitViewColumn<Content>>, SplitViewColumnMarking {
    let column: NavigationSplitViewColumn
    private var content: TypedNode<Content>!

    init(_ view: SplitViewColumn<Content>, _ inputs: _ViewInputs) {
        column = view.column
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        var ancestor = parent
        while let each = ancestor, !(each is any SplitColumnRegistry) { ancestor = each.parent }
        (ancestor as? any SplitColumnRegistry)?.register(self)
        content = makeNode(view.content, parent: self, index: 0)
    }

    override func apply(_ view: SplitViewColumn<Content>) { content.update(view.content) }

    override func forEachChild(_ body: (Node) -> Void) { body(content) }

    /// The selection of the column's first selection list, if it has one.
    var selection: (any RowSelection)? {
        var found: (any RowSelection)?
        func visit(_ node: Node) {
            guard found == nil else { return }
            if let selection = (node as? any SelectableRows)?.rowSelection { return found = selection }
            node.forEachMountedChild(visit)
        }
        forEachMountedChild(visit)
        return found
    }
}

/// A column of a collapsed split view.
@MainActor
protocol SplitViewColumnMarking: Node {
    var column: NavigationSplitViewColumn { get }
    /// The selection of the column's first selection list, if it has one.
    var selection: (any RowSelection)? { get }
}

/// The split view a collapsed column registers with.
@MainActor
protocol SplitColumnRegistry: Node {
    func register(_ column: any SplitViewColumnMarking)
}

/// A registered column, held weakly: a popped column goes with its node.
@MainActor
struct WeakSplitColumn {
    weak var node: (any SplitViewColumnMarking)?
}

extension NavigationStack {
    /// This stack, handing its bar to a column's own stack.
    func handingBarToColumns() -> Self {
        var stack = self
        stack.handsBarToColumns = true
        return stack
    }
}
