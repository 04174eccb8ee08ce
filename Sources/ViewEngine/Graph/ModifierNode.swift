/// A modifier that the engine implements directly, with its own node type.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    static func makeNode<Content: View>(
        _ view: ModifiedContent<Content, Self>, graph: ViewGraph, parent: Node?, index: Int
    ) -> TypedNode<ModifiedContent<Content, Self>>
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        if isViewList(Content.self) {
            return DistributedModifierNode(view, graph: graph, parent: parent, index: index)
        }
        if let primitive = Modifier.self as? any PrimitiveModifier.Type {
            func make<M: PrimitiveModifier>(_: M.Type) -> Node {
                M.makeNode(unsafeBitCast(view, to: ModifiedContent<Content, M>.self), graph: graph, parent: parent, index: index)
            }
            return unsafeDowncast(make(primitive), to: TypedNode<Self>.self)
        }
        return CustomModifierNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The base of built-in modifier nodes: it holds the modified content's node and the
/// latest modifier value. The content is updated before the modifier reacts, so the
/// actions of the content come first (inside out, SPEC R5).
@MainActor
class ModifierNode<Content: View, Modifier: ViewModifier>: TypedNode<ModifiedContent<Content, Modifier>> {
    var modifier: Modifier
    var content: TypedNode<Content>!

    init(_ view: ModifiedContent<Content, Modifier>, graph: ViewGraph, parent: Node?, index: Int) {
        modifier = view.modifier
        super.init(graph: graph, parent: parent, index: index)
        content = mountContent(view.content)
    }

    /// Mounts the content; the `.id` modifier overrides it to remount on a new identity.
    func mountContent(_ view: Content) -> TypedNode<Content> { mountChild(view, at: 0) }

    override func update(_ view: ModifiedContent<Content, Modifier>) {
        let old = modifier
        modifier = view.modifier
        modifierWillUpdateContent(from: old)
        updateContent(view.content)
        modifierDidUpdate(from: old)
    }

    /// Reacts to the new modifier value before the content gets its own (the
    /// environment a modifier writes must be current when the content reads it).
    func modifierWillUpdateContent(from old: Modifier) {}

    /// Hands the content its new value.
    func updateContent(_ view: Content) { content.update(view) }

    /// Reacts to the new modifier value, after the content was updated.
    func modifierDidUpdate(from old: Modifier) {}

    override func forEachChild(_ body: (Node) -> Void) { body(content) }
}
