/// A primitive view without children, described by one line of text.
@MainActor @usableFromInline
package protocol LeafView: View where Body == Never {
    /// The line ``ViewHost/render()`` writes for this view (none when empty); relative
    /// dates are written against `now`, the date of the host's clock.
    func renderedLine(at now: Date) -> String
    /// The styles the view carries itself (`Text("a").bold()`), written after its line.
    var ownAttributes: [Attribute] { get }
    /// The string the view shows, if it shows one (a `Text`): what titles a control and
    /// labels a scope for the drivers.
    func displayedText(at now: Date) -> String?
    /// The name of the image the view shows, if it is one: what titles a control
    /// without text.
    var displayedImageName: String? { get }
}

extension LeafView {
    @usableFromInline package var ownAttributes: [Attribute] { [] }
    @usableFromInline package func displayedText(at now: Date) -> String? { nil }
    @usableFromInline package var displayedImageName: String? { nil }
}

extension LeafView {
    /// Makes the leaf's node.
    @inlinable
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        _ViewOutputs(LeafNode(view, inputs))
    }

    /// Keeps the new value, to render it.
    @inlinable
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        outputs.node(as: LeafNode<Self>.self)?.view = view
    }

    /// A leaf has no body.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

/// The node of a ``LeafView``: it keeps the latest value to render it.
@MainActor @usableFromInline
final class LeafNode<V: LeafView>: TypedNode<V> {
    @inlinable final package var view: V {
        _read { yield _view }
        _modify { yield &_view }
    }
    /// The storage of ``view``: unchecked for exclusivity in release builds, which
    /// only code compiled in this module honours (ARCHITECTURE.md, "Unsafe constructs").
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _view: V

    @usableFromInline init(_ view: V, _ inputs: _ViewInputs) {
        self._view = view
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
    }

    override package func displayedText(at now: Date) -> String? { view.displayedText(at: now) }

    override package var displayedImageName: String? { view.displayedImageName }

    override package func render(into output: inout RenderOutput) {
        let line = view.renderedLine(at: output.now)
        if !line.isEmpty { output.line(line, attributes: view.ownAttributes.filter(\.isShown).map(\.rendered)) }
    }
}

extension EmptyView: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "" }
}
