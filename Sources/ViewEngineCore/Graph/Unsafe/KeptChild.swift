/// A child node, borrowed from the node that keeps it for the length of a call: handing it
/// its update counts no references.
///
/// A node reaching its child through a stored property (or its array of children) retains
/// it for the call and releases it after, since the call might replace what the property
/// holds: two calls into the runtime per level of the tree at every update
/// (Benchmarks/HISTORY.md, "Issue 51, round five").
///
/// invariant: a node replaces or drops its reference to a child only in its own update,
/// mount or unmount, and none of these runs while one of its children is being updated (a
/// child's update writes state and queues actions, and never updates its ancestors); so
/// the child is alive for the whole call. Asserted: the child is the node's.
@usableFromInline
package struct KeptNode<Child: Node> {
    @usableFromInline let reference: Unmanaged<Child>

    /// `child`, not retained: made in a statement of its own, so that the reference it is
    /// made from is released at once (an argument stays retained for the whole call it is
    /// an argument of, and a name for the whole of its scope).
    @inlinable @inline(__always)
    package init(_ child: Child) { reference = .passUnretained(child) }

    /// A node kept as `reference` (a cast of another `KeptNode`'s).
    @inlinable @inline(__always)
    init(reference: Unmanaged<Child>) { self.reference = reference }

    /// `child`, which is not `nil` (asserted), not retained (see ``init(_:)``).
    @inlinable @inline(__always)
    package init(unwrapping child: Child?) {
        assert(child != nil, "a node kept no child")
        reference = .passUnretained(child.unsafelyUnwrapped)
    }
}

extension Node {
    /// Calls `body` with `child`, a node this node keeps, not retained for the call.
    @inlinable @inline(__always)
    package func withKept<Child: Node, Result>(_ child: KeptNode<Child>, _ body: (Child) -> Result) -> Result {
        assert(child.reference.takeUnretainedValue().parent === self, "a node borrowed a node it does not keep")
        return child.reference._withUnsafeGuaranteedRef(body)
    }

    /// Hands `member`, a member this node keeps, the value `make` makes, `member` not
    /// retained for the call (``updateMember(_:with:modifiers:)``; with member modifiers, as
    /// that does). The value is made inside the call: a closure cannot hand on a value
    /// it captures without copying it.
    @inlinable @inline(__always)
    package func updateMember<V: View>(kept member: KeptNode<Node>, modifiers: MemberModifiers?, with make: () -> V) {
        guard modifiers == nil || isViewList(V.self) else {
            return updateMember(member.reference.takeUnretainedValue(), with: make(), modifiers: modifiers)
        }
        // Cast as it is borrowed: a cast reference is a new one, retained for the call.
        // A member is a `TypedNode<V>` (see `_ViewOutputs(member:)`).
        assert(member.reference.takeUnretainedValue() is TypedNode<V>,
               "a member of type \(V.self) has a \(Swift.type(of: member.reference.takeUnretainedValue()))")
        let typed = KeptNode<TypedNode<V>>(reference: Unmanaged.fromOpaque(member.reference.toOpaque()))
        withKept(typed) { V._updateView(make(), _ViewOutputs($0)) }
    }

    /// Hands `child`, a node this node keeps, its new value, `child` not retained for the
    /// call (``TypedNode/update(_:)``). The value goes into the call through an optional
    /// the call empties.
    @inlinable @inline(__always)
    package func update<V: View>(kept child: KeptNode<TypedNode<V>>, with view: consuming V) {
        var slot = Optional(view)
        withKept(child) { $0.update(slot.take()!) }
    }
}
