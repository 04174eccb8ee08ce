/// A type that collects multiple instances of a content type into a single unit,
/// without affecting layout.
///
/// ```swift
/// Group {
///     Text("One")
///     Text("Two")
/// }
/// .onAppear { print("appeared") }   // prints twice: once per member
/// ```
///
/// A modifier applied to a group applies to each of its members, not to the group
/// (Rules R19): the `ForEach` rows, the shown branch of an `if`, and the members of nested
/// groups each get it; a member that appears later (a condition switches) runs its own
/// `onAppear`, and an empty group runs none of its modifiers' actions.
import ViewEngineCore

public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Group: ViewList, PrimitiveView {
    package static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        GroupNode(view, inputs)
    }
}

/// The node of a list that is a single child (a `Group`): transparent; its members get
/// the modifiers of the list around it.
@MainActor
final class GroupNode<Content: View>: TypedNode<Group<Content>> {
    private let modifiers: MemberModifiers?
    private var content: Node!

    init(_ view: Group<Content>, _ inputs: _ViewInputs) {
        modifiers = inputs.parent?.modifiersForMembers
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        content = mountMember(view.content, at: 0)
    }

    override var modifiersForMembers: MemberModifiers? { modifiers }

    override func apply(_ view: Group<Content>) { updateMember(content, with: view.content) }

    override func forEachChild(_ body: (Node) -> Void) { body(content) }
}
