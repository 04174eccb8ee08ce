// The styles of group boxes. A custom style is a view (Rules R23): a group box shows its
// `makeBody(configuration:)` with its own label and content; the built-in style keeps the
// default, recorded by its shorthand (`groupBoxStyle: automatic`).
import ViewEngineCore

/// SwiftUI's `GroupBoxStyle`: how the group boxes in a view look.
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.headline)
///             configuration.content
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View
    /// Creates a view representing the body of a group box.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// SwiftUI's `GroupBoxStyleConfiguration`: the properties of a group box, for a ``GroupBoxStyle``.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box: its own label, where the style shows it.
    public struct Label: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    /// A type-erased content of a group box: its own content, where the style shows it.
    public struct Content: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    let labelView: Label
    let contentView: Content
    /// A view that provides the title of the group box.
    public var label: Label { labelView }
    /// A view that represents the content of the group box.
    public var content: Content { contentView }
}

extension GroupBoxStyleConfiguration.Label: StyleContentProxy {}
extension GroupBoxStyleConfiguration.Content: StyleContentProxy {}

/// The group box styles set above a view (``StyleStack``); `nil` is a built-in style.
struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: StyleStack<(any GroupBoxStyle)?> { StyleStack() }
}

/// SwiftUI's `DefaultGroupBoxStyle` (`.automatic`).
public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltInStyle {
    /// Creates the default group box style.
    public nonisolated init() {}
    /// The group box itself.
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// SwiftUI's `groupBoxStyle(_:)`: the group boxes inside show a custom style's
    /// `makeBody(configuration:)` (Rules R23); recorded by the style's shorthand or type's name.
    ///
    /// ```swift
    /// GroupBox("Today") { Text("3 events") }.groupBoxStyle(CardGroupBoxStyle())
    /// ```
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        let entry = StyleEntry<(any GroupBoxStyle)?>(style is any BuiltInStyle ? nil : style)
        return recorded("groupBoxStyle", writing: { $0[GroupBoxStyleKey.self].push(entry) }, ("", AnyArgument(style)))
    }
}
