/// The modifier behind ``View/navigationTitle(_:)``.
public struct _NavigationTitleModifier: ViewModifier {
    let title: String
    public typealias Body = Never
}

extension _NavigationTitleModifier: PrimitiveModifier {
    static func makeNode<Content: View>(
        _ view: ModifiedContent<Content, Self>, graph: ViewGraph, parent: Node?, index: Int
    ) -> TypedNode<ModifiedContent<Content, Self>> {
        NavigationTitleNode(view, graph: graph, parent: parent, index: index)
    }
}

/// Shows the title above its content in ``ViewHost/render()``.
@MainActor
final class NavigationTitleNode<Content: View>: ModifierNode<Content, _NavigationTitleModifier> {
    /// The title names the view in a scoped driver query.
    override var scopeLabel: String? { modifier.title }

    override func render(into output: inout RenderOutput) {
        output.line("navigationTitle \"\(modifier.title)\"")
        content.render(into: &output)
    }
}

extension View {
    /// Configures the view's title for purposes of navigation.
    ///
    /// ```swift
    /// VStack { ... }.navigationTitle("Received")
    /// ```
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title))
    }
}
