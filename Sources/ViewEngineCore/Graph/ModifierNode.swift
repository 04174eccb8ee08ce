extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    /// A modifier applied to a list is distributed to its members (Rules R19); any other
    /// is the modifier's own node.
    @inlinable
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        if isViewList(Content.self) { return _ViewOutputs(DistributedModifierNode(view, inputs)) }
        return Modifier._makeView(modifier: view.modifier, content: view.content, inputs)
    }

    @inlinable
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        guard outputs.node.variant == .regular else { return outputs.node.apply(view) }
        // The modifier is handed over in place (see ViewModifier._updateView).
        Modifier._updateView(modifier: &view.modifier, content: view.content, outputs)
    }

    @inlinable
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {
        guard outputs.node.variant == .regular else { return }
        Modifier._reevaluateView(outputs)
    }
}

/// A modifier that the engine implements directly: its node is a ``ModifierNode`` of its
/// own class, which holds the modified content as its one child.
@MainActor
package protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Makes the modifier's node, without its content: ``ModifierNode/mountContent(_:)``
    /// mounts it, in code compiled for the content's type.
    static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self>
}

extension PrimitiveModifier {
    /// Makes the modifier's node, then mounts its content.
    @inlinable
    public static func _makeView<Modified: View>(modifier: Self, content: Modified, _ inputs: _ViewInputs)
        -> _ViewOutputs<ModifiedContent<Modified, Self>> {
        let node: ModifierNode<Modified, Self> = makeModifierNode(modifier, inputs)
        node.mountContent(content)
        return _ViewOutputs(node)
    }

    /// The modifier's node, from its ``makeNode(_:_:)``.
    @usableFromInline
    static func makeModifierNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        makeNode(modifier, inputs)
    }

    /// Hands the node the new modifier, then the content its new value.
    @inlinable
    public static func _updateView<Modified: View>(modifier: inout Self, content: consuming Modified,
                                                   _ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {
        outputs.node(as: ModifierNode<Modified, Self>.self)?.update(modifier: &modifier, content: content)
    }

    /// A built-in modifier has no body to re-evaluate.
    public static func _reevaluateView<Modified: View>(_ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {}
}

/// The base of built-in modifier nodes: it holds the modified content's node and the
/// latest modifier value. The content is updated before the modifier reacts, so the
/// actions of the content come first (inside out, Rules R5).
@MainActor
open class ModifierNode<Content: View, Modifier: ViewModifier>: TypedNode<ModifiedContent<Content, Modifier>> {
    /// The modifier of the latest evaluation.
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
    /// The content's node (set by ``mountContent(_:)`` right after the node is made).
    @inlinable final package var content: TypedNode<Content>! {
        _read { yield _content }
        _modify { yield &_content }
    }
    /// The storage of ``content``: unchecked for exclusivity in release builds, which
    /// only code compiled in this module honours (ARCHITECTURE.md, "Unsafe constructs").
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _content: TypedNode<Content>!

    @usableFromInline package init(_ modifier: Modifier, _ inputs: _ViewInputs) {
        self._modifier = modifier
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
    }

    /// Mounts the content as the first child, then lets the node react to it.
    @inlinable @inline(__always) final package func mountContent(_ view: Content) {
        content = mountChild(view, at: 0)
        didMountContent()
    }

    /// Called once the content is mounted (a decoration mounts beside it, a label titles
    /// the control it labels).
    open func didMountContent() {}

    /// Takes the modifier of the latest evaluation, then hands the content its value.
    /// The new modifier is swapped in: `newValue` holds the previous one after.
    @inlinable final package func update(modifier newValue: inout Modifier, content view: consuming Content) {
        swap(&modifier, &newValue)
        modifierWillUpdateContent(from: newValue)
        update(kept: KeptNode(unwrapping: content), with: view)   // borrowed, not retained for its update
        modifierDidUpdate(from: newValue)
    }

    /// Takes the modifier of the latest evaluation and hands the content its value, without
    /// the hooks: the update of a modifier whose node reacts to neither (`onAppear`), or
    /// reacts after it on its own (`onChange`). `newValue` holds the previous modifier after.
    @inlinable final package func updateWithoutHooks(modifier newValue: inout Modifier, content view: consuming Content) {
        swap(&modifier, &newValue)
        update(kept: KeptNode(unwrapping: content), with: view)   // borrowed, not retained for its update
    }

    /// Reacts to the new modifier value before the content gets its own (the
    /// environment a modifier writes must be current when the content reads it).
    open func modifierWillUpdateContent(from old: Modifier) {}

    /// Reacts to the new modifier value, after the content was updated.
    open func modifierDidUpdate(from old: Modifier) {}

    override open func forEachChild(_ body: (Node) -> Void) { body(content) }
}

extension ViewModifier where Body == Never {
    /// A modifier of your own that declares no body (`typealias Body = Never`) shows its
    /// content unmodified, with a diagnostic, instead of a crash.
    public static func _makeView<Modified: View>(modifier: Self, content: Modified, _ inputs: _ViewInputs)
        -> _ViewOutputs<ModifiedContent<Modified, Self>> {
        inputs.graph.diagnose(.viewHasNoBody,
                              "\(Self.self) declares no body (its Body is Never), so it modifies nothing; give it a body(content:).",
                              viewType: "\(Self.self)")
        let node = ModifierNode<Modified, Self>(modifier, inputs)
        node.mountContent(content)
        return _ViewOutputs(node)
    }

    /// Updates the content the modifier passes through.
    public static func _updateView<Modified: View>(modifier: inout Self, content: consuming Modified,
                                                   _ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {
        outputs.node(as: ModifierNode<Modified, Self>.self)?.update(modifier: &modifier, content: content)
    }

    /// Nothing to re-evaluate.
    public static func _reevaluateView<Modified: View>(_ outputs: _ViewOutputs<ModifiedContent<Modified, Self>>) {}
}
