/// The modifier behind every styling and layout modifier the engine records but does
/// not lay out: `font`, `padding`, `frame`, `foregroundColor`, `opacity`, `buttonStyle`,
/// `accessibilityLabel`, `keyboardType`, `animation`...
///
/// You don't create it directly:
///
/// ```swift
/// Text("Hi").font(.title).padding()
/// ```
///
/// It keeps its content's identity: a new value (`.opacity(isOn ? 1 : 0)`) updates the
/// content in place, never remounts it.
public struct _AttributeModifier: ViewModifier {
    let attribute: Attribute
    public typealias Body = Never
}

extension _AttributeModifier: PrimitiveModifier {
    static func makeNode<Content: View>(
        _ view: ModifiedContent<Content, Self>, graph: ViewGraph, parent: Node?, index: Int
    ) -> TypedNode<ModifiedContent<Content, Self>> {
        AttributeNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of every ``_AttributeModifier``: it keeps the latest attribute and writes it
/// at the end of its content's first line when the attribute is shown.
///
/// An `accessibilityLabel` on a control titles it for the host's drivers, as it names it
/// for VoiceOver and UI tests: `Button { } label: { Circle() }.accessibilityLabel("Red")`
/// is tapped with `host.tap("Red")`.
@MainActor
final class AttributeNode<Content: View>: ModifierNode<Content, _AttributeModifier> {
    override init(_ view: ModifiedContent<Content, _AttributeModifier>, graph: ViewGraph, parent: Node?, index: Int) {
        super.init(view, graph: graph, parent: parent, index: index)
        titleLabelledControl()
    }

    override func modifierDidUpdate(from old: _AttributeModifier) { titleLabelledControl() }

    /// Gives the accessibility label to the control this modifier is applied to (through
    /// other modifiers), after the control titled itself from its label.
    private func titleLabelledControl() {
        guard modifier.attribute.name == "accessibilityLabel", let label = modifier.attribute.value as? String else { return }
        var node: Node = content
        while true {
            if let control = node as? any RegisteredControl { return control.retitle(label) }
            var children: [Node] = []
            node.forEachChild { children.append($0) }
            guard children.count == 1, let only = children.first else { return }
            node = only
        }
    }

    override func render(into output: inout RenderOutput) {
        guard modifier.attribute.isShown else { return content.render(into: &output) }
        output.attributed(modifier.attribute.rendered) { content.render(into: &$0) }
    }
}

extension View {
    /// Records the attribute `name` with `value` on this view; `shown` attributes appear in
    /// ``ViewHost/render()``.
    func attribute(_ name: String, _ value: some AttributeValue, shown: Bool = false) -> ModifiedContent<Self, _AttributeModifier> {
        modifier(_AttributeModifier(attribute: Attribute(name: name, value: value, isShown: shown)))
    }

    /// Records the attribute `name` without a value (`clipped()`).
    func attribute(_ name: String, shown: Bool = false) -> ModifiedContent<Self, _AttributeModifier> {
        attribute(name, NoAttributeValue(), shown: shown)
    }
}
