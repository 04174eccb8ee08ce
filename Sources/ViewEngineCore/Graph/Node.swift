import Foundation

/// One mounted view: the long-lived memory behind a view value.
///
/// Nodes form the view tree. A node owns its children; the tree position of a
/// node (its parent and its index there) is its structural identity.
/// Subclasses implement one kind of view each.
@MainActor
open class Node {
    /// The graph of the host whose tree this node is in: its environment box's
    /// (``EnvironmentBox/graph``), so that a node keeps no word of its own for it (8 bytes
    /// that took a `Button` row's body node and button into the next size classes;
    /// Benchmarks/HISTORY.md, "Memory per `Button` row").
    ///
    /// The graph is alive whenever a node reads it (the box's invariant). The host owns
    /// the graph and unmounts the whole tree before it releases it; what runs later holds
    /// the graph itself (an engine task, ``EngineTask``) or is owned by it (a queued
    /// action), and nothing reads an unmounted node's graph.
    @inlinable final package var graph: ViewGraph { environment.graph }
    /// The node this one is a child of.
    ///
    /// invariant: while this node is mounted its parent is alive, because the parent owns
    /// it (a parent unmounts its children before it goes); ``unmount()`` clears it, so a
    /// node that outlives its tree (held by a closure) never reaches a freed parent.
    /// Checked by `R17ForEachIdentityTests` and the identity fuzzer.
    @usableFromInline unowned(unsafe) final package var parent: Node?
    /// The environment this node sees: the box of the nearest environment-writing
    /// modifier above it, or the host's (Rules R16).
    @usableFromInline final package let environment: EnvironmentBox

    // The fields below are declared in this order so that they pack into 16 bytes (the
    // memory benchmark counts every allocation size class). Those on the update path
    // skip the dynamic exclusivity check in release builds, which only code compiled in
    // this module honours (ARCHITECTURE.md, "Unsafe constructs"). Their invariant, for
    // each: it is touched on the main actor only, and no access to it starts while
    // another is under way; debug builds, where the tests run, keep the check, and every
    // test passes it.

    /// The stamp of the node's latest evaluation (``EvaluationStamp``), unique among all
    /// evaluations of all nodes; 0 before the first. Reads recorded with an older stamp
    /// are stale (see ``ReaderList``).
    @inlinable final package var epoch: UInt64 {
        _read { yield _epoch }
        _modify { yield &_epoch }
    }
    /// The storage of ``epoch``.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated above these fields.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _epoch: UInt64 = 0
    /// Position among the parent's children: part of the node's structural identity.
    private var index: Int32
    /// Set when state this node read changed; cleared when its body is evaluated.
    @inlinable final package var isDirty: Bool {
        _read { yield _isDirty }
        _modify { yield &_isDirty }
    }
    /// The storage of ``isDirty``.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated above these fields.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _isDirty: Bool = false
    /// Whether the node is in the tree: cleared when it is unmounted.
    @inlinable final package var isMounted: Bool {
        _read { yield _isMounted }
        _modify { yield &_isMounted }
    }
    /// The storage of ``isMounted``.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated above these fields.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _isMounted: Bool = true
    /// Whether the node is on screen: appeared and not yet disappeared.
    @inlinable final package var isVisible: Bool {
        _read { yield _isVisible }
        _modify { yield &_isVisible }
    }
    /// The storage of ``isVisible``.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): as stated above these fields.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _isVisible: Bool = false
    /// What the node stands for, as the static requirements that update it must know
    /// before they treat it as the node their type makes (``_ViewOutputs/node(as:)``).
    @usableFromInline final package let variant: Variant

    /// What a node stands for.
    @usableFromInline package enum Variant: UInt8 {
        /// The node its view type's `_makeView` makes.
        case regular
        /// A ``PlaceholderNode``: the view could not be mounted.
        case placeholder
        /// A ``DistributedModifierNode``: a modifier applied to a list (Rules R19).
        case distributor
    }

    @usableFromInline package init(graph: ViewGraph, parent: Node?, index: Int, variant: Variant = .regular) {
        self.parent = parent
        self.index = Int32(truncatingIfNeeded: index)
        self.variant = variant
        self.environment = parent?.environmentForChildren ?? graph.rootEnvironment
        assert(environment.graph === graph, "a node's environment belongs to another graph")
    }

    /// Where a child of this node at `index` is made.
    @inlinable final package func inputs(forChildAt index: Int) -> _ViewInputs {
        _ViewInputs(graph: graph, parent: self, index: index)
    }

    /// Position among the parent's children: part of the node's structural identity.
    final package var indexInParent: Int {
        get { Int(index) }
        set { index = Int32(truncatingIfNeeded: newValue) }
    }

