/// A control that initiates an action.
///
/// ```swift
/// Button("change") { t += 1 }
/// ```
///
/// Drive it with ``ViewHost/tap(_:)`` using its title (the text of its label).
import ViewEngineCore

public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    ///
    /// ```swift
    /// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
    /// ```
    ///
    /// - Parameters:
    ///   - role: An optional semantic role that describes the button.
    ///   - action: The action to perform when the user triggers the button.
    ///   - label: A view that describes the purpose of the button's action.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
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

    /// Creates a button with a specified role that generates its label from a string.
    ///
    /// ```swift
    /// Button("Delete", role: .destructive) { delete() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's action.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == ViewEngine.Label<Text, Image> {
    /// Creates a button with a title and a system image (iOS 17); it is titled by the
    /// title, and tapped by it.
    ///
    /// ```swift
    /// Button("Add", systemImage: "plus") { add() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's action.
    ///   - systemImage: The name of the image resource to look up.
    ///   - action: The action to perform when the user triggers the button.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ViewEngine.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a localized title and a system image (iOS 17).
    ///
    /// ```swift
    /// Button("Add \(count) items", systemImage: "plus") { add() }
    /// ```
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ViewEngine.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a title, a system image and a role (iOS 17).
    ///
    /// ```swift
    /// Button("Delete", systemImage: "trash", role: .destructive) { delete() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's action.
    ///   - systemImage: The name of the image resource to look up.
    ///   - role: An optional semantic role describing the button.
    ///   - action: The action to perform when the user triggers the button.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewEngine.Label(title, systemImage: systemImage) }
    }
}

extension Button: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        ButtonNode(view, inputs)
    }
}

/// The node of a ``Button``: its label's subtree and its latest action.
@MainActor
final class ButtonNode<Label: View>: ControlNode<Button<Label>>, Activating, RoledButton {
    private var action: () -> Void
    private var label: TypedNode<Label>!
    private(set) var role: ButtonRole?

    init(_ view: Button<Label>, _ inputs: _ViewInputs) {
        action = view.action
        role = view.role
        super.init(kind: .button, title: "", inputs)
        label = mountChild(view.label, at: 0)
        retitle(label.textContent)
    }

    override func apply(_ view: Button<Label>) {
        action = view.action
        role = view.role
        label.update(view.label)
        retitle(label.textContent)
    }

    /// Runs the action of the latest evaluation, as a tap does.
    func activate() { action() }

    override func forEachChild(_ body: (Node) -> Void) { body(label) }

    override func renderLines(into output: inout RenderOutput) {
        output.line("Button \"\(title)\"" + (role.map { " (\($0))" } ?? ""))
    }
}

/// A button, with its role (alerts and dialogs look for a cancel button).
@MainActor
protocol RoledButton: Node {
    var role: ButtonRole? { get }
}

/// A control a tap activates.
@MainActor
protocol Activating: Node {
    func activate()
}

extension ControlKind {
    /// A `Button`, as drivers find it.
    static let button = ControlKind("Button")
}
