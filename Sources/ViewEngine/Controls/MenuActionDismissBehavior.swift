// Whether choosing a menu's item closes the menu: `menuActionDismissBehavior(_:)` (iOS
// 16.4) sets it for the buttons inside, and the open menu a button is chosen in reads it
// from that button: `.disabled` keeps the menu (and the menus it is in) open after the
// button's action runs; `.enabled` and `.automatic` close them, as every menu item does
// by default.

import ViewEngineCore

/// The set of menu dismissal behavior options: whether a menu closes after one of its
/// buttons performs its action.
///
/// ```swift
/// Menu("Font size") {
///     Button("Increase", action: increase).menuActionDismissBehavior(.disabled)
///     Button("Reset", action: reset)
/// }
/// ```
public struct MenuActionDismissBehavior: Equatable, Sendable, CustomStringConvertible, AttributeValue {
    /// `automatic`, `enabled`, `disabled`.
    public let description: String

    /// The dismissal behavior appropriate for the context: a menu's button closes it.
    public static let automatic = MenuActionDismissBehavior(description: "automatic")
    /// Always dismiss the presented menu after performing an action.
    public static let enabled = MenuActionDismissBehavior(description: "enabled")
    /// Never dismiss the presented menu after performing an action.
    public static let disabled = MenuActionDismissBehavior(description: "disabled")
}

private struct MenuActionDismissBehaviorKey: EnvironmentKey {
    static var defaultValue: MenuActionDismissBehavior { .automatic }
}

extension EnvironmentValues {
    /// What `menuActionDismissBehavior(_:)` set for the views inside: `automatic` unless set.
    var menuActionDismissBehavior: MenuActionDismissBehavior {
        get { self[MenuActionDismissBehaviorKey.self] }
        set { self[MenuActionDismissBehaviorKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `menuActionDismissBehavior(_:)`: whether the menu a button inside this
    /// view is chosen in closes after the button's action (`.disabled` keeps it open).
    /// Recorded.
    ///
    /// ```swift
    /// Button(action: increase) { Label("Increase", systemImage: "plus.magnifyingglass") }
    ///     .menuActionDismissBehavior(.disabled)
    /// ```
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("menuActionDismissBehavior", writing: { $0.menuActionDismissBehavior = behavior }, ("", behavior))
    }
}