    /// Starts an evaluation: the node is no longer dirty, and what it reads from now on
    /// is recorded under a new stamp.
    @usableFromInline final package func beginEvaluation() {
        isDirty = false
        epoch = EvaluationStamp.next()
    }

    /// The environment this node's children see: its own, unless it writes one.
    open var environmentForChildren: EnvironmentBox { environment }

    // MARK: Tree

    /// Calls `body` with every child node that is currently shown.
    open func forEachChild(_ body: (Node) -> Void) {}

    /// Calls `body` with every mounted child, shown or not (a hidden tab's content).
    open func forEachMountedChild(_ body: (Node) -> Void) { forEachChild(body) }

    /// Mounts `view` as a child of this node at `index`, making it appear if this node is visible.
    @inlinable @inline(__always) final package func mountChild<V: View>(_ view: V, at index: Int) -> TypedNode<V> {
        let child = ViewEngineCore.makeNode(view, inputs(forChildAt: index))
        if isVisible { child.appear() }
        return child
    }

    /// The modifiers a view list applies to each of its members (Rules R19): set on the
    /// nodes of a list (a `Group`, a tuple, a `ForEach`...) under a modified list, `nil`
    /// everywhere else.
    open var modifiersForMembers: MemberModifiers? { nil }

    /// Mounts `view`, one element of this list node, as a child: a member gets the
    /// list's modifiers (Rules R19); a nested list passes them on to its own members.
    @inlinable @inline(__always) final package func mountMember<V: View>(_ view: V, at index: Int) -> Node {
        guard let modifiers = modifiersForMembers, !isViewList(V.self) else { return mountChild(view, at: index) }
        return mountModified(view, by: modifiers, at: index)
    }

    /// Mounts `view` with the list's member modifiers applied (the rare path of
    /// ``mountMember(_:at:)``).
    @usableFromInline final func mountModified<V: View>(_ view: V, by modifiers: MemberModifiers, at index: Int) -> Node {
        let child = modifiers.mount(view, parent: self, index: index)
        if isVisible { child.appear() }
        return child
    }

    /// Hands a member mounted by ``mountMember(_:at:)`` its new value.
    @inlinable final package func updateMember<V: View>(_ node: Node, with view: consuming V) {
        updateMember(node, with: consume view, modifiers: modifiersForMembers)
    }

    /// Hands a member its new value, with this node's ``modifiersForMembers`` given by the
    /// caller: a list node that stores them passes its stored property, with no call of the
    /// overridable getter (and no retain of its result) per member.
    @inlinable
    final package func updateMember<V: View>(_ node: Node, with view: consuming V, modifiers: MemberModifiers?) {
        guard let modifiers, !isViewList(V.self) else {
            return V._updateView(view, _ViewOutputs(member: node))
        }
        modifiers.update(node, with: view)
    }

    /// Removes a child subtree: it disappears (its onDisappear actions are deferred to
    /// the end of the pass, Rules R13) and is unmounted.
    @usableFromInline final package func dismount(_ child: Node) {
        if child.isVisible { child.disappear() }
        child.unmount()
    }

    // MARK: Lifecycle

    /// The subtree comes on screen; children first, so appearance actions run inside out.
    /// The views around it are laid out again (Rules R22).
    @usableFromInline final package func appear() {
        appearSubtree()
        graph.structureGeneration &+= 1
        parent?.setNeedsLayout()
    }

    private func appearSubtree() {
        forEachChild { $0.appearSubtree() }
        isVisible = true
        if evaluatesBody { graph.explain.tracer?.record(.appeared, self, "") }
        didAppear()
    }

    /// The subtree leaves the screen (it may stay mounted, as a hidden tab does); the
    /// views around it are laid out again (Rules R22).
    final package func disappear() {
        disappearSubtree()
        graph.structureGeneration &+= 1
        parent?.setNeedsLayout()
    }

    private func disappearSubtree() {
        forEachChild { $0.disappearSubtree() }
        isVisible = false
        if evaluatesBody { graph.explain.tracer?.record(.disappeared, self, "") }
        didDisappear()
    }

    /// The subtree is discarded; its state goes with it.
    final package func unmount() {
        forEachMountedChild { $0.unmount() }
        isMounted = false
        isDirty = false
        didUnmount()
        dynamicStorage?.ownerDidUnmount()
        parent = nil
    }

    open func didAppear() {}
    open func didDisappear() {}
    open func didUnmount() {}

    /// The values of the environment box this node listens to changed
    /// (``EnvironmentBox/listen(_:)``): a node that read them for itself invalidates itself
    /// if what it read changed. Nothing by default.
    open func environmentDidChange(_ values: EnvironmentValues) {}

