/// A container for attaching a label to a value-bearing view.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "2.1")
///     LabeledContent("Total", value: total, format: .currency(code: "USD"))
///     LabeledContent("Volume") { Slider(value: $volume) }
/// }
/// ```
///
/// ``ViewHost/render()`` writes a value on one line, `LabeledContent "Version" = "2.1"`,
/// and content views nested under `LabeledContent "Volume"`. Without a custom style it is
/// one view, a row however it is wrapped: its label at the leading edge, its content at the
/// trailing edge in the secondary style, in a list's row or alone (LabeledContentNode.swift).
import ViewEngineCore

public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// The value of the value-bearing initializers, formatted.
    let value: String?

    /// Creates labeled content from a content view and a label view.
    ///
    /// ```swift
    /// LabeledContent { Text(user.email) } label: { Label("Email", systemImage: "envelope") }
    /// ```
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        value = nil
    }

    public typealias Body = Never
}

extension LabeledContent where Label == Text {
    /// Creates labeled content with a title and content views: a literal title is a
    /// localized key, looked up in the host's string catalogs (``LocalizedStringKey``).
    ///
    /// ```swift
    /// LabeledContent("Volume") { Slider(value: $volume) }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates labeled content with a title of any string type, shown as it is, and
    /// content views.
    ///
    /// ```swift
    /// LabeledContent(setting.name) { Toggle(isOn: $setting.isOn) { EmptyView() } }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates labeled content with a localized title and a string value: a literal
    /// title is a key, looked up in the host's string catalogs; the value is shown as it is.
    ///
    /// ```swift
    /// LabeledContent("Version", value: "2.1")
    /// ```
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        label = Text(titleKey)
        content = Text(value)
        self.value = String(value)
    }

    /// Creates labeled content with a title and a value of any string types, both shown
    /// as they are.
    ///
    /// ```swift
    /// ForEach(person.pets) { pet in LabeledContent(pet.species, value: pet.name) }
    /// ```
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        label = Text(title)
        content = Text(value)
        self.value = String(value)
    }

    /// Creates labeled content with a localized title and a value formatted with a
    /// format style.
    ///
    /// ```swift
    /// LabeledContent("Distance", value: meters, format: .number)
    /// ```
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(titleKey), formatted: format.format(value))
    }

    /// Creates labeled content with a title of any string type, shown as it is, and a
    /// value formatted with a format style.
    ///
    /// ```swift
    /// LabeledContent(account.name, value: account.balance, format: .currency(code: "EUR"))
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(title), formatted: format.format(value))
    }

    private init(label: Text, formatted: String) {
        self.label = label
        content = Text(formatted)
        value = formatted
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration: inside a
    /// ``LabeledContentStyle``'s body, the labeled content being styled, shown with the
    /// style in effect outside this one.
    ///
    /// ```swift
    /// struct MutedLabeledContentStyle: LabeledContentStyle {
    ///     func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration).foregroundStyle(.secondary) }
    /// }
    /// ```
    public init(_ configuration: LabeledContentStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        value = configuration.value
    }
}

/// What a labeled content shows without a custom style: its label and its content on one
/// row (``LabeledContentNode``).
struct LabeledContentBody<Label: View, Content: View>: PrimitiveView {
    let labeled: LabeledContent<Label, Content>
    typealias Body = Never
    var firstPart: Label { labeled.label }
    var secondPart: Content { labeled.content }

    static func makeNode(_ view: Self, _ inputs: _ViewInputs) -> TypedNode<Self> { LabeledContentNode(view, inputs) }

    /// `LabeledContent "title" = "value"`, or the title above the content's lines.
    func render(first label: Node, second content: Node, into output: inout RenderOutput) {
        let title = "LabeledContent \"\(label.textContent)\""
        if let value = labeled.value { return output.line("\(title) = \"\(value)\"") }
        output.nested(title) { content.render(into: &$0) }
    }
}

extension LabeledContent: StylableView {
    static func makeParts(_ view: Self) -> LabelAndContentSources<Label, Content> {
        LabelAndContentSources(label: view.label, content: view.content)
    }

    static func update(_ parts: LabelAndContentSources<Label, Content>, with view: Self) {
        parts.update(label: view.label, content: view.content)
    }

    static func customStyle(for node: Node) -> (any LabeledContentStyle)? { node.readStyle(LabeledContentStyleKey.self) ?? nil }

    var defaultBody: LabeledContentBody<Label, Content> { LabeledContentBody(labeled: self) }

    func configuration(_ parts: LabelAndContentSources<Label, Content>) -> LabeledContentStyleConfiguration {
        LabeledContentStyleConfiguration(labelView: LabeledContentStyleConfiguration.Label(source: parts.label),
                                         contentView: LabeledContentStyleConfiguration.Content(source: parts.content),
                                         value: value)
    }

    static func mountBody(of style: any LabeledContentStyle, _ configuration: LabeledContentStyleConfiguration, in node: Node) -> any AnyStyleBody {
        func mount<S: LabeledContentStyle>(_ style: S) -> any AnyStyleBody {
            StyleBodyNode(style, configuration, makeBody: { $0.makeBody(configuration: $1) },
                          popping: { $0[LabeledContentStyleKey.self].pop() }, parent: node, index: 0)
        }
        return mount(style)
    }
}
