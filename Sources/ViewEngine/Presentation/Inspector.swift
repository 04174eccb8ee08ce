/// The modifier behind ``View/inspector(isPresented:content:)``.
import ViewEngineCore

public struct _InspectorModifier<Inspector: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let inspector: Inspector
    public typealias Body = Never
}

extension _InspectorModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        InspectorNode(modifier, inputs)
    }
}

/// Shows the inspector beside its content while the binding is true: a trailing column,
/// as in a regular width (the engine's screen is as wide as an iPad's), so the content
/// stays reachable. `\.dismiss` inside it writes `false`.
@MainActor
final class InspectorNode<Content: View, Inspector: View>: ModifierNode<Content, _InspectorModifier<Inspector>>, Dismissing {
    private var inspector: TypedNode<ModifiedContent<Inspector, _PresentationEnvironmentModifier>>?

    override func didMountContent() { followBinding() }

    override func modifierDidUpdate(from old: _InspectorModifier<Inspector>) { followBinding() }

    /// The binding changed.
    override func reevaluate() { followBinding() }

    private func followBinding() {
        let isPresented = readTracked { modifier.isPresented.wrappedValue }
        switch (isPresented, inspector) {
        case (true, nil): inspector = mountChild(modifier.inspector.dismissed(by: self), at: 1)
        case (true, let node?): node.update(modifier.inspector.dismissed(by: self))
        case (false, let node?):
            inspector = nil
            dismount(node)
        case (false, nil): break
        }
    }

    /// `@Environment(\.dismiss)` inside the inspector.
    func dismissFromInside() { modifier.isPresented.wrappedValue = false }

    override func forEachChild(_ body: (Node) -> Void) {
        body(content)
        inspector.map(body)
    }

    override func renderLines(into output: inout RenderOutput) {
        content.render(into: &output)
        guard let inspector else { return }
        output.nested("Inspector") { inspector.render(into: &$0) }
    }
}

extension View {
    /// Inserts an inspector at the applied position in the view hierarchy.
    ///
    /// ```swift
    /// NotesList()
    ///     .inspector(isPresented: $isShowingInspector) {
    ///         NoteDetails()
    ///     }
    /// ```
    ///
    /// While `isPresented` is true, the inspector is mounted beside the view — a trailing
    /// column, as on an iPad — and written as an `Inspector` block after it; the view stays
    /// reachable by the drivers. `@Environment(\.dismiss)` inside it writes `false`.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present
    ///     the inspector.
    ///   - content: A view builder that produces the content of the inspector.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(_InspectorModifier(isPresented: isPresented, inspector: content()))
    }

    /// SwiftUI's `inspectorColumnWidth(_:)`: the fixed width of an inspector; recorded.
    public func inspectorColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("inspectorColumnWidth", ("", width))
    }

    /// SwiftUI's `inspectorColumnWidth(min:ideal:max:)`: the flexible width of an
    /// inspector; recorded.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("inspectorColumnWidth", ("min", min), ("ideal", ideal), ("max", max))
    }
}
