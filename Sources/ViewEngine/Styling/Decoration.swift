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
public struct _DecorationModifier<Decoration: View>: ViewModifier {
    /// Which decoration this is: `overlay`, `background` or `safeAreaInset`.
    let kind: String
    let decoration: Decoration
    public typealias Body = Never
}

extension _DecorationModifier: PrimitiveModifier {
    static func makeNode<Content: View>(
        _ view: ModifiedContent<Content, Self>, graph: ViewGraph, parent: Node?, index: Int
    ) -> TypedNode<ModifiedContent<Content, Self>> {
        DecorationNode(view, graph: graph, parent: parent, index: index)
    }
}

/// The node of a ``_DecorationModifier``: the content, then the decoration, as two
/// children (so the content's actions run first, SPEC R5).
@MainActor
final class DecorationNode<Content: View, Decoration: View>: ModifierNode<Content, _DecorationModifier<Decoration>> {
    private var decoration: TypedNode<Decoration>!

    override init(_ view: ModifiedContent<Content, _DecorationModifier<Decoration>>, graph: ViewGraph, parent: Node?, index: Int) {
        super.init(view, graph: graph, parent: parent, index: index)
        decoration = mountChild(view.modifier.decoration, at: 1)
    }

    override func modifierDidUpdate(from old: _DecorationModifier<Decoration>) {
        decoration.update(modifier.decoration)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(content)
        body(decoration)
    }

    override func render(into output: inout RenderOutput) {
        content.render(into: &output)
        output.indented { output in
            output.nested(modifier.kind) { decoration.render(into: &$0) }
        }
    }
}

extension View {
    /// Layers the views `content` builds in front of this view.
    ///
    /// ```swift
    /// Image("photo").overlay(alignment: .bottomTrailing) { Text("4K").font(.caption) }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(kind: "overlay", decoration: content()))
    }

    /// Layers a view in front of this view.
    ///
    /// ```swift
    /// Circle().overlay(Text("1"), alignment: .center)
    /// ```
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(kind: "overlay", decoration: overlay))
    }

    /// Layers the views `content` builds behind this view.
    ///
    /// ```swift
    /// Text("Tag").padding(6).background { Capsule().fill(.blue) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(kind: "background", decoration: content()))
    }

    /// Layers a view behind this view.
    ///
    /// ```swift
    /// Text("Tag").padding(6).background(RoundedRectangle(cornerRadius: 6).fill(.yellow))
    /// ```
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(kind: "background", decoration: background))
    }

    /// Shows the views `content` builds along an edge of this view's safe area, such as a
    /// bottom bar above a list.
    ///
    /// ```swift
    /// List { ... }
    ///     .safeAreaInset(edge: .bottom) { Button("Add") { add() } }
    /// ```
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _DecorationModifier<V>> {
        modifier(_DecorationModifier(kind: "safeAreaInset", decoration: content()))
    }

    /// Masks this view with the views `mask` builds; recorded, not mounted.
    ///
    /// ```swift
    /// Image("photo").mask { Circle() }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("mask", TypeNameValue(Mask.self))
    }

    /// Masks this view with a view; recorded, not mounted.
    ///
    /// ```swift
    /// Image("photo").mask(Circle())
    /// ```
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _AttributeModifier> {
        attribute("mask", TypeNameValue(Mask.self))
    }
}
