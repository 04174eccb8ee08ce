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
import ViewEngineCore

public struct _AttributeModifier: ViewModifier {
    let attribute: Attribute
    /// What the modifier sets in its content's environment, for the ones that set
    /// something (`font` sets `\.font`, `controlSize` sets `\.controlSize`).
    var environment = AttributeEnvironmentWrite()
    /// How the modifier lays its content out, for the ones that do (`frame`, `padding`).
    var layout = AttributeLayout(rule: nil)
    /// What the engine does with it besides recording, for the few it acts on: typed, so
    /// that nothing reads a recorded attribute back by its name.
    var role: AttributeRole?
    public typealias Body = Never
}

/// What a recorded modifier does besides recording (Rules R23).
enum AttributeRole: Equatable {
    /// `accessibilityLabel`: the label titles the control it labels, for the drivers, as
    /// VoiceOver and UI tests name it.
    case accessibilityLabel(String)
    /// `accessibilityIdentifier`: the views inside are found by it, as UI tests find them.
    case accessibilityIdentifier(String)
    /// `interactiveDismissDisabled`: whether the presentation the view is in refuses the
    /// user's dismissing gesture (``InteractiveDismissal``).
    case interactiveDismissDisabled(Bool)
    /// `accessibilityHidden`: the views inside leave the accessibility tree
    /// (``AccessibilityTree``) when it is `true`.
    case accessibilityHidden(Bool)
    /// `accessibilityValue`: the value the element inside reads.
    case accessibilityValue(String)
    /// `accessibilityElement(children:)`: the views inside become one element
    /// (`.ignore`, `.combine`) or a container element (`.contain`).
    case accessibilityElement(AccessibilityChildBehavior)
}

/// The environment write of a recorded modifier. It follows from the attribute's
/// arguments, which the attribute compares (Rules R12): as a field, it is never a change.
struct AttributeEnvironmentWrite: ViewInputComparable {
    var write: ((inout EnvironmentValues) -> Void)?

    static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

extension _AttributeModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        if modifier.layout.rule != nil { return LayoutAttributeNode(modifier, inputs) }
        return modifier.environment.write == nil ? AttributeNode(modifier, inputs) : EnvironmentAttributeNode(modifier, inputs)
    }
}

/// The node of every ``_AttributeModifier``: it keeps the latest attribute and writes it
/// at the end of its content's first line when the attribute is shown.
///
/// An `accessibilityLabel` on a control titles it for the host's drivers, as it names it
/// for VoiceOver and UI tests: `Button { } label: { Circle() }.accessibilityLabel("Red")`
/// is tapped with `host.tap("Red")`.
@MainActor
final class AttributeNode<Content: View>: ModifierNode<Content, _AttributeModifier>, RecordingNode {
    var attribute: Attribute { modifier.attribute }
    var role: AttributeRole? { modifier.role }

    override func didMountContent() { titleLabelledControl() }

    override func modifierDidUpdate(from old: _AttributeModifier) {
        titleLabelledControl()
        let previous = Self.identifier(of: old.role)
        guard isVisible, previous != accessibilityIdentifier else { return }
        if let previous { graph.controls.unregister(self, identifier: previous) }
        if let accessibilityIdentifier { graph.controls.register(self, identifier: accessibilityIdentifier) }
    }

    /// An `accessibilityIdentifier` names the views inside it for the drivers, as UI tests
    /// find them; it is also a label a scoped query (`within(_:_:)`) names a region by.
    override var accessibilityIdentifier: String? { Self.identifier(of: modifier.role) }

    override var scopeLabel: String? { accessibilityIdentifier }

    override func didAppear() {
        if let accessibilityIdentifier { graph.controls.register(self, identifier: accessibilityIdentifier) }
    }

    override func didDisappear() {
        if let accessibilityIdentifier { graph.controls.unregister(self, identifier: accessibilityIdentifier) }
    }

    /// The identifier an `accessibilityIdentifier` gives, or `nil` for another modifier.
    private static func identifier(of role: AttributeRole?) -> String? {
        guard case .accessibilityIdentifier(let identifier)? = role else { return nil }
        return identifier
    }

    /// Gives the accessibility label to the control this modifier is applied to (through
    /// other modifiers), after the control titled itself from its label.
    private func titleLabelledControl() {
        guard case .accessibilityLabel(let label)? = modifier.role else { return }
        var node: Node = content
        while true {
            if let control = node as? any RegisteredControl { return control.retitle(label) }
            var children: [Node] = []
            node.forEachChild { children.append($0) }
            guard children.count == 1, let only = children.first else { return }
            node = only
        }
    }

    override func renderLines(into output: inout RenderOutput) {
        guard modifier.attribute.isShown else { return content.render(into: &output) }
        output.attributed(modifier.attribute.rendered) { content.render(into: &$0) }
    }
}

