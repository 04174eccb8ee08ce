/// The modifier behind `overlay`, `background` and `safeAreaInset` with a view: the
/// decoration is mounted beside the content, so controls in it can be driven.
///
/// You don't create it directly:
///
/// ```swift
/// Image("photo")
///     .overlay(alignment: .topTrailing) {
///         Button("Remove") { remove() }
///     }
/// ```
///
/// ``ViewHost/render()`` writes the decoration under the content's lines, indented, after
/// a line naming it:
///
/// ```
/// Image "photo"
///   overlay
///     Button "Remove"
/// ```
import ViewEngineCore

public struct _DecorationModifier<Decoration: View>: ViewModifier {
    /// Which decoration this is (`overlay`, `background` or `safeAreaInset`), with its
    /// other arguments (alignment, edge, spacing), recorded.
    let attribute: Attribute
    let decoration: Decoration
    public typealias Body = Never
}

extension _DecorationModifier: PrimitiveModifier {
    package static func makeNode<Content: View>(_ modifier: Self, _ inputs: _ViewInputs) -> ModifierNode<Content, Self> {
        DecorationNode(modifier, inputs)
    }
}

/// The node of a ``_DecorationModifier``: the content, then the decoration, as two
/// children (so the content's actions run first, Rules R5).
@MainActor
final class DecorationNode<Content: View, Decoration: View>: ModifierNode<Content, _DecorationModifier<Decoration>>, LayoutComputing {
    private var decoration: TypedNode<Decoration>!

    override func didMountContent() { decoration = mountChild(modifier.decoration, at: 1) }

    override func modifierDidUpdate(from old: _DecorationModifier<Decoration>) {
        decoration.update(modifier.decoration)
        if modifier.attribute != old.attribute { setNeedsLayout() }
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(content)
        body(decoration)
    }

    // MARK: Layout (Rules R22; Measures §10 "Overlay and background")

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
    override var layoutPriority: Double { LayoutContent(content).layoutPriority }
    override func layoutSpacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing { LayoutContent(content).spacing(on: edge) }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        LayoutContent(content).explicitAlignment(key, size: size)
    }

    /// The modified view is as large as its content: the decoration does not count — but
    /// an inset bar's height does (`SafeAreaInsetLayout`).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let inset = safeAreaInset { return inset.size(for: proposal, content: LayoutContent(content), bar: LayoutContent(decoration)) }
        return LayoutContent(content).measure(proposal)
    }

    /// The content first; the decoration is proposed the content's size and aligned on it
    /// (it may be larger or smaller) — or, for an inset bar, along its edge.
    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        if let inset = safeAreaInset { return inset.place(in: size, proposal: proposal, content: LayoutContent(content), bar: LayoutContent(decoration)) }
        LayoutContent(content).place(at: .zero, proposal: proposal)
        let alignment = modifier.attribute.arguments.first { $0.label == "alignment" }?.value as? Alignment ?? .center
        ZStackLayoutAlgorithm(alignment: alignment).place(LayoutContent(decoration).subviews, in: size, proposal: ProposedViewSize(size))
    }

    /// How a `safeAreaInset` lays out its bar; `nil` for an overlay or a background.
    private var safeAreaInset: SafeAreaInsetLayout? {
        let attribute = modifier.attribute
        guard attribute.isNamed(.safeAreaInset), let edge = attribute.firstValue(as: VerticalEdge.self) else { return nil }
        func argument<T>(_ label: String, _ type: T.Type) -> T? { attribute.arguments.first { $0.label == label }?.value as? T }
        return SafeAreaInsetLayout(edge: edge, alignment: argument("alignment", HorizontalAlignment.self) ?? .center,
                                   spacing: argument("spacing", CGFloat.self) ?? SafeAreaInsetLayout.defaultSpacing)
    }

    override func renderLines(into output: inout RenderOutput) {
        content.render(into: &output)
        output.indented { output in
            output.nested(modifier.attribute.name) { decoration.render(into: &$0) }
        }
    }
}

extension View {
    /// SwiftUI's `overlay(alignment:content:)`: the views `content` builds, mounted in front
    /// of this view (their controls can be driven) and written under it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(attribute: Attribute(.overlay, ("alignment", alignment)), decoration: content()))
    }
    /// SwiftUI's `overlay(_:alignment:)` with a view.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(attribute: Attribute(.overlay, ("alignment", alignment)), decoration: overlay))
    }
    /// SwiftUI's `background(alignment:content:)`: the views `content` builds, mounted behind
    /// this view and written under it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(attribute: Attribute(.background, ("alignment", alignment)), decoration: content()))
    }
    /// SwiftUI's `background(_:alignment:)` with a view.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(attribute: Attribute(.background, ("alignment", alignment)), decoration: background))
    }
    /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`: a bar along an edge of the
    /// safe area (`List { ... }.safeAreaInset(edge: .bottom) { Button("Add") { } }`), mounted.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(attribute: Attribute(.safeAreaInset, ("edge", edge), ("alignment", alignment), ("spacing", spacing)),
                                     decoration: content()))
    }
    /// SwiftUI's `mask(alignment:_:)`; recorded, not mounted.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _AttributeModifier> {
        recorded(.mask, ("alignment", alignment), ("", AnyArgument(mask())))
    }
    /// SwiftUI's `mask(_:)` with a view; recorded, not mounted.
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _AttributeModifier> { recorded(.mask, ("", AnyArgument(mask))) }
}

extension DecorationNode: DrawingOrdered {
    /// A background's decoration, then its content; an overlay's or an inset bar's content,
    /// then its decoration: as ``draw(into:)`` draws them, so a click reaches the view in
    /// front.
    func forEachChildBackToFront(_ body: (Node) -> Void) {
        if modifier.attribute.isNamed(.background) {
            body(decoration)
            body(content)
        } else {
            body(content)
            body(decoration)
        }
    }
}

extension DecorationNode: PictureNode {
    /// A background is drawn behind its content, an overlay or an inset bar in front
    /// (Apple: `background(alignment:content:)` "Layers the views that you specify behind
    /// this view").
    func draw(into picture: inout Picture) {
        forEachChildBackToFront { picture.draw($0) }
    }
}
