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
/// and content views nested under `LabeledContent "Volume"`.
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
    /// Creates labeled content with a title and content views.
    ///
    /// ```swift
    /// LabeledContent("Volume") { Slider(value: $volume) }
    /// ```
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates labeled content with a title and a string value.
    ///
    /// ```swift
    /// LabeledContent("Version", value: "2.1")
    /// ```
    public init<S: StringProtocol>(_ title: String, value: S) {
        label = Text(title)
        content = Text(value)
        self.value = String(value)
    }

    /// Creates labeled content with a title and a value formatted with a format style.
    ///
    /// ```swift
    /// LabeledContent("Distance", value: meters, format: .number)
    /// ```
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let formatted = format.format(value)
        label = Text(title)
        content = Text(formatted)
        self.value = formatted
    }
}

extension LabeledContent: TwoPartView {
    package var firstPart: Label { label }
    package var secondPart: Content { content }

    /// A value on one line (`LabeledContent "Version" = "2.1"`), content views nested.
    package func render(first label: Node, second content: Node, into output: inout RenderOutput) {
        let title = "LabeledContent \"\(label.textContent)\""
        if let value { return output.line("\(title) = \"\(value)\"") }
        output.nested(title) { content.render(into: &$0) }
    }
}
