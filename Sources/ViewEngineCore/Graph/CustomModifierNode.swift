/// A custom modifier's node: the three requirements below are the defaults of every
/// modifier with a `body(content:)`, `@inlinable` like a view's (see ``BodyNode``).
extension ViewModifier {
    /// Makes the node and mounts the body's node under it.
    @inlinable
    public static func _makeView<Modified: View>(modifier: Self, content: Modified, _ inputs: _ViewInputs)
        -> _ViewOutputs<ModifiedContent<Modified, Self>> {
        // Compiled here, for the content's type: a placeholder hands the content its new
        // value through it, with no call through the node's unspecialized methods.
        let node = CustomModifierNode(modifier, content: content, inputs) { source, contentNode in
            let source = CustomModifierNode<Modified, Self>.source(source)
            source.placeholdersRefreshed &+= 1
            ViewEngineCore.update(contentNode, with: source.contentView)
        }
        evaluate(node)
        return _ViewOutputs(node)
    }

    /// The content always takes its new value; the body is evaluated when the modifier is
    /// not the same input as the kept one (Rules R12) or its own state changed.
    @inlinable
    public static func _updateView<Modified: View>(modifier: inout Self, content: consuming Modified,
                                                   _ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {
        guard let node = outputs.node(as: CustomModifierNode<Modified, Self>.self) else { return }
        if node.takes(&modifier, content: content) { evaluate(node) }
    }

    /// Evaluates the body again with the kept modifier (its state changed).
    @inlinable
    public static func _reevaluateView<Modified: View>(_ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {
        guard let node = outputs.node(as: CustomModifierNode<Modified, Self>.self) else { return }
        evaluate(node)
    }

    /// Attaches the modifier's state, evaluates `body(content:)`, hands the result to the
    /// body's node, and brings the content placeholders up to date.
    @inlinable
    static func evaluate<Modified: View>(_ node: CustomModifierNode<Modified, Self>) {
        if node.prepare() {
            let placeholder = node.contentPlaceholder
            let body = node.evaluation.evaluate(&node.modifier, for: node, isFirst: node.child == nil) { $0.body(content: placeholder) }
            if let child = node.child, !child.isPlaceholder {
                child.update(consume body)
            } else {
                node.child = node.mountBody(body, replacing: node.child)
            }
        }
        node.refreshPlaceholders()
    }
}

/// The node of a user's ``ViewModifier``: evaluates `body(content:)` like a view's body,
/// with the modifier's own state, and hands the modified content to the placeholders
/// (``_ViewModifier_Content``) in that body.
@MainActor @usableFromInline
final class CustomModifierNode<Content: View, Modifier: ViewModifier>: TypedNode<ModifiedContent<Content, Modifier>>, ModifierContentSource {
    /// The kept modifier value (Rules R12).
    @inlinable final package var modifier: Modifier {
        _read { yield _modifier }
        _modify { yield &_modifier }
    }
    /// The storage of ``modifier``: unchecked for exclusivity in release builds, which
    /// only code compiled in this module honours (ARCHITECTURE.md, "Unsafe constructs").
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _modifier: Modifier
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var contentView: Content
    @usableFromInline package let evaluation: BodyEvaluation<Modifier>
    /// The body's node.
    @inlinable final package var child: TypedNode<Modifier.Body>? {
        _read { yield _child }
        _modify { yield &_child }
    }
    /// The storage of ``child``: unchecked for exclusivity in release builds, which
    /// only code compiled in this module honours (ARCHITECTURE.md, "Unsafe constructs").
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _child: TypedNode<Modifier.Body>?
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var placeholders: [any ModifierContentPlaceholder] = []
    /// Incremented at every new content value; placeholders apply each generation once.
    /// Kept in ``link``, where the placeholders read it without a call.
    var contentGeneration: Int { link.contentGeneration }
    /// How many placeholders applied the current generation.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var placeholdersRefreshed = 0
    /// The way to this node from the placeholders of its bodies (cleared when it goes).
    @usableFromInline package let link: ModifierContentLink

    /// `updateContent` hands a content node (made by ``attach(_:)``) the latest content
    /// value, given this node: made in `_makeView`, where `Content` is known, so that it
    /// is compiled for it (this class's own methods are not). The link keeps it, and the
    /// placeholders call it.
    @usableFromInline init(_ modifier: Modifier, content: Content, _ inputs: _ViewInputs,
                           updateContent: @escaping @MainActor (_ source: Node, _ contentNode: Node) -> Void) {
        self._modifier = modifier
        contentView = content
        evaluation = BodyEvaluation()
        link = ModifierContentLink(updateContent: updateContent)
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        link.source = self
    }

    deinit { link.source = nil }

    /// Takes the new content, and the new modifier unless it is the same input as the kept
    /// one; returns whether the body must be evaluated. When it need not, the placeholders
    /// get the new content at once. A new modifier is swapped in: `newModifier` holds the
    /// previous one after.
    ///
    /// `@inlinable`, so that the content and the modifier are moved in code compiled for
    /// their types (this class's own methods go through their value witnesses).
    @inlinable final package func takes(_ newModifier: inout Modifier, content: consuming Content) -> Bool {
        contentView = content
        link.contentGeneration &+= 1
        placeholdersRefreshed = 0
        if evaluation.keeps(&modifier, over: newModifier, for: self) {
            if isDirty { return true }
            refreshPlaceholders()
            return false
        }
        swap(&modifier, &newModifier)
        return true
    }

    /// Starts an evaluation: attaches the modifier's dynamic properties, or shows a
    /// placeholder body saying why it cannot run and returns `false`.
    @inlinable final package func prepare() -> Bool {
        guard let failure = evaluation.prepare(&modifier, for: self) else { return true }
        child = placeholderBody(failure, for: child)
        return false
    }

    override package var evaluatesBody: Bool { true }

    override package var dynamicStorage: NodeStorage? { evaluation.storage }

    override package var dynamicFieldNames: [String] { evaluation.plan.fieldNames }

    override package func reevaluate() { Modifier._reevaluateView(_ViewOutputs(self)) }

    /// What `body(content:)` gets for the content: a placeholder this node fills.
    @inlinable final var contentPlaceholder: _ViewModifier_Content<Modifier> {
        _ViewModifier_Content(link: link)
    }

    override package func didUnmount() {
        link.source = nil
        evaluation.storage?.detachSubscriptions()
    }

    /// Hands each mounted placeholder the latest content, once per new content value
    /// (nothing to do when the body's update reached every one of them).
    /// `@inlinable`: most often there is nothing to do, told without a call.
    @inlinable final func refreshPlaceholders() {
        guard placeholdersRefreshed < placeholders.count else { return }
        refreshEachPlaceholder()
    }

    @usableFromInline final func refreshEachPlaceholder() {
        for placeholder in placeholders where placeholder.isMounted { placeholder.refresh() }
    }

    override package func forEachChild(_ body: (Node) -> Void) { child.map(body) }

    // MARK: ModifierContentSource

    package func attach(_ placeholder: any ModifierContentPlaceholder) -> Node {
        placeholders.removeAll { !$0.isMounted }
        placeholders.append(placeholder)
        return placeholder.mountChild(contentView, at: 0)
    }
}

/// A node that can supply the content of a ``_ViewModifier_Content`` placeholder.
@MainActor
package protocol ModifierContentSource: Node {
    var contentGeneration: Int { get }
    /// Mounts the content under `placeholder` and returns its node; the link's
    /// ``ModifierContentLink/updateContent`` hands it each new content value.
    func attach(_ placeholder: any ModifierContentPlaceholder) -> Node
}

/// The node of a ``_ViewModifier_Content``: the modified content, mounted where the
/// modifier's body put the placeholder.
@MainActor
final class ContentPlaceholderNode<Modifier: ViewModifier>: TypedNode<_ViewModifier_Content<Modifier>>, ModifierContentPlaceholder {
    /// The source is normally an ancestor, but a placeholder value can be kept and shown
    /// elsewhere; once its source is gone, the placeholder keeps what it showed.
    private let link: ModifierContentLink
    private var source: (any ModifierContentSource)? { link.source }
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    private var child: Node?
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    private var appliedGeneration: Int

    init(_ view: _ViewModifier_Content<Modifier>, _ inputs: _ViewInputs) {
        link = view.link
        appliedGeneration = view.link.contentGeneration
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        child = source?.attach(self)
    }

    var sourceNode: Node? { source }

    override package func apply(_ view: _ViewModifier_Content<Modifier>) { refresh() }

    override package func refreshModifierContent() { refresh() }

    /// Applies the source's latest content value once.
    package func refresh() {
        // The generation first, from the link: no call, and no reference to the source
        // taken, when there is nothing new.
        let generation = link.contentGeneration
        guard appliedGeneration != generation, let child, let source else { return }
        appliedGeneration = generation
        link.updateContent(source, child)
    }

    override package func forEachChild(_ body: (Node) -> Void) { child.map(body) }
}

/// The node of a modifier's content placeholder, which knows the modifier node that
/// supplies its content.
@MainActor
@usableFromInline package protocol ModifierContentPlaceholder: Node {
    /// The node of the modifier whose content this placeholder shows, while it lives.
    var sourceNode: Node? { get }
    /// Applies the source's latest content value, once.
    func refresh()
}

/// The way from the placeholders a custom modifier's bodies made to the modifier's node.
///
/// invariant: ``source`` is the live node or `nil`: the node sets it when it is made and
/// clears it when it is unmounted and in its `deinit`; main thread only. A placeholder
/// value holds the link, not a weak reference to the node: a weak reference makes values
/// that hold it costly to copy and move (the runtime does it field by field), and gives
/// the node a side table (every retain of it takes the slow path).
@usableFromInline
final package class ModifierContentLink: @unchecked Sendable {
    /// The modifier's node, while it lives.
    /// Invariant (`unowned(unsafe)`, `nonisolated(unsafe)`, `@exclusivity(unchecked)` in release builds): the live
    /// node or `nil`: the node sets it when it is made and clears it when it is unmounted and
    /// in its `deinit`; main thread only, one access at a time.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    nonisolated(unsafe) unowned(unsafe) package var source: (any ModifierContentSource)?
    /// The number of content values the source has taken (its ``ModifierContentSource/contentGeneration``):
    /// placeholders apply each one once. Main thread only, as ``source``.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline nonisolated(unsafe) package var contentGeneration = 0
    /// Hands a content node the source's latest content value, given the source (called
    /// by a placeholder with ``source``, and the node the source's `attach` made for it):
    /// compiled for the content's type, where the source's node was made.
    @usableFromInline package let updateContent: @MainActor (_ source: Node, _ contentNode: Node) -> Void

    init(updateContent: @escaping @MainActor (_ source: Node, _ contentNode: Node) -> Void) {
        self.updateContent = updateContent
    }
}

extension _ViewModifier_Content: PrimitiveView {
    static package func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> {
        ContentPlaceholderNode(view, inputs)
    }

    /// The placeholder's node applies its source's latest content (the value brings
    /// nothing new): a call of `Node`'s, compiled where `Modifier` is known, not
    /// ``TypedNode/apply(_:)`` through its generic thunk.
    @inlinable
    @MainActor public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        outputs.node.refreshModifierContent()
    }
}

extension _ViewModifier_Content: ViewInputComparable {
    /// Two placeholders are the same input when the same modifier node supplies them.
    package static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs.link === rhs.link
    }
}
