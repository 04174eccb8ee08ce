import Foundation
import VirtualTime

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
    /// The line ``ViewHost/render()`` writes for this view in `context`, its environment
    /// and host (a text's localized key is looked up there); by default the line above.
    func renderedLine(at now: Date, in context: LeafLayoutContext) -> String
    /// The string the view shows in `context`; by default the string above.
    func displayedText(at now: Date, in context: LeafLayoutContext) -> String?
    /// The name of the image the view shows, if it is one: what titles a control
    /// without text.
    var displayedImageName: String? { get }
    /// Whether that image is a system symbol (`Image(systemName:)`), not a catalog's.
    var displaysSystemSymbol: Bool { get }

    /// The size the leaf chooses for `proposal` (Rules R22): a text by the system font's
    /// model, an image by its size, a color all it is offered.
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext) -> CGSize
    /// Where the leaf, at `size`, puts the guide `key` when it has its own (a text's
    /// baselines), or `nil` for the guide's default.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, in context: LeafLayoutContext) -> CGFloat?
    /// Whether `other` lays out as this value does: when the new value of a leaf does,
    /// the views around it keep their layout.
    func hasSameLayout(as other: Self) -> Bool
    /// Whether the leaf is a `Spacer`: a stack puts no spacing beside it and sizes it last.
    static var isSpacer: Bool { get }
    /// Whether the leaf is a view of its parent's layout (an `EmptyView` is none).
    static var isLaidOut: Bool { get }
    /// The leaf's spacing preferences in `context` (a text's come from its font).
    func layoutSpacing(in context: LeafLayoutContext) -> LayoutSpacing
}

extension LeafView where Self: Equatable {
    /// An equal value lays out the same.
    @usableFromInline package func hasSameLayout(as other: Self) -> Bool { self == other }
}

/// What a leaf's size may depend on besides the proposal: its environment (the font,
/// the Dynamic Type size, the line limit) and the axis of the stack around it (a
/// `Spacer` grows along it, a `Divider` crosses it).
@MainActor @usableFromInline
package struct LeafLayoutContext {
    /// The leaf's environment.
    package let environment: EnvironmentValues
    /// The axis of the nearest stack around the leaf, if its layout is a stack.
    package let stackAxis: Axis?
    /// The host's clock, for what a leaf shows relative to now (a relative date).
    private let clock: VirtualClock
    /// The way to the graph, to which a leaf reports what is wrong with what it shows:
    /// its ``GraphLink``, not a weak reference (a weak reference gives the graph a side
    /// table, and every retain and release of the graph then takes the runtime's slow
    /// path).
    private let link: GraphLink?
    private var graph: ViewGraph? { link?.graph }

    package init(environment: EnvironmentValues, stackAxis: Axis?, clock: VirtualClock, graph: ViewGraph? = nil) {
        self.environment = environment
        self.stackAxis = stackAxis
        self.clock = clock
        self.link = graph?.link
    }

    /// The host's configuration (its asset catalogs), when the leaf is laid out in a host.
    package var configuration: HostConfiguration? { graph?.configuration }

    /// Reports `message` (what the leaf shows cannot be found: a symbol, an asset) once
    /// per host, as SwiftUI logs it when it first resolves the view.
    package func diagnoseOnce(_ kind: Diagnostic.Kind, _ message: String, viewType: String) {
        graph?.diagnoseOnce(kind, message, viewType: viewType)
    }

    /// The date the host's clock stands for.
    package var now: Date { clock.date(at: clock.now) }
}

extension LeafView {
    /// By default a leaf fills what it is offered, 10 points along an axis left to its
    /// ideal size (a `Color`, a shape, a gradient: `replacingUnspecifiedDimensions()`).
    @usableFromInline package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    /// By default a leaf has the default guides.
    @usableFromInline package func explicitAlignment(_ key: AlignmentKey, size: CGSize, in context: LeafLayoutContext) -> CGFloat? { nil }
    /// By default a new value may lay out differently.
    @usableFromInline package func hasSameLayout(as other: Self) -> Bool { false }
    @usableFromInline package static var isSpacer: Bool { false }
    @usableFromInline package static var isLaidOut: Bool { true }
    /// By default a leaf states the default preferences; a `Spacer` none but 0.
    @usableFromInline package func layoutSpacing(in context: LeafLayoutContext) -> LayoutSpacing {
        Self.isSpacer ? .zero : .standard
    }
    @usableFromInline package var ownAttributes: [Attribute] { [] }
    @usableFromInline package func displayedText(at now: Date) -> String? { nil }
    @usableFromInline package func renderedLine(at now: Date, in context: LeafLayoutContext) -> String { renderedLine(at: now) }
    @usableFromInline package func displayedText(at now: Date, in context: LeafLayoutContext) -> String? { displayedText(at: now) }
    @usableFromInline package var displayedImageName: String? { nil }
    @usableFromInline package var displaysSystemSymbol: Bool { false }
}

