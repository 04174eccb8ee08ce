/// A control that toggles between on and off states.
///
/// ```swift
/// Toggle("Update", isOn: $isOn)
/// ```
///
/// Drive it with ``ViewHost/toggle(_:)``.
public struct Toggle: View {
    let title: String
    let isOn: Binding<Bool>

    /// Creates a toggle that generates its label from a string.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn
    }

    public typealias Body = Never
}

extension Toggle: PrimitiveView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        ToggleNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of a ``Toggle``: it shows its binding's value.
@MainActor
final class ToggleNode: ControlNode<Toggle>, Flipping {
    private var isOn: Binding<Bool>
    private var shownValue = false

    init(_ view: Toggle, graph: ViewGraph, parent: Node?, index: Int) {
        isOn = view.isOn
        super.init(kind: .toggle, title: view.title, graph: graph, parent: parent, index: index)
        reevaluate()
    }

    override func apply(_ view: Toggle) {
        isOn = view.isOn
        retitle(view.title)
        reevaluate()
    }

    override func reevaluate() {
        shownValue = readTracked { isOn.wrappedValue }
    }

    /// Flips the binding, as a tap on the switch does.
    func flip() { isOn.wrappedValue = !shownValue }

    override func render(into output: inout RenderOutput) {
        output.line("Toggle \"\(title)\" \(shownValue ? "on" : "off")")
    }
}

extension ControlKind {
    /// A `Toggle`, as drivers find it.
    static let toggle = ControlKind("Toggle")
}

/// A control that a driver flips: a toggle.
@MainActor
protocol Flipping: Node {
    /// Flips the control's value, as a tap does.
    func flip()
}
