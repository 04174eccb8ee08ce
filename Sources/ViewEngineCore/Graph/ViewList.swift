/// A view that stands for a list of zero or more member views rather than one view:
/// `Group`, a tuple of views, `ForEach`, a conditional, an optional view, `AnyView`,
/// `EmptyView`, and a modifier applied to any of these.
///
/// Rules R19: a modifier applied to a list applies to each member, not to the list:
/// `Group { A(); B() }.onAppear { }` runs its action once per member, and a list with no
/// members runs none of its modifiers' actions. A custom view is always one member, even
/// when its body is a list (see CONFORMANCE.md).
@MainActor @usableFromInline
package protocol ViewList: View {}

extension TupleView: ViewList {}
extension _ConditionalContent: ViewList {}
extension Optional: ViewList where Wrapped: View {}
extension AnyView: ViewList {}
extension EmptyView: ViewList {}
extension ModifiedContent: ViewList where Content: ViewList, Modifier: ViewModifier {}

/// Whether views of type `V` are lists (Rules R19).
@MainActor @inlinable
func isViewList<V: View>(_: V.Type) -> Bool { V.self is any ViewList.Type }

/// The modifiers that a modified list applies to each of its members, innermost first
/// (Rules R19). Each list node under a modified list holds the chain; a member is mounted
/// as `member.modifier(inner)...modifier(outer)`, with the modifiers' latest values.
@MainActor
public class MemberModifiers {
    /// Mounts `view` with the modifiers applied, as a child of `parent` at `index`.
    @usableFromInline package func mount<V: View>(_ view: V, parent: Node, index: Int) -> Node {
        assertionFailure("MemberModifiers is abstract")
        return parent.makeNode(view, parent: parent, index: index)
    }

    /// Hands `node`, made by ``mount(_:parent:index:)``, the modified `view`.
    @usableFromInline package func update<V: View>(_ node: Node, with view: V) {
        assertionFailure("MemberModifiers is abstract")
    }
}

/// One modifier of a chain of ``MemberModifiers``, applied before the `outer` ones.
@MainActor
final class MemberModifier<Modifier: ViewModifier>: MemberModifiers {
    /// The modifier value of the latest evaluation.
    package var modifier: Modifier
    private let outer: MemberModifiers?

    init(_ modifier: Modifier, outer: MemberModifiers?) {
        self.modifier = modifier
        self.outer = outer
    }

    override package func mount<V: View>(_ view: V, parent: Node, index: Int) -> Node {
        let modified = ModifiedContent(content: view, modifier: modifier)
        guard let outer else { return parent.makeNode(modified, parent: parent, index: index) }
        return outer.mount(modified, parent: parent, index: index)
    }

    override package func update<V: View>(_ node: Node, with view: V) {
        let modified = ModifiedContent(content: view, modifier: modifier)
        guard let outer else { return ViewEngineCore.update(node, with: modified) }
        outer.update(node, with: modified)
    }
}

/// The node of a modifier applied to a list (Rules R19): it has no effect of its own; the
/// list below it applies the modifier to each of its members.
@MainActor @usableFromInline
final class DistributedModifierNode<Content: View, Modifier: ViewModifier>: TypedNode<ModifiedContent<Content, Modifier>> {
    private let modifiers: MemberModifier<Modifier>
    private var content: TypedNode<Content>!

    @usableFromInline init(_ view: ModifiedContent<Content, Modifier>, _ inputs: _ViewInputs) {
        modifiers = MemberModifier(view.modifier, outer: inputs.parent?.modifiersForMembers)
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index, variant: .distributor)
        content = mountChild(view.content, at: 0)
    }

    override package var modifiersForMembers: MemberModifiers? { modifiers }

    override package func apply(_ view: ModifiedContent<Content, Modifier>) {
        modifiers.modifier = view.modifier
        content.update(view.content)
    }

    override package func forEachChild(_ body: (Node) -> Void) { body(content) }
}
