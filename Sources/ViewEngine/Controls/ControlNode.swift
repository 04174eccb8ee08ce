/// The node of a control the host can drive (button, text field, toggle...): it is
/// registered under its title while it is visible.
import ViewEngineCore

/// A control's registration, without its layout: a button whose label lays out in its
/// place keeps no layout cache of its own (``ButtonNode``).
@MainActor
class RegisteredControlNode<V: View>: TypedNode<V>, RegisteredControl {
    var title: String
    /// Declared last: a subclass's first small fields follow its two bytes in the same word
    /// (a `Button`'s role, pressed state and listener slot; Benchmarks/HISTORY.md, "Memory
    /// per `Button` row").
    let kind: AnyControlKind

    /// A control registered as a `kind`, whose protocol the node provides.
    init<Control>(kind: ControlKind<Control>, title: String, _ inputs: _ViewInputs) {
        self.kind = kind.erased
        self.title = title
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        kind.assertProvided(by: self)
    }

    override var scopeLabel: String? { title.isEmpty ? nil : title }

    override func didAppear() { register() }
    override func didDisappear() { unregister() }

    /// A control's baselines are its label's; it sets no other guide.
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard key == .firstTextBaseline || key == .lastTextBaseline else { return nil }
        return LayoutContent(childrenOf: self).explicitAlignment(key, size: size)
    }
}

/// A control that lays out as one view, with its placement cached (Rules R22).
@MainActor
class ControlNode<V: View>: RegisteredControlNode<V>, LayoutComputing {
    // MARK: Layout (Rules R22)

    /// The control's last placement.
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    var layoutCache = LayoutCache()

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }
    /// A control states what its content states (a borderless button its label's text).
    override func layoutSpacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing { LayoutContent(childrenOf: self).spacing(on: edge) }

    /// A control is as large as its label by default (a button in its automatic style on
    /// iOS shows its label alone); controls with more (a switch, a field) say so.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { LayoutContent(childrenOf: self).measure(proposal) }

    /// The label at the control's top leading corner by default.
    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        LayoutContent(childrenOf: self).place(at: .zero, proposal: proposal)
    }
}

/// The node of a control with a label view (a picker, a stepper, a slider, a date picker,
/// a menu, a navigation link): the label is its first child, and the label's text is the
/// control's title.
@MainActor
class LabeledControlNode<V: View, Label: View>: ControlNode<V> {
    /// The view value of the latest evaluation.
    private(set) var view: V
    private var label: TypedNode<Label>!

    init<Control>(_ view: V, label: Label, kind: ControlKind<Control>, _ inputs: _ViewInputs) {
        self.view = view
        super.init(kind: kind, title: "", inputs)
        self.label = mountChild(label, at: 0)
        retitle(self.label.textContent)
    }

    /// Takes the new view value and its label, and the label's text as title.
    final func update(_ view: V, label: Label) {
        self.view = view
        self.label.update(label)
        retitle(self.label.textContent)
    }

    override func forEachChild(_ body: (Node) -> Void) { body(label) }

    /// The label's node, for a control that lays out its label apart from its other parts.
    final var labelNode: Node { label }
}

/// The node of a modifier that makes its content drivable (a tap gesture, `refreshable`):
/// registered under its content's text while it is visible.
@MainActor
class ControlModifierNode<Content: View, Modifier: ViewModifier>: ModifierNode<Content, Modifier>, RegisteredControl {
    var title = ""
    /// Declared last, as in ``RegisteredControlNode``, so that a subclass's first small
    /// fields can share its word (none does yet).
    let kind: AnyControlKind

    /// A control registered as a `kind`, whose protocol the node provides.
    init<Control>(kind: ControlKind<Control>, _ modifier: Modifier, _ inputs: _ViewInputs) {
        self.kind = kind.erased
        super.init(modifier, inputs)
        kind.assertProvided(by: self)
    }

    override func didMountContent() {
        if isTitledByContent { title = content.textContent }
    }

    /// Whether the control's title is its content's text (else it has none).
    var isTitledByContent: Bool { true }

    override func modifierDidUpdate(from old: Modifier) {
        if isTitledByContent { retitle(content.textContent) }
    }

    override func didAppear() { register() }
    override func didDisappear() { unregister() }
}

/// A node the driver registry knows by kind and title.
@MainActor
protocol RegisteredControl: Node {
    /// The kind it is registered as (its initializer took it typed).
    var kind: AnyControlKind { get }
    var title: String { get set }
}

extension RegisteredControl {
    /// Changes the title, moving the registration if the control is visible.
    func retitle(_ newTitle: String) {
        guard newTitle != title else { return }
        if isVisible { graph.controls.unregister(self, as: kind, title: title) }
        title = newTitle
        if isVisible { graph.controls.register(self, as: kind, title: title) }
    }

    func register() { graph.controls.register(self, as: kind, title: title) }
    func unregister() { graph.controls.unregister(self, as: kind, title: title) }
}
