/// The modifier behind ``View/id(_:)``.
public struct _IdentityModifier<ID: Hashable>: ViewModifier {
    let id: ID
    public typealias Body = Never
}

extension _IdentityModifier: PrimitiveModifier {
    static func makeNode<Content: View>(
        _ view: ModifiedContent<Content, Self>, graph: ViewGraph, parent: Node?, index: Int
    ) -> TypedNode<ModifiedContent<Content, Self>> {
        IdentityNode(view, graph: graph, parent: parent, index: index)
    }
}

/// Gives its content an explicit identity: a new `id` unmounts the old content and
/// mounts a new one with fresh state. The new content appears in this pass; the old
/// one's disappear actions run at the end of the pass (SPEC R13).
@MainActor
final class IdentityNode<Content: View, ID: Hashable>: ModifierNode<Content, _IdentityModifier<ID>> {
    private var currentID: ID

    override init(_ view: ModifiedContent<Content, _IdentityModifier<ID>>, graph: ViewGraph, parent: Node?, index: Int) {
        currentID = view.modifier.id
        super.init(view, graph: graph, parent: parent, index: index)
    }

    override func updateContent(_ view: Content) {
        guard modifier.id != currentID else { return content.update(view) }
        currentID = modifier.id
        let old = content!
        content = mountContent(view)
        dismount(old)
    }
}

extension View {
    /// Binds a view's identity to the given value.
    ///
    /// ```swift
    /// Button("refresh") { id = UUID() }
    ///     .id(id)
    /// ```
    ///
    /// When `id` changes, the view is a new view: its state starts over, the new view's
    /// `onAppear` runs, then the old view's `onDisappear`.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier<ID>> {
        modifier(_IdentityModifier(id: id))
    }
}