extension LeafView {
    /// Makes the leaf's node.
    @inlinable
    public static func _makeView(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs<Self> {
        _ViewOutputs(LeafNode(view, inputs))
    }

    /// Keeps the new value, to render it; a value that lays out differently lays the
    /// views around it out again (Rules R22).
    @inlinable
    public static func _updateView(_ view: consuming Self, _ outputs: _ViewOutputs<Self>) {
        guard let node = outputs.node(as: LeafNode<Self>.self) else { return }
        if node.graph.performsLayout, !view.hasSameLayout(as: node.view) { node.setNeedsLayout() }
        node.view = view
    }

    /// A leaf has no body.
    public static func _reevaluateView(_ outputs: _ViewOutputs<Self>) {}
}

/// The node of a ``LeafView``: it keeps the latest value to render it.
@MainActor @usableFromInline
final class LeafNode<V: LeafView>: TypedNode<V>, LayoutComputing {
    @inlinable final package var view: V {
        _read { yield _view }
        _modify { yield &_view }
    }
    /// The storage of ``view``: unchecked for exclusivity in release builds, which
    /// only code compiled in this module honours (ARCHITECTURE.md, "Unsafe constructs").
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    @usableFromInline final var _view: V

    /// The leaf's last placement (Rules R22).
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    package var layoutCache = LayoutCache()

    @usableFromInline init(_ view: V, _ inputs: _ViewInputs) {
        self._view = view
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
    }

    override package func appendLayoutSubviews(to subviews: inout [Node]) {
        if V.isLaidOut { subviews.append(self) }
    }
    /// A leaf's size is measured again rather than kept by the pass (it is cheaper than a
    /// look-up, and a large first layout keeps no memory for its leaves' probes).
    override package func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let size = layoutCache.size(for: proposal) { return size }
        guard StackGuard.hasRoom(above: graph.walkStackFloor) else { return graph.refuseLayoutTooDeep(self) }
        graph.layoutPass.noteMeasured()
        return sizeThatFits(proposal)
    }
    override package func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override package var placedFrame: CGRect? { layoutCache.frame }
    override package func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override package func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }
    override package var isSpacer: Bool { V.isSpacer }
    override package func layoutSpacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing { view.layoutSpacing(in: layoutContext) }

    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        view.sizeThatFits(proposal, in: layoutContext)
    }

    /// A leaf sets no guide but its baselines (a text's).
    override package func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard key == .firstTextBaseline || key == .lastTextBaseline else { return nil }
        return view.explicitAlignment(key, size: size, in: layoutContext)
    }

    private var layoutContext: LeafLayoutContext {
        LeafLayoutContext(environment: environment.values, stackAxis: graph.layoutPass.stackAxis, clock: graph.clock, graph: graph)
    }

    package func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {}

    override package func displayedText(at now: Date) -> String? { view.displayedText(at: now, in: layoutContext) }

    override package var displayedImageName: String? { view.displayedImageName }

    override package var displaysSystemSymbol: Bool { view.displaysSystemSymbol }

    override package func renderLines(into output: inout RenderOutput) {
        let line = view.renderedLine(at: output.now, in: layoutContext)
        if !line.isEmpty { output.line(line, attributes: view.ownAttributes.filter(\.isShown).map(\.rendered)) }
    }
}

extension EmptyView: LeafView {
    @usableFromInline package func renderedLine(at now: Date) -> String { "" }
    /// An empty view is no view of its parent's layout.
    @usableFromInline package static var isLaidOut: Bool { false }
    @usableFromInline package func hasSameLayout(as other: EmptyView) -> Bool { true }
}