    /// A custom modifier's content placeholder applies its modifier's latest content
    /// (``ContentPlaceholderNode``); nothing for other nodes. A method of every node, so
    /// that the placeholder's update, compiled where the modifier's type is known, calls it
    /// without a generic class's thunk.
    @usableFromInline package func refreshModifierContent() {}

    /// Re-evaluates this node's body because its own state changed. Only body nodes get dirty.
    open func reevaluate() {}

    /// Whether this node evaluates a body (a custom view or modifier).
    open var evaluatesBody: Bool { false }

    /// Whether this node stands where a view could not be mounted (a ``PlaceholderNode``).
    @inlinable final package var isPlaceholder: Bool { variant == .placeholder }

    /// The storage of this node's dynamic properties, if it evaluates a body that has some.
    open var dynamicStorage: NodeStorage? { nil }

    /// The names of this node's dynamic properties, by storage slot.
    open var dynamicFieldNames: [String] { [] }

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

    // MARK: Layout (Rules R22)

    /// Adds the views this node lays out as to `subviews`, in view-tree order: by
    /// default its children's (a tuple, a `ForEach`, a conditional, a custom view, a
    /// modifier that does not change layout); a node that lays out as one view (a leaf, a
    /// stack, a frame, a control) adds itself.
    open func appendLayoutSubviews(to subviews: inout [Node]) {
        // A chain deeper than the stack allows is cut where the stack runs out (the mount
        // and the updates refuse the same depth, with a diagnostic).
        guard StackGuard.hasRoom(above: graph.walkStackFloor) else { return }
        forEachChild { $0.appendLayoutSubviews(to: &subviews) }
    }

    /// The size this view chooses for `proposal` (a parent proposes, the child chooses):
    /// from its cache when nothing changed since it was placed. Asked only of a node that
    /// adds itself in ``appendLayoutSubviews(to:)``.
    open func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places this view with its top leading corner at `origin`, in its layout parent's
    /// space (the window's for the outermost views), at the size it chooses for
    /// `proposal`; a view whose size, proposal and subviews did not change keeps its
    /// subviews where they are.
    open func place(at origin: CGPoint, proposal: ProposedViewSize) {}

    /// Where this view was last placed, in its layout parent's space; `nil` for a node
    /// that does not lay out as one view, or before the first layout.
    open var placedFrame: CGRect? { nil }

    /// Runs `body` with the view's ``LayoutCache`` and returns `true`, for a node that lays
    /// out as one view; `false` for any other (what a stack keeps of its subviews between
    /// passes lives there). Not generic: a generic open method is called with its result
    /// type's metadata looked up at run time.
    open func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { false }

    /// Forgets the view's cached size; returns whether it had been forgotten already. A
    /// node that does not lay out as one view has nothing to forget.
    open func invalidateLayoutCache() -> Bool { false }

    /// The view's layout priority (`layoutPriority(_:)`): a stack offers space to its
    /// subviews of higher priority first.
    open var layoutPriority: Double { 0 }

    /// Where this view, at `size`, puts the guide `key` when it sets it itself (an
    /// `alignmentGuide`, a text's baselines), or `nil` for the guide's default.
    open func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

    /// Whether this view is a `Spacer`: a stack puts no spacing beside it and offers it
    /// space after every other subview.
    open var isSpacer: Bool { false }

    /// This view's spacing preferences on `edge` (Measures §2 "Spacing next to text"):
    /// what a stack that states no spacing puts between it and its neighbours. By default
    /// 0 to a text above or below it and nothing else, so two such views are the default
    /// distance apart. Only `edge`'s preferences are read from the result: a container
    /// asks only the views at that edge.
    open func layoutSpacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing { .standard }

    /// ``layoutSpacing(on:)``, or the default's where the stack has no room left for the
    /// walk down a deep tree (as a layout too deep is refused).
    package final func spacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing {
        guard StackGuard.hasRoom(above: graph.walkStackFloor) else { return .standard }
        return layoutSpacing(on: edge)
    }

    /// The preferences on every edge (a custom layout's ``LayoutSubview``'s).
    package final var spacingOnAllEdges: LayoutSpacing { LayoutSpacing(eachEdge: spacing(on:)) }

    /// The inputs of this view's layout changed (its text, a frame's width, its
    /// subviews): it and every view around it are measured again in the frame's next
    /// layout pass; the rest of the tree keeps its cached sizes.
    @usableFromInline final package func setNeedsLayout() {
        guard graph.performsLayout else { return }
        var node: Node? = self
        while let each = node {
            _ = each.invalidateLayoutCache()
            node = each.parent
        }
        graph.needsLayout = true
    }

