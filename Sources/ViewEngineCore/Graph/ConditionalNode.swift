extension _ConditionalContent: View {
    public typealias Body = Never

    /// Mounts the shown branch.
    @inlinable
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        let node = ConditionalNode<TrueContent, FalseContent>(inputs)
        node.show(view.storage)
        return _ViewOutputs(node)
    }

    /// Updates the shown branch, or replaces it when the other branch is shown now.
    @inlinable
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        guard let node = outputs.node(as: ConditionalNode<TrueContent, FalseContent>.self) else { return }
        // The storage is consumed, so the shown branch's view is taken out of it: a switch
        // that binds the payload of a borrowed enum copies the whole enum first (through
        // its value witness, once view values are large).
        let storage = (consume view).storage
        let showsTrueBranch = if case .trueContent = storage { true } else { false }
        guard showsTrueBranch == node.isTrueBranch else {
            let old = node.branch!
            node.show(storage)
            return node.dismount(old)
        }
        // The bound branch is consumed into its update: passed by name, a branch that is
        // itself a conditional of large values was copied and the original destroyed
        // (Benchmarks/HISTORY.md, "Issue 51, round seven: the shim's layers").
        switch consume storage {
        case .trueContent(let content): node.updateMember(node.branch, with: consume content, modifiers: node.memberModifiers)
        case .falseContent(let content): node.updateMember(node.branch, with: consume content, modifiers: node.memberModifiers)
        }
    }

    /// A conditional has no body.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

/// The node of an `if`/`else`: the shown branch's subtree. Switching branches
/// unmounts one subtree and mounts the other (each branch is its own identity).
@MainActor @usableFromInline
final class ConditionalNode<TrueContent: View, FalseContent: View>: TypedNode<_ConditionalContent<TrueContent, FalseContent>> {
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline private(set) var isTrueBranch = true
    @inlinable final private(set) package var branch: Node! {
        _read { yield _branch }
        _modify { yield &_branch }
    }
    /// The storage of ``branch``: unchecked for exclusivity in release builds, which
    /// only code compiled in this module honours (ARCHITECTURE.md, "Unsafe constructs").
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _branch: Node!
    @usableFromInline let memberModifiers: MemberModifiers?

    @usableFromInline init(_ inputs: _ViewInputs) {
        memberModifiers = inputs.parent?.modifiersForMembers
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
    }

    /// Mounts the branch `storage` shows (each branch at its own position).
    @inlinable @inline(__always) final package func show(_ storage: _ConditionalContent<TrueContent, FalseContent>.Storage) {
        switch storage {
        case .trueContent(let view):
            isTrueBranch = true
            branch = mountMember(view, at: 0)
        case .falseContent(let view):
            isTrueBranch = false
            branch = mountMember(view, at: 1)
        }
    }

    override package var modifiersForMembers: MemberModifiers? { memberModifiers }

    override package func forEachChild(_ body: (Node) -> Void) { body(branch) }
}
