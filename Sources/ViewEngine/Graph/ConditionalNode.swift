/// The node of an `if`/`else`: the shown branch's subtree. Switching branches
/// unmounts one subtree and mounts the other (each branch is its own identity).
@MainActor
final class ConditionalNode<TrueContent: View, FalseContent: View>: TypedNode<_ConditionalContent<TrueContent, FalseContent>> {
    private var isTrueBranch: Bool
    private var branch: Node!
    private let memberModifiers: MemberModifiers?

    init(_ view: _ConditionalContent<TrueContent, FalseContent>, graph: ViewGraph, parent: Node?, index: Int) {
        memberModifiers = parent?.modifiersForMembers
        if case .trueContent = view.storage { isTrueBranch = true } else { isTrueBranch = false }
        super.init(graph: graph, parent: parent, index: index)
        branch = mount(view.storage)
    }

    private func mount(_ storage: _ConditionalContent<TrueContent, FalseContent>.Storage) -> Node {
        switch storage {
        case .trueContent(let view): mountMember(view, at: 0)
        case .falseContent(let view): mountMember(view, at: 1)
        }
    }

    override func update(_ view: _ConditionalContent<TrueContent, FalseContent>) {
        switch (isTrueBranch, view.storage) {
        case (true, .trueContent(let view)): updateMember(branch, with: view)
        case (false, .falseContent(let view)): updateMember(branch, with: view)
        default:
            let old = branch!
            isTrueBranch.toggle()
            branch = mount(view.storage)
            dismount(old)
        }
    }

    override var modifiersForMembers: MemberModifiers? { memberModifiers }

    override func forEachChild(_ body: (Node) -> Void) { body(branch) }
}

extension _ConditionalContent: PrimitiveView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        ConditionalNode(view, graph: graph, parent: parent, index: index)
    }
}