    /// Something every view of this subtree may depend on changed (an environment value
    /// such as the font or the Dynamic Type size): the whole subtree is measured again.
    final package func setNeedsLayoutOfSubtree() {
        guard graph.performsLayout else { return }
        forgetLayoutOfSubtree()
        setNeedsLayout()
    }

    /// Forgets the cached sizes of every view below this one (a loop, not a recursion:
    /// the tree may be as deep as the stack allowed the mount to go).
    final package func forgetLayoutOfSubtree() {
        var pending: [Node] = []
        forEachMountedChild { pending.append($0) }
        while let node = pending.popLast() {
            _ = node.invalidateLayoutCache()
            node.forEachMountedChild { pending.append($0) }
        }
    }

    /// The frame of this view in the window, as the last layout pass placed it: its own
    /// frame, or, for a node that does not lay out as one view, the union of its
    /// subviews' frames; `nil` when it was not laid out.
    final package var frameInWindow: CGRect? {
        if let frame = placedFrame {
            var origin = frame.origin
            var ancestor = parent
            while let each = ancestor {
                if let outer = each.placedFrame {
                    origin.x += outer.minX
                    origin.y += outer.minY
                }
                ancestor = each.parent
            }
            return CGRect(origin: origin, size: frame.size)
        }
        var subviews: [Node] = []
        appendLayoutSubviews(to: &subviews)
        let frames = subviews.compactMap { $0 === self ? nil : $0.frameInWindow }
        guard let first = frames.first else { return nil }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }

    // MARK: Rendering

    /// Writes this subtree as indented text: what ``renderLines(into:)`` writes, each
    /// line known as this node's (for its frame, ``ViewHost/render(frames:)``).
    final package func render(into output: inout RenderOutput) {
        output.enter(self)
        renderLines(into: &output)
        output.leave()
    }

    /// Writes this subtree as indented text. Only primitives write lines; other nodes are transparent.
    open func renderLines(into output: inout RenderOutput) {
        forEachChild { $0.render(into: &output) }
    }

    /// The title this view has, which names the region around it in a scoped driver query
    /// (see ``ScopeResolution``, which also takes a `Text`'s string): a control's title, a
    /// navigation title, an alert's title; `nil` for most views.
    open var scopeLabel: String? { nil }

    /// The accessibility identifier this node gives the views inside it (an
    /// `accessibilityIdentifier` modifier's node), which a driver's title also finds, as
    /// UI tests find views (see ``ControlRegistry``); `nil` for most nodes.
    open var accessibilityIdentifier: String? { nil }

    /// The string this node shows, if it is a leaf that shows one (a `Text`).
    package func displayedText(at now: Date) -> String? { nil }

    /// The name of the image this node shows, if it is one.
    package var displayedImageName: String? { nil }

    /// Whether the image this node shows is a system symbol, not a catalog's.
    package var displaysSystemSymbol: Bool { false }

    /// The view type this node stands for, as Swift prints it (for diagnostics).
    final package var viewTypeName: String { "\(viewType)" }

    /// The view type this node stands for.
    open var viewType: Any.Type { type(of: self) }
}

/// A node for views of type `V`: its parent hands it each new value of `V`.
@MainActor
open class TypedNode<V: View>: Node {
    /// A node at `index` among `parent`'s children (see ``Node``). Declared here, not only
    /// inherited: the subclasses live in other modules, and an initializer they inherit
    /// through two levels was reported as recursive by the compiler's diagnostics.
    @usableFromInline override package init(graph: ViewGraph, parent: Node?, index: Int, variant: Variant = .regular) {
        super.init(graph: graph, parent: parent, index: index, variant: variant)
    }

    /// Hands this node the view value its parent produced in its latest evaluation,
    /// through the view type's own update (`V._updateView`).
    ///
    /// An update can take more stack per level than the mount did (it does under the
    /// address sanitizer): below ``StackGuard``'s floor, this subtree keeps its old values
    /// and a diagnostic says so, instead of a crash. A placeholder that stands for a view
    /// the stack had no room for drops the new value, and a diagnostic says so too (an
    /// update that reaches it with room to spare is not silent).
    @inlinable final package func update(_ view: consuming V) {
        guard StackGuard.hasRoom(above: graph.stackFloor), !isPlaceholder else { return graph.refuseUpdateTooDeep(self) }
        V._updateView(view, _ViewOutputs(self))
    }

    /// Receives a new value of a view that the engine implements with a node of its own
    /// class (a ``PrimitiveView``), whose update is this method.
    open func apply(_ view: V) {}

    override open var viewType: Any.Type { V.self }
}
