/// The view of a built-in group of commands (a menu, a group placed in a standard menu,
/// a standard set): one line naming it, its commands under it.
///
/// ```
/// CommandMenu "Tools"
///   Button "Run"
/// ```
///
/// A menu's name labels it for a scoped driver query (`host.tap("Run", in: "Tools")`).
import ViewEngineCore

struct CommandBlock<Content: View>: View {
    /// The line: `CommandMenu "Tools"`, `CommandGroup (after: newItem)`, `SidebarCommands`.
    let heading: String
    /// The menu's name, if it has one.
    let title: String?
    let content: Content

    typealias Body = Never
}

extension CommandBlock: PrimitiveView {
    static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        CommandBlockNode(view, inputs)
    }
}

/// The node of a ``CommandBlock``.
@MainActor
final class CommandBlockNode<Content: View>: TypedNode<CommandBlock<Content>> {
    private var block: CommandBlock<Content>
    private var content: TypedNode<Content>!

    init(_ view: CommandBlock<Content>, _ inputs: _ViewInputs) {
        block = view
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        content = mountChild(view.content, at: 0)
    }

    override func apply(_ view: CommandBlock<Content>) {
        block = view
        content.update(view.content)
    }

    override var scopeLabel: String? { block.title }

    override func forEachChild(_ body: (Node) -> Void) { body(content) }

    override func renderLines(into output: inout RenderOutput) {
        output.nested(block.heading) { content.render(into: &$0) }
    }
}
