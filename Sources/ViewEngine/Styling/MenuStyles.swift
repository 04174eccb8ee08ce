// The styles and options of menus: recorded (``_AttributeModifier``), not shown; a
// built-in style is written as its shorthand (`menuStyle: borderlessButton`).

/// SwiftUI's `MenuStyle`: how the menus in a view look.
import ViewEngineCore

public protocol MenuStyle: Sendable {}

/// SwiftUI's `DefaultMenuStyle` (`.automatic`).
public struct DefaultMenuStyle: MenuStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `BorderlessButtonMenuStyle` (`.borderlessButton`).
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInStyle { public init() {} }
/// SwiftUI's `ButtonMenuStyle` (`.button`): the menu's label looks like a button.
public struct ButtonMenuStyle: MenuStyle, BuiltInStyle { public init() {} }

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
    /// SwiftUI's `menuStyle(_:)`: the style of the menus in this view; recorded.
    public func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded("menuStyle", ("", AnyArgument(style))) }
    /// SwiftUI's `menuOrder(_:)`: the order of the menus' items; recorded.
    public func menuOrder(_ order: MenuOrder) -> ModifiedContent<Self, _AttributeModifier> { recorded("menuOrder", ("", order)) }
    /// SwiftUI's `menuIndicator(_:)`: whether menus show their indicator; recorded.
    public func menuIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _AttributeModifier> { recorded("menuIndicator", ("", visibility)) }
}
