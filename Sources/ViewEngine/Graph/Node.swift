/// One mounted view: the long-lived memory behind a view value.
///
/// Nodes form the view tree. A node owns its children; the tree position of a
/// node (its parent and its index there) is its structural identity.
/// Subclasses implement one kind of view each.
@MainActor
class Node {
    unowned let graph: ViewGraph
    /// The node this one is a child of.
    ///
    /// invariant: while this node is mounted its parent is alive, because the parent owns
    /// it (a parent unmounts its children before it goes); ``unmount()`` clears it, so a
    /// node that outlives its tree (held by a closure) never reaches a freed parent.
    /// Checked by `R17ForEachIdentityTests` and the identity fuzzer.
    unowned(unsafe) var parent: Node?
    /// Position among the parent's children: part of the node's structural identity.
    var indexInParent: Int
    /// Evaluation counter: reads recorded at an older epoch are stale (see ``ReaderList``).
    var epoch: UInt32 = 0
    /// Set when state this node read changed; cleared when its body is evaluated.
    var isDirty = false
    var isMounted = true
    /// Whether the node is on screen: appeared and not yet disappeared.
    var isVisible = false
    /// The environment this node sees: the box of the nearest environment-writing
    /// modifier above it, or the host's (SPEC R16).
    let environment: EnvironmentBox

    init(graph: ViewGraph, parent: Node?, index: Int) {
        self.graph = graph
        self.parent = parent
        self.indexInParent = index
        self.environment = parent?.environmentForChildren ?? graph.rootEnvironment
    }

    /// The environment this node's children see: its own, unless it writes one.
    var environmentForChildren: EnvironmentBox { environment }

    // MARK: Tree

    /// Calls `body` with every child node that is currently shown.
    func forEachChild(_ body: (Node) -> Void) {}

    /// Calls `body` with every mounted child, shown or not (a hidden tab's content).
    func forEachMountedChild(_ body: (Node) -> Void) { forEachChild(body) }

    /// Mounts `view` as a child of this node at `index`, making it appear if this node is visible.
    final func mountChild<V: View>(_ view: V, at index: Int) -> TypedNode<V> {
        let child = makeNode(view, parent: self, index: index)
        if isVisible { child.appear() }
        return child
    }

    /// The modifiers a view list applies to each of its members (SPEC R19): set on the
    /// nodes of a list (a `Group`, a tuple, a `ForEach`...) under a modified list, `nil`
    /// everywhere else.
    var modifiersForMembers: MemberModifiers? { nil }

    /// Mounts `view`, one element of this list node, as a child: a member gets the
    /// list's modifiers (SPEC R19); a nested list passes them on to its own members.
    final func mountMember<V: View>(_ view: V, at index: Int) -> Node {
        guard let modifiers = modifiersForMembers, !isViewList(V.self) else { return mountChild(view, at: index) }
        let child = modifiers.mount(view, parent: self, index: index)
        if isVisible { child.appear() }
        return child
    }

    /// Hands a member mounted by ``mountMember(_:at:)`` its new value.
    final func updateMember<V: View>(_ node: Node, with view: V) {
        guard let modifiers = modifiersForMembers, !isViewList(V.self) else { return update(node, with: view) }
        modifiers.update(node, with: view)
    }

    /// Removes a child subtree: it disappears (its onDisappear actions are deferred to
    /// the end of the pass, SPEC R13) and is unmounted.
    final func dismount(_ child: Node) {
        if child.isVisible { child.disappear() }
        child.unmount()
    }

    // MARK: Lifecycle

    /// The subtree comes on screen; children first, so appearance actions run inside out.
    final func appear() {
        forEachChild { $0.appear() }
        isVisible = true
        if evaluatesBody { graph.explain.tracer?.record(.appeared, self, "") }
        didAppear()
    }

    /// The subtree leaves the screen (it may stay mounted, as a hidden tab does).
    final func disappear() {
        forEachChild { $0.disappear() }
        isVisible = false
        if evaluatesBody { graph.explain.tracer?.record(.disappeared, self, "") }
        didDisappear()
    }

    /// The subtree is discarded; its state goes with it.
    final func unmount() {
        forEachMountedChild { $0.unmount() }
        isMounted = false
        isDirty = false
        didUnmount()
        parent = nil
    }

    func didAppear() {}
    func didDisappear() {}
    func didUnmount() {}

    /// Re-evaluates this node's body because its own state changed. Only body nodes get dirty.
    func reevaluate() {}

    /// Whether this node evaluates a body (a custom view or modifier).
    var evaluatesBody: Bool { false }

    /// Whether this node stands where a view could not be mounted (a ``PlaceholderNode``).
    var isPlaceholder: Bool { false }

    /// The storage of this node's dynamic properties, if it evaluates a body that has some.
    var dynamicStorage: NodeStorage? { nil }

    /// The names of this node's dynamic properties, by storage slot.
    var dynamicFieldNames: [String] { [] }

    /// The node whose body built this node's view value: the nearest ancestor-or-self
    /// that evaluates a body, where the content of a custom modifier counts as built by
    /// the body that applied the modifier, not by the modifier's body.
    final var nearestBodyOwner: Node? {
        var node: Node? = self
        while let each = node, !each.evaluatesBody {
            node = (each as? any ModifierContentPlaceholder)?.sourceNode?.parent ?? each.parent
        }
        return node
    }

    // MARK: Rendering

    /// Writes this subtree as indented text. Only primitives write lines; other nodes are transparent.
    func render(into output: inout RenderOutput) {
        forEachChild { $0.render(into: &output) }
    }

    /// The title this view has, which names the region around it in a scoped driver query
    /// (see ``ScopeResolution``, which also takes a `Text`'s string): a control's title, a
    /// navigation title, an alert's title; `nil` for most views.
    var scopeLabel: String? { nil }

    /// The string this node shows, if it is a leaf that shows one (a `Text`).
    func displayedText(at now: Date) -> String? { nil }

    /// The name of the image this node shows, if it is one.
    var displayedImageName: String? { nil }

    /// The view type this node stands for, as Swift prints it (for diagnostics).
    var viewTypeName: String { "\(viewType)" }

    /// The view type this node stands for.
    var viewType: Any.Type { type(of: self) }
}

/// A node for views of type `V`: its parent hands it each new value of `V`.
@MainActor
class TypedNode<V: View>: Node {
    /// Receives the view value the parent produced in its latest evaluation.
    func update(_ view: V) {}

    override var viewType: Any.Type { V.self }
}
