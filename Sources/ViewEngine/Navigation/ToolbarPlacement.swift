/// The placement of a toolbar: a bar that `toolbar(_:for:)`, `toolbarBackground(_:for:)`
/// and `toolbarColorScheme(_:for:)` configure.
///
/// ```swift
/// TabView { ... }
///     .toolbar(.hidden, for: .tabBar)
/// ```
///
/// Not to be confused with ``ToolbarItemPlacement``, which places an item in a bar.
import ViewEngineCore

public struct ToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
    /// `automatic`, `navigationBar`, `tabBar`, `bottomBar`.
    public let description: String

    /// The primary toolbar: the navigation bar on iOS.
    public static let automatic = ToolbarPlacement(description: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(description: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(description: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(description: "bottomBar")
}

/// The bars a toolbar modifier configures, as a recorded argument: `navigationBar, tabBar`.
struct ToolbarPlacements: AttributeValue, Equatable {
    let bars: [ToolbarPlacement]

    var attributeDescription: String { bars.map(\.description).joined(separator: ", ") }

    /// Whether the navigation bar is among them: named, `.automatic`, or no bar named
    /// (every bar).
    var includesNavigationBar: Bool { bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic) }
}

/// The purpose of the toolbar of a view.
///
/// ```swift
/// NavigationStack { ... }
///     .toolbarRole(.editor)
/// ```
public struct ToolbarRole: Hashable, Sendable, CustomStringConvertible, AttributeValue {
    /// `automatic`, `navigationStack`, `browser`, `editor`.
    public let description: String

    /// The default role for the current context.
    public static let automatic = ToolbarRole(description: "automatic")
    /// The role for content that can be navigated (the default within a navigation stack).
    public static let navigationStack = ToolbarRole(description: "navigationStack")
    /// The role for content that can be browsed (a web browser).
    public static let browser = ToolbarRole(description: "browser")
    /// The role for content that can be edited (a document editor).
    public static let editor = ToolbarRole(description: "editor")
}

/// The way a navigation title displays in the toolbar.
///
/// ```swift
/// List { ... }
///     .toolbarTitleDisplayMode(.inlineLarge)
/// ```
public struct ToolbarTitleDisplayMode: Hashable, Sendable, CustomStringConvertible, AttributeValue {
    /// `automatic`, `large`, `inlineLarge`, `inline`.
    public let description: String

    /// The default display mode for the context.
    public static let automatic = ToolbarTitleDisplayMode(description: "automatic")
    /// A large title, below the bar's items.
    public static let large = ToolbarTitleDisplayMode(description: "large")
    /// A large title, inline with the bar's items.
    public static let inlineLarge = ToolbarTitleDisplayMode(description: "inlineLarge")
    /// A small title, inline with the bar's items.
    public static let inline = ToolbarTitleDisplayMode(description: "inline")
}
