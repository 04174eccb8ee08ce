/// The engine's casts between node classes, in one place.
///
/// A view type's static requirements make and update its node (``View/_makeView(_:_:)``):
/// the update receives the node as a `TypedNode<V>` and needs the class `V._makeView`
/// made. Each cast below states the invariant that makes it safe and asserts it in debug
/// builds; release builds rely on the invariant, as a dynamic cast per update would cost
/// more than the update itself (Benchmarks/HISTORY.md).
@MainActor
extension _ViewOutputs {
    /// The node as the class `V._makeView` makes, or `nil` when it is a placeholder or a
    /// distributor standing where that node would be.
    ///
    /// invariant: a ``Node/Variant/regular`` node handed to `V`'s update was made by
    /// `V._makeView`, and every `_makeView` makes nodes of one class only: the class the
    /// update asks for here.
    @inlinable package func node<N: TypedNode<V>>(as type: N.Type) -> N? {
        guard node.variant == .regular else { return nil }
        assert(node is N, "\(V.self)'s node is a \(Swift.type(of: node)), not a \(N.self)")
        return unsafeDowncast(node, to: N.self)
    }

    /// The outputs of a member that a list node mounted with ``Node/mountMember(_:at:)``
    /// without member modifiers.
    ///
    /// invariant: without member modifiers a member is mounted by ``Node/mountChild(_:at:)``,
    /// which returns the `TypedNode<V>` that `V._makeView` (or the stack guard's
    /// placeholder for `V`) made.
    @inlinable package init(member: Node) {
        assert(member is TypedNode<V>, "a member of type \(V.self) has a \(Swift.type(of: member))")
        self.init(unsafeDowncast(member, to: TypedNode<V>.self))
    }
}

extension CustomModifierNode {
    /// The node a ``ModifierContentLink``'s `updateContent` is handed as its source.
    ///
    /// invariant: a link's `updateContent` is made in `_makeView` of one
    /// `CustomModifierNode<Content, Modifier>` type, for the link that node's initializer
    /// makes, and is called only with that link's ``ModifierContentLink/source``: the
    /// node, of this class.
    @inlinable static func source(_ node: Node) -> CustomModifierNode {
        assert(node is CustomModifierNode, "a content link's source is a \(Swift.type(of: node)), not a \(CustomModifierNode.self)")
        return unsafeDowncast(node, to: CustomModifierNode.self)
    }
}
