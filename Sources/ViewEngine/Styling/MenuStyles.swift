// The styles and options of menus. A custom style is a view (Rules R23): a menu shows its
// `makeBody(configuration:)`, in which `Menu(configuration)` is the menu itself; the
// built-in styles keep the default, recorded by their shorthand (`menuStyle: borderlessButton`).
import ViewEngineCore

/// SwiftUI's `MenuStyle`: how the menus in a view look and behave.
///
/// ```swift
/// struct RedBorderMenuStyle: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration).border(Color.red)
///     }
/// }
///
/// Menu("Sort") { Button("By name") { } }.menuStyle(RedBorderMenuStyle())
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {
    /// A view that represents the body of a menu.
    associatedtype Body: View
    /// Creates a view that represents the body of a menu.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
}

/// SwiftUI's `MenuStyleConfiguration`: the properties of a menu, for a ``MenuStyle``;
/// `Menu(configuration)` shows them.
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu: the menu's own label, where the style shows it.
    public struct Label: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    /// A type-erased content of a menu: its items, where the style shows them.
    public struct Content: View {
        let source: (any StyleContentSource)?
        public typealias Body = Never
    }
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}

extension MenuStyleConfiguration.Label: StyleContentProxy {}
extension MenuStyleConfiguration.Content: StyleContentProxy {}

/// The menu styles set above a view (``StyleStack``); `nil` is a built-in style.
struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: StyleStack<(any MenuStyle)?> { StyleStack() }
}

/// SwiftUI's `DefaultMenuStyle` (`.automatic`).
public struct DefaultMenuStyle: MenuStyle, BuiltInStyle {
    /// Creates the default menu style.
    public nonisolated init() {}
    /// The menu itself.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// SwiftUI's `BorderlessButtonMenuStyle` (`.borderlessButton`).
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInStyle {
    /// Creates the style.
    public nonisolated init() {}
    /// The menu itself.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// SwiftUI's `ButtonMenuStyle` (`.button`): the menu's label looks like a button.
public struct ButtonMenuStyle: MenuStyle, BuiltInStyle {
    /// Creates the style.
    public nonisolated init() {}
    /// The menu itself.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button that toggles the display of the menu.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// The order in which a menu presents its content.
///
/// ```swift
/// Menu("Sort") { ... }.menuOrder(.fixed)
/// ```
public struct MenuOrder: Equatable, Sendable, CustomStringConvertible, AttributeValue {
    /// `automatic`, `priority`, `fixed`.
    public let description: String

    /// The ordering of the menu chosen by the system for the current context.
    public static let automatic = MenuOrder(description: "automatic")
    /// Order items from top to bottom, with the first item closest to the menu's label.
    public static let priority = MenuOrder(description: "priority")
    /// Order items from top to bottom, as they are written.
    public static let fixed = MenuOrder(description: "fixed")
}

extension View {
    /// SwiftUI's `menuStyle(_:)`: the menus inside show a custom style's
    /// `makeBody(configuration:)` (Rules R23); recorded by the style's shorthand or type's name.
    public func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        let entry = StyleEntry<(any MenuStyle)?>(style is any BuiltInStyle ? nil : style)
        return recorded("menuStyle", writing: { $0[MenuStyleKey.self].push(entry) }, ("", AnyArgument(style)))
    }
    /// SwiftUI's `menuOrder(_:)`: the order of the menus' items; recorded.
    public func menuOrder(_ order: MenuOrder) -> ModifiedContent<Self, _AttributeModifier> { recorded("menuOrder", ("", order)) }
    /// SwiftUI's `menuIndicator(_:)`: whether menus show their indicator; recorded.
    public func menuIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _AttributeModifier> { recorded("menuIndicator", ("", visibility)) }
}
