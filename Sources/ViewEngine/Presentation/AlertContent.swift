/// The content of an alert or a confirmation dialog: its message, its actions, and the
/// button the system adds when the actions lack one (an alert without buttons gets "OK";
/// a dialog without a `.cancel` button gets "Cancel").
import ViewEngineCore

struct _AlertContent<Actions: View, Message: View>: View {
    let title: String
    let actions: Actions
    let message: Message
    let implicitButton: ImplicitButton

    /// The button the system adds when the actions need it.
    enum ImplicitButton {
        /// "OK", when there is no button at all (an alert).
        case okUnlessAnyButton
        /// "Cancel" with the `.cancel` role, when no button has that role (a dialog).
        case cancelUnlessCancelButton
        /// None (an `ActionSheet`: its buttons are all it has).
        case none
    }

    typealias Body = Never
}

extension _AlertContent: PrimitiveView {
    static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        AlertContentNode(view, inputs)
    }
}

/// The node of an alert's or a dialog's content. Its title is a scope label, so
/// `host.tap("OK", in: "Delete?")` finds the alert's button.
@MainActor
final class AlertContentNode<Actions: View, Message: View>: TypedNode<_AlertContent<Actions, Message>> {
    private var title: String
    private let implicitKind: _AlertContent<Actions, Message>.ImplicitButton
    private var message: TypedNode<Message>!
    private var actions: TypedNode<Actions>!
    private var implicit: Node?

    init(_ view: _AlertContent<Actions, Message>, _ inputs: _ViewInputs) {
        title = view.title
        implicitKind = view.implicitButton
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        message = mountChild(view.message, at: 0)
        actions = mountChild(view.actions, at: 1)
        updateImplicitButton()
    }

    override func apply(_ view: _AlertContent<Actions, Message>) {
        title = view.title
        message.update(view.message)
        actions.update(view.actions)
        updateImplicitButton()
    }

    /// Mounts or removes the system's button as the actions now need it.
    private func updateImplicitButton() {
        var buttons: [any RoledButton] = []
        collectButtons(in: actions, into: &buttons)
        let needed: Bool = switch implicitKind {
        case .okUnlessAnyButton: buttons.isEmpty
        case .cancelUnlessCancelButton: !buttons.contains { $0.role == .cancel }
        case .none: false
        }
        switch (needed, implicit) {
        case (true, nil):
            implicit = switch implicitKind {
            case .okUnlessAnyButton: mountChild(Button("OK") {}, at: 2)
            case .cancelUnlessCancelButton, .none: mountChild(Button("Cancel", role: .cancel) {}, at: 2)
            }
        case (false, let node?):
            implicit = nil
            dismount(node)
        default: break
        }
    }

    private func collectButtons(in node: Node, into buttons: inout [any RoledButton]) {
        if let button = node as? any RoledButton { return buttons.append(button) }
        node.forEachChild { collectButtons(in: $0, into: &buttons) }
    }

    override var scopeLabel: String? { title }

    override func forEachChild(_ body: (Node) -> Void) {
        body(message)
        body(actions)
        implicit.map(body)
    }
}
