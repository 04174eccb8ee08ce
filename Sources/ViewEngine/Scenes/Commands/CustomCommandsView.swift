/// The view of commands of the app's own: a node evaluates their body with their
/// dynamic properties attached, and shows the views of the body's commands in its place.
import ViewEngineCore

struct CustomCommandsView<C: Commands>: View {
    let commands: C
    typealias Body = Never
}

extension CustomCommandsView: PrimitiveView {
    static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        CustomCommandsNode(view, inputs)
    }
}

/// The node of commands of the app's own (``CustomCommandsView``): transparent, it
/// renders the commands of their body.
@MainActor
final class CustomCommandsNode<C: Commands>: ValueBodyNode<C, CustomCommandsView<C>, [AnyView]> {
    private var views = MountedViews()
    private var failure: String?

    init(_ view: CustomCommandsView<C>, _ inputs: _ViewInputs) {
        super.init(view.commands, inputs)
        evaluate()
    }

    override func apply(_ view: CustomCommandsView<C>) { take(view.commands) }

    override func body(of commands: C) -> [AnyView] { CommandViews.of(commands.body) }

    override func show(_ output: [AnyView]) {
        failure = nil
        views.show(output, in: self, from: 0)
    }

    override func show(failure: String) {
        views.removeAll(from: self)
        self.failure = "(\(C.self) not shown: \(failure))"
    }

    override func forEachChild(_ body: (Node) -> Void) { views.nodes.forEach(body) }

    override func renderLines(into output: inout RenderOutput) {
        if let failure { output.line(failure) }
        for node in views.nodes { node.render(into: &output) }
    }
}
