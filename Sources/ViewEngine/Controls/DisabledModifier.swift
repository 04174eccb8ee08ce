/// The modifier behind ``View/disabled(_:)``.
public struct _DisabledModifier: ViewModifier {
    let isDisabled: Bool
    public typealias Body = Never
}

extension _DisabledModifier: PrimitiveModifier {
    static func makeNode<Content: View>(
        _ view: ModifiedContent<Content, Self>, graph: ViewGraph, parent: Node?, index: Int
    ) -> TypedNode<ModifiedContent<Content, Self>> {
        DisabledNode(view, graph: graph, parent: parent, index: index)
    }
}

/// Marks its subtree disabled; driver calls on controls inside it throw.
@MainActor
final class DisabledNode<Content: View>: ModifierNode<Content, _DisabledModifier>, DisablingNode {
    var disablesContent: Bool { modifier.isDisabled }

    override init(_ view: ModifiedContent<Content, _DisabledModifier>, graph: ViewGraph, parent: Node?, index: Int) {
        super.init(view, graph: graph, parent: parent, index: index)
        graph.disablingNodeCount += 1
    }

    override func didUnmount() { graph.disablingNodeCount -= 1 }
}

/// A node that can disable the controls below it.
@MainActor
protocol DisablingNode: AnyObject {
    var disablesContent: Bool { get }
}

enum Disabling {
    /// Whether an ancestor of `node` disables it.
    @MainActor static func isDisabled(_ node: Node) -> Bool {
        var ancestor = node.parent
        while let each = ancestor {
            if let disabling = each as? DisablingNode, disabling.disablesContent { return true }
            ancestor = each.parent
        }
        return false
    }
}

extension View {
    /// Adds a condition that controls whether users can interact with this view.
    ///
    /// ```swift
    /// Button("Send") { send() }.disabled(message.isEmpty)
    /// ```
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(isDisabled: disabled))
    }
}
