// The layout of a layout modifier (`frame`, `padding`, `offset`, `fixedSize`...) (Rules
// R22). Such a modifier is declared like any other recorded one, in one line, and also
// names its rule:
//
//     public func padding(_ length: CGFloat) -> ModifiedContent<Self, _AttributeModifier> {
//         recorded("padding", layout: PaddingLayout(insets: EdgeInsets(all: length)), ("", length))
//     }
//
// Its node, `LayoutAttributeNode`, lays out as one view by the rule, with the engine's
// caching around it; a new attribute (another width) lays the views around it out again.

import ViewEngineCore

/// How a layout modifier sizes its content and places it.
protocol ModifierLayout {
    /// The modifier's size for `proposal`, given its content.
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize
    /// Places the content in the modifier's bounds (`size`, at its own origin).
    @MainActor func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent)
    /// Where the modifier, at `size`, puts the guide `key`, if its content or the rule sets it.
    @MainActor func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, content: LayoutContent) -> CGFloat?
    /// The modifier's spacing preferences on `edge` (Measures §2 "Spacing next to text").
    @MainActor func spacing(on edge: LayoutSpacing.Edge, content: LayoutContent) -> LayoutSpacing
    /// The priority the modifier gives its view (`layoutPriority`), or `nil` for its
    /// content's.
    var layoutPriority: Double? { get }
    /// What is wrong with the modifier's arguments (a negative or non-finite dimension),
    /// with the fallback the engine uses, or `nil` when nothing is: reported once per
    /// modifier (Rules R22).
    var invalidInput: InvalidLayoutInput? { get }
}

extension ModifierLayout {
    /// By default the content's guides show through where the content is placed at the
    /// modifier's origin; a rule that moves its content says otherwise.
    @MainActor func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, content: LayoutContent) -> CGFloat? { nil }
    /// By default the content's preferences show through (a frame, an offset); padding
    /// says otherwise.
    @MainActor func spacing(on edge: LayoutSpacing.Edge, content: LayoutContent) -> LayoutSpacing { content.spacing(on: edge) }
    var layoutPriority: Double? { nil }
    var invalidInput: InvalidLayoutInput? { nil }
}

/// A modifier that lays out as its content and only carries something for the layouts
/// around it (a priority, a layout value, a coordinate space's name).
protocol PassThroughLayout: ModifierLayout {}

extension PassThroughLayout {
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, content: LayoutContent) -> CGSize { content.measure(proposal) }

    @MainActor func placeContent(in size: CGSize, proposal: ProposedViewSize, content: LayoutContent) {
        content.place(at: .zero, proposal: proposal)
    }

    @MainActor func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, content: LayoutContent) -> CGFloat? {
        content.explicitAlignment(key, size: size)
    }
}

/// A layout modifier's invalid argument: the message SwiftUI logs, or the engine's own
/// where SwiftUI has none, and what the engine does instead.
struct InvalidLayoutInput: Equatable, Sendable {
    let message: String
}

/// The rule of a recorded modifier that lays out (``ModifierLayout``): part of the
/// modifier but never a change of it on its own (its arguments are the attribute's,
/// which the attribute compares, Rules R12).
struct AttributeLayout: ViewInputComparable {
    let rule: (any ModifierLayout)?

    static func _isSameInput(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

extension View {
    /// Records the modifier `name` with its arguments (``recorded(_:shown:_:)``) and lays
    /// its content out by `layout`.
    func recorded<each Value: AttributeValue>(_ name: String, layout: some ModifierLayout, _ arguments: repeat (String, each Value))
        -> ModifiedContent<Self, _AttributeModifier> {
        modifier(_AttributeModifier(attribute: Attribute(name, repeat each arguments), layout: AttributeLayout(rule: layout)))
    }

    /// Records the modifier `name`, which the engine reads back (``RecordedModifierName``),
    /// and lays its content out by `layout`, as ``recorded(_:layout:_:)`` does with a name
    /// given as a string.
    func recorded<each Value: AttributeValue>(_ name: RecordedModifierName, layout: some ModifierLayout, _ arguments: repeat (String, each Value))
        -> ModifiedContent<Self, _AttributeModifier> {
        recorded(name.rawValue, layout: layout, repeat each arguments)
    }
}

/// A node of a layout modifier, whatever its content: what reads the rules of the
/// modifiers a view lays out as (a custom layout's `LayoutValueKey`s).
@MainActor
protocol LayoutAttributeNodeProtocol: Node {
    var layoutRule: (any ModifierLayout)? { get }
}

/// The node of a recorded modifier that lays out: one view, sized and placed by its rule.
@MainActor
final class LayoutAttributeNode<Content: View>: ModifierNode<Content, _AttributeModifier>, RecordingNode, LayoutComputing, LayoutAttributeNodeProtocol {
    /// Invariant (`@exclusivity(unchecked)`, release builds only): touched on the main actor
    /// only, and no access to it starts while another is under way; debug builds keep the
    /// check, and every test passes it.
#if !DEBUG
    @exclusivity(unchecked)
#endif
    var layoutCache = LayoutCache()
    /// Whether the modifier's invalid input was reported (once per modifier).
    private var reportedInvalidInput = false

    var attribute: Attribute { modifier.attribute }
    var role: AttributeRole? { modifier.role }
    private var rule: (any ModifierLayout)? { modifier.layout.rule }
    var layoutRule: (any ModifierLayout)? { rule }

    override func didMountContent() { reportInvalidInput() }

    override func modifierDidUpdate(from old: _AttributeModifier) {
        guard modifier.attribute != old.attribute else { return }
        reportInvalidInput()
        setNeedsLayout()
    }

    private func reportInvalidInput() {
        guard !reportedInvalidInput, let invalid = rule?.invalidInput else { return }
        reportedInvalidInput = true
        graph.diagnose(.invalidGeometry, invalid.message, viewType: "\(Content.self)")
    }

    private var layoutContent: LayoutContent { LayoutContent(content) }

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }
    override var layoutPriority: Double { rule?.layoutPriority ?? layoutContent.layoutPriority }
    override func layoutSpacing(on edge: LayoutSpacing.Edge) -> LayoutSpacing {
        rule?.spacing(on: edge, content: layoutContent) ?? layoutContent.spacing(on: edge)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        rule?.explicitAlignment(key, size: size, proposal: layoutCache.proposal, content: layoutContent)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        rule?.sizeThatFits(proposal, content: layoutContent) ?? layoutContent.measure(proposal)
    }

    func placeSubviews(in size: CGSize, proposal: ProposedViewSize) {
        guard let rule else { return layoutContent.place(at: .zero, proposal: proposal) }
        rule.placeContent(in: size, proposal: proposal, content: layoutContent)
    }

    override func renderLines(into output: inout RenderOutput) {
        guard modifier.attribute.isShown else { return content.render(into: &output) }
        output.attributed(modifier.attribute.rendered) { content.render(into: &$0) }
    }
}
