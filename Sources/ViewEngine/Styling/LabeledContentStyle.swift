// The styles of labeled content. A custom style is a view (Rules R23): a labeled content
// shows its `makeBody(configuration:)` with its own label and content; the built-in style
// keeps the default, recorded by its shorthand (`labeledContentStyle: automatic`).
import ViewEngineCore

/// SwiftUI's `LabeledContentStyle`: how the labeled contents in a view look.
///
/// ```swift
/// struct StackedLabeledContentStyle: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label; configuration.content }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view that represents the body of the labeled content.
    associatedtype Body: View
    /// Creates a view that represents the body of the labeled content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// SwiftUI's `LabeledContentStyleConfiguration`: the properties of a labeled content, for
/// a ``LabeledContentStyle``.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content: its own label, where the style shows it.
    public struct Label: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    /// A type-erased content of a labeled content: its own content, where the style shows it.
    public struct Content: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    let labelView: Label
    let contentView: Content
    /// The labeled content's value, formatted, when it was made with one: the labeled
    /// content the style shows again (`LabeledContent(configuration)`) keeps it on one line.
    let value: String?
    /// The label of the labeled content instance.
    public var label: Label { labelView }
    /// The content of the labeled content instance.
    public var content: Content { contentView }
}

extension LabeledContentStyleConfiguration.Label: StyleContentProxy {}
extension LabeledContentStyleConfiguration.Content: StyleContentProxy {}

/// The labeled content styles set above a view (``StyleStack``); `nil` is a built-in style.
struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: StyleStack<(any LabeledContentStyle)?> { StyleStack() }
}

/// SwiftUI's `AutomaticLabeledContentStyle` (`.automatic`).
public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltInStyle {
    /// Creates an automatic labeled content style.
    public nonisolated init() {}
    /// The labeled content itself.
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// SwiftUI's `labeledContentStyle(_:)`: the labeled contents inside show a custom
    /// style's `makeBody(configuration:)` (Rules R23); recorded by the style's shorthand or
    /// type's name.
    ///
    /// ```swift
    /// LabeledContent("Total", value: "$24").labeledContentStyle(StackedLabeledContentStyle())
    /// ```
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        let entry = StyleEntry<(any LabeledContentStyle)?>(style is any BuiltInStyle ? nil : style)
        return recorded("labeledContentStyle", writing: { $0[LabeledContentStyleKey.self].push(entry) }, ("", AnyArgument(style)))
    }
}
