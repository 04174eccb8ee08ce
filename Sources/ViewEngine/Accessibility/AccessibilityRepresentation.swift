// `accessibilityRepresentation(representation:)` (Rules: Host, "The accessibility tree"):
// the view is drawn, laid out and driven as itself, and the accessibility tree gives, in
// its place, the elements its representation would make — a custom control represented
// by a `Slider` is a slider to VoiceOver and XCUITest. The representation is mounted
// beside the content but never shown: it is not laid out, drawn or found by the host's
// drivers, and its elements take the content's frame.

import ViewEngineCore

extension View {
    /// Replaces the view's accessibility element and its children with the elements of
    /// the view `representation` builds, which is never drawn.
    ///
    /// ```swift
    /// Dial(value: $volume)
    ///     .accessibilityRepresentation { Slider(value: $volume) { Text("Volume") } }
    /// ```
    ///
    /// - Parameter representation: The view whose accessibility elements stand for this
    ///   view's.
    /// - Returns: The view, its accessibility elements the representation's.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V)
        -> ModifiedContent<Self, _AccessibilityRepresentationModifier<V>> {
        modifier(_AccessibilityRepresentationModifier(representation: representation()))
    }
}

/// The modifier behind ``View/accessibilityRepresentation(representation:)``.
public struct _AccessibilityRepresentationModifier<Representation: View>: ViewModifier {
    let representation: Representation
    public typealias Body = Never
}

extension _AccessibilityRepresentationModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        AccessibilityRepresentationNode(modifier, inputs)
    }
}

/// A node whose accessibility elements are those of another view it keeps mounted.
@MainActor
protocol AccessibilityRepresenting: Node {
    /// The representation's node: mounted, never shown.
    var representationNode: Node { get }
}

/// The node of ``_AccessibilityRepresentationModifier``: its content is its one shown
/// child; the representation is mounted at index 1 and is no child the layout, the
/// picture or the drivers walk (it is unmounted with the node).
@MainActor
final class AccessibilityRepresentationNode<Content: View, Representation: View>:
    ModifierNode<Content, _AccessibilityRepresentationModifier<Representation>>, AccessibilityRepresenting {
    private var representation: TypedNode<Representation>!

    var representationNode: Node { representation }

    /// Mounts the representation beside the content; it never appears.
    override func didMountContent() {
        representation = ViewEngineCore.makeNode(modifier.representation, inputs(forChildAt: 1))
    }

    override func modifierDidUpdate(from old: _AccessibilityRepresentationModifier<Representation>) {
        representation?.update(modifier.representation)
    }

    override func didUnmount() { representation?.unmount() }

    override func renderLines(into output: inout RenderOutput) {
        content.render(into: &output)
    }
}
