/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// ```swift
/// GroupBox("End-User Agreement") {
///     ScrollView { Text(agreementText) }
///     Toggle("I agree to the above terms", isOn: $userAgreed)
/// }
/// ```
///
/// ``ViewHost/render()`` writes `GroupBox "End-User Agreement"` (its label's text) above
/// its content; the label names the box in a scoped driver query.
import ViewEngineCore

public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    ///
    /// ```swift
    /// GroupBox { Text("Body") } label: { Label("Status", systemImage: "checkmark") }
    /// ```
    ///
    /// - Parameters:
    ///   - content: A view builder that produces the content of the group box.
    ///   - label: A view builder that produces a label for the group box.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a group box with the provided label and view content (the iOS 14 form).
    ///
    /// ```swift
    /// GroupBox(label: Text("Status")) { Text("Body") }
    /// ```
    ///
    /// - Parameters:
    ///   - label: A view that describes the group box.
    ///   - content: A view builder that produces the content of the group box.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public typealias Body = Never
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    ///
    /// ```swift
    /// GroupBox { Text("Body") }
    /// ```
    ///
    /// - Parameter content: A view builder that produces the content of the group box.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content, and a title generated from a
    /// string.
    ///
    /// ```swift
    /// GroupBox("Agreement") { Toggle("I agree", isOn: $agreed) }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the group box.
    ///   - content: A view builder that produces the content of the group box.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox: PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        GroupBoxNode(view, inputs)
    }
}

/// The node of a ``GroupBox``: its label (its title) and its content.
@MainActor
final class GroupBoxNode<Label: View, Content: View>: TypedNode<GroupBox<Label, Content>> {
    private var label: TypedNode<Label>!
    private var content: TypedNode<Content>!

    init(_ view: GroupBox<Label, Content>, _ inputs: _ViewInputs) {
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        label = mountChild(view.label, at: 0)
        content = mountChild(view.content, at: 1)
    }

    override func apply(_ view: GroupBox<Label, Content>) {
        label.update(view.label)
        content.update(view.content)
    }

    private var title: String { label.textContent }

    override var scopeLabel: String? { title.isEmpty ? nil : title }

    override func forEachChild(_ body: (Node) -> Void) {
        body(label)
        body(content)
    }

    override func renderLines(into output: inout RenderOutput) {
        output.nested(title.isEmpty ? "GroupBox" : "GroupBox \"\(title)\"") { content.render(into: &$0) }
    }
}