/// The node of a recorded modifier that also sets environment values for its content
/// (`.font(.title)` sets `\.font`): its content sees the environment through a box of its
/// own, rewritten before the content updates when the attribute changes (Rules R16).
@MainActor
final class EnvironmentAttributeNode<Content: View>: ModifierNode<Content, _AttributeModifier>, RecordingNode {
    private let box: EnvironmentBox

    override init(_ modifier: _AttributeModifier, _ inputs: _ViewInputs) {
        let write = modifier.environment.write
        box = EnvironmentBox(parent: inputs.parent?.environmentForChildren ?? inputs.graph.rootEnvironment) { write?(&$0) }
        super.init(modifier, inputs)
    }

    var attribute: Attribute { modifier.attribute }
    var role: AttributeRole? { modifier.role }

    override var environmentForChildren: EnvironmentBox { box }

    override func modifierWillUpdateContent(from old: _AttributeModifier) {
        guard modifier.attribute != old.attribute else { return }
        let write = modifier.environment.write
        box.rewrite { write?(&$0) }
        // The font, the line limit, the Dynamic Type size...: every view inside may
        // measure differently (Rules R22).
        setNeedsLayoutOfSubtree()
    }

    override func renderLines(into output: inout RenderOutput) {
        guard modifier.attribute.isShown else { return content.render(into: &output) }
        output.attributed(modifier.attribute.rendered) { content.render(into: &$0) }
    }
}

/// A node of a recorded modifier, whatever its content: what a view reads the modifiers
/// above it through (a picker, its `pickerStyle`).
@MainActor
protocol RecordingNode: Node {
    var attribute: Attribute { get }
    /// What the engine does with the modifier besides recording it.
    var role: AttributeRole? { get }
}

extension _AttributeModifier: RecordedModifier {
    /// The recorded modifier as ``ViewHost/render()`` writes a shown one (`kerning: 2`),
    /// shown or not: what the surface tests check each modifier records.
    package var recorded: String { attribute.rendered }
}

/// A modifier that records its arguments (every ``_AttributeModifier``, and the modifiers
/// with behaviour that also record theirs, such as `animation(_:value:)`).
@MainActor
package protocol RecordedModifier {
    /// The recorded modifier, as ``ViewHost/render()`` writes a shown one.
    var recorded: String { get }
}

extension View {
    /// Records the modifier `name` with every argument it was given, each with its label
    /// (empty for an unlabelled parameter); `shown` ones are written by ``ViewHost/render()``.
    ///
    /// ```swift
    /// public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _AttributeModifier> { recorded(.kerning, ("", kerning)) }
    /// ```
    func recorded<each Value: AttributeValue>(_ name: String, shown: Bool = false, role: AttributeRole? = nil,
                                              _ arguments: repeat (String, each Value)) -> ModifiedContent<Self, _AttributeModifier> {
        modifier(_AttributeModifier(attribute: Attribute(name, shown: shown, repeat each arguments), role: role))
    }

    /// Records the modifier `name` as ``recorded(_:shown:_:)`` does, and sets what `write`
    /// sets in its content's environment.
    ///
    /// ```swift
    /// public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, _AttributeModifier> {
    ///     recorded("controlSize", writing: { $0.controlSize = size }, ("", size))
    /// }
    /// ```
    func recorded<each Value: AttributeValue>(_ name: String, shown: Bool = false, writing write: @escaping (inout EnvironmentValues) -> Void,
                                              _ arguments: repeat (String, each Value)) -> ModifiedContent<Self, _AttributeModifier> {
        modifier(_AttributeModifier(attribute: Attribute(name, shown: shown, repeat each arguments),
                                    environment: AttributeEnvironmentWrite(write: write)))
    }

    /// Records the modifier `name`, which the engine reads back (``RecordedModifierName``),
    /// as ``recorded(_:shown:role:_:)`` does with a name given as a string.
    func recorded<each Value: AttributeValue>(_ name: RecordedModifierName, shown: Bool = false, role: AttributeRole? = nil,
                                              _ arguments: repeat (String, each Value)) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(name.rawValue, shown: shown, role: role, repeat each arguments)
    }

    /// Records the modifier `name`, which the engine reads back (``RecordedModifierName``),
    /// and sets what `write` sets, as ``recorded(_:shown:writing:_:)`` does with a name
    /// given as a string.
    func recorded<each Value: AttributeValue>(_ name: RecordedModifierName, shown: Bool = false,
                                              writing write: @escaping (inout EnvironmentValues) -> Void,
                                              _ arguments: repeat (String, each Value)) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(name.rawValue, shown: shown, writing: write, repeat each arguments)
    }
}
