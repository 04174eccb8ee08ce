/// The node of an `if`/`else`: the shown branch's subtree. Switching branches
/// unmounts one subtree and mounts the other (each branch is its own identity).
@MainActor
final class ConditionalNode<TrueContent: View, FalseContent: View>: TypedNode<_ConditionalContent<TrueContent, FalseContent>> {
    private enum Branch {
        case trueContent(TypedNode<TrueContent>)
        case falseContent(TypedNode<FalseContent>)
        var node: Node {
            switch self {
            case .trueContent(let node): node
            case .falseContent(let node): node
            }
        }
    }

    private var branch: Branch!

    init(_ view: _ConditionalContent<TrueContent, FalseContent>, graph: ViewGraph, parent: Node?, index: Int) {
        super.init(graph: graph, parent: parent, index: index)
        branch = mount(view.storage)
    }

    private func mount(_ storage: _ConditionalContent<TrueContent, FalseContent>.Storage) -> Branch {
        switch storage {
        case .trueContent(let view): .trueContent(mountChild(view, at: 0))
        case .falseContent(let view): .falseContent(mountChild(view, at: 1))
        }
    }

    override func update(_ view: _ConditionalContent<TrueContent, FalseContent>) {
        switch (branch!, view.storage) {
        case (.trueContent(let node), .trueContent(let view)): node.update(view)
        case (.falseContent(let node), .falseContent(let view)): node.update(view)
        default:
            let old = branch!.node
            branch = mount(view.storage)
            dismount(old)
        }
    }

    override func forEachChild(_ body: (Node) -> Void) { body(branch.node) }
}

extension _ConditionalContent: PrimitiveView {
    static func makeNode(_ view: Self, graph: ViewGraph, parent: Node?, index: Int) -> TypedNode<Self> {
        ConditionalNode(view, graph: graph, parent: parent, index: index)
    }
}

