/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// ```swift
/// GroupBox("End-User Agreement") {
///     ScrollView { Text(agreementText) }
///     Toggle("I agree to the above terms", isOn: $userAgreed)
/// }
/// ```
///
/// ``ViewHost/render()`` writes `GroupBox "End-User Agreement"` (its label's text) above
/// its content; the label names the box in a scoped driver query.
import ViewEngineCore

public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    ///
    /// ```swift
    /// GroupBox { Text("Body") } label: { Label("Status", systemImage: "checkmark") }
    /// ```
    ///
    /// - Parameters:
    ///   - content: A view builder that produces the content of the group box.
    ///   - label: A view builder that produces a label for the group box.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a group box with the provided label and view content (the iOS 14 form).
    ///
    /// ```swift
    /// GroupBox(label: Text("Status")) { Text("Body") }
    /// ```
    ///
    /// - Parameters:
    ///   - label: A view that describes the group box.
    ///   - content: A view builder that produces the content of the group box.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public typealias Body = Never
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    ///
    /// ```swift
    /// GroupBox { Text("Body") }
    /// ```
    ///
    /// - Parameter content: A view builder that produces the content of the group box.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content, and a title generated from a
    /// string.
    ///
    /// ```swift
    /// GroupBox("Agreement") { Toggle("I agree", isOn: $agreed) }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the group box.
    ///   - content: A view builder that produces the content of the group box.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration: inside a ``GroupBoxStyle``'s
    /// body, the group box being styled, shown with the style in effect outside this one.
    ///
    /// ```swift
    /// struct TintedGroupBoxStyle: GroupBoxStyle {
    ///     func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).tint(.green) }
    /// }
    /// ```
    public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label
        content = configuration.content
    }
}

/// What a group box shows without a custom style.
struct GroupBoxBody<Label: View, Content: View>: PrimitiveView {
    let box: GroupBox<Label, Content>
    typealias Body = Never
    static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> { GroupBoxNode(view, inputs) }
}

extension GroupBox: StylableView {
    static func makeParts(_ view: Self) -> LabelAndContentSources<Label, Content> {
        LabelAndContentSources(label: view.label, content: view.content)
    }

    static func update(_ parts: LabelAndContentSources<Label, Content>, with view: Self) {
        parts.update(label: view.label, content: view.content)
    }

    static func customStyle(for node: Node) -> (any GroupBoxStyle)? { node.readStyle(GroupBoxStyleKey.self) ?? nil }

    var defaultBody: GroupBoxBody<Label, Content> { GroupBoxBody(box: self) }

    func configuration(_ parts: LabelAndContentSources<Label, Content>) -> GroupBoxStyleConfiguration {
        GroupBoxStyleConfiguration(labelView: GroupBoxStyleConfiguration.Label(source: parts.label),
                                   contentView: GroupBoxStyleConfiguration.Content(source: parts.content))
    }

    static func mountBody(of style: any GroupBoxStyle, _ configuration: GroupBoxStyleConfiguration, in node: Node) -> any AnyStyleBody {
        func mount<S: GroupBoxStyle>(_ style: S) -> any AnyStyleBody {
            StyleBodyNode(style, configuration, makeBody: { $0.makeBody(configuration: $1) },
                          popping: { $0[GroupBoxStyleKey.self].pop() }, parent: node, index: 0)
        }
        return mount(style)
    }
}

/// A group box's label as its default style shows it: in the headline font, unless the
/// label sets its own.
typealias GroupBoxHeadline<Label: View> = ModifiedContent<Label, _EnvironmentKeyWritingModifier<Font?>>

@MainActor
final class GroupBoxNode<Label: View, Content: View>: TypedNode<GroupBoxBody<Label, Content>>, LayoutComputing {
    private(set) var label: TypedNode<GroupBoxHeadline<Label>>!
    private(set) var content: TypedNode<Content>!

    init(_ view: GroupBoxBody<Label, Content>, _ inputs: _ViewInputs) {
        super.init(graph: inputs.graph, parent: inputs.parent, index: inputs.index)
        label = mountChild(Self.headline(view.box.label), at: 0)
        content = mountChild(view.box.content, at: 1)
    }

    override func apply(_ view: GroupBoxBody<Label, Content>) {
        label.update(Self.headline(view.box.label))
        content.update(view.box.content)
    }

    private static func headline(_ label: Label) -> GroupBoxHeadline<Label> { label.environment(\.font, .headline) }

    var title: String { label.textContent }

    override var scopeLabel: String? { title.isEmpty ? nil : title }

    override func forEachChild(_ body: (Node) -> Void) {
        body(label)
        body(content)
    }

    override func renderLines(into output: inout RenderOutput) {
        output.nested(title.isEmpty ? "GroupBox" : "GroupBox \"\(title)\"") { content.render(into: &$0) }
    }

    // MARK: Layout (Rules R22): GroupBox+Layout.swift

    /// The node's layout cache, read and written by the layout pass alone.
    var layoutCache = LayoutCache()

    override func appendLayoutSubviews(to subviews: inout [Node]) { subviews.append(self) }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { cachedMeasure(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) { cachedPlace(at: origin, proposal: proposal) }
    override var placedFrame: CGRect? { layoutCache.frame }
    override func withLayoutCache(_ body: (inout LayoutCache) -> Void) -> Bool { body(&layoutCache); return true }
    override func invalidateLayoutCache() -> Bool { layoutCache.invalidate() }
}
