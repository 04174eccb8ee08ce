/// A control that initiates an action.
///
/// ```swift
/// Button("change") { t += 1 }
/// ```
///
/// Drive it with ``ViewHost/tap(_:)`` using its title (the text of its label).
public struct Button<Label: View>: View {
    let label: Label
    let action: () -> Void

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        ButtonNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of a ``Button``: its label's subtree and its latest action.
@MainActor
final class ButtonNode<Label: View>: ControlNode<Button<Label>>, Activatable {
    private var action: () -> Void
    private var label: TypedNode<Label>!

    init(_ view: Button<Label>, graph: ViewGraph, parent: Node?, index: Int) {
        action = view.action
        super.init(kind: .button, title: "", graph: graph, parent: parent, index: index)
        label = mountChild(view.label, at: 0)
        retitle(label.textContent)
    }

    override func update(_ view: Button<Label>) {
        action = view.action
        label.update(view.label)
        retitle(label.textContent)
    }

    /// Runs the action of the latest evaluation, as a tap does.
    func activate() { action() }

    override func forEachChild(_ body: (Node) -> Void) { body(label) }

    override func render(into output: inout RenderOutput) {
        output.line("Button \"\(title)\"")
    }
}

/// A control a tap activates.
@MainActor
protocol Activatable: AnyObject {
    func activate()
}
