// The scene modifiers that only describe a window (its size, its resizability, its
// style, the events it handles, a menu bar extra's style): recorded on every scene they
// apply to (``_ModifiedScene``) and written by ViewHost.renderScenes(); a host has no
// windows to size.

/// The resizability of a window.
///
/// ```swift
/// WindowGroup { ContentView() }
///     .windowResizability(.contentSize)
/// ```
import ViewEngineCore

public struct WindowResizability: Sendable, Equatable, AttributeValue {
    let name: String
    package var attributeDescription: String { name }

    /// The resizability the system chooses for the scene.
    public static let automatic = WindowResizability(name: "automatic")
    /// The window's size follows its content's minimum and maximum sizes.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// The window's minimum size follows its content's minimum size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// A specification for the appearance and interaction of a window.
///
/// ```swift
/// WindowGroup { ContentView() }
///     .windowStyle(.hiddenTitleBar)
/// ```
public protocol WindowStyle: Sendable {}

/// The default window style (`.automatic`).
public struct DefaultWindowStyle: WindowStyle {
    /// Creates the default window style.
    public init() {}
}

/// A window style which hides both the window's title and the backing of the titlebar
/// area (`.hiddenTitleBar`).
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// Creates the style.
    public init() {}
}

/// A window style which displays the title bar section of the window (`.titleBar`).
public struct TitleBarWindowStyle: WindowStyle {
    /// Creates the style.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The default window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window style which hides both the window's title and the backing of the titlebar area.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window style which displays the title bar section of the window.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

/// A specification for the appearance and behavior of a menu bar extra scene.
///
/// ```swift
/// MenuBarExtra("Status") { StatusView() }
///     .menuBarExtraStyle(.window)
/// ```
public protocol MenuBarExtraStyle: Sendable {}

/// The default menu bar extra style (`.automatic`).
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
    /// Creates the default style.
    public init() {}
}

/// A menu bar extra style that renders its contents as a menu that pulls down from the
/// icon in the menu bar (`.menu`).
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    /// Creates the style.
    public init() {}
}

/// A menu bar extra style that renders its contents in a popover-like window (`.window`).
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    /// Creates the style.
    public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The default menu bar extra style.
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// A menu bar extra style that renders its contents as a menu.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// A menu bar extra style that renders its contents in a window.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

/// A scene style recorded by its shorthand: `hiddenTitleBar` for
/// `HiddenTitleBarWindowStyle`, `menu` for `PullDownMenuBarExtraStyle`, a style of the
/// app's own by its type's name.
struct SceneStyleArgument: AttributeValue {
    let name: String
    var attributeDescription: String { name }
    func isSameAttributeValue(as other: any AttributeValue) -> Bool { (other as? Self)?.name == name }

    init(_ style: Any) {
        switch style {
        case is DefaultWindowStyle, is AutomaticMenuBarExtraStyle: name = "automatic"
        case is HiddenTitleBarWindowStyle: name = "hiddenTitleBar"
        case is TitleBarWindowStyle: name = "titleBar"
        case is PullDownMenuBarExtraStyle: name = "menu"
        case is WindowMenuBarExtraStyle: name = "window"
        default: name = "\(type(of: style))"
        }
    }
}

extension Scene {
    /// SwiftUI's `defaultSize(width:height:)`: the size of a new window; recorded.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.defaultSize(width: 800, height: 600)
    /// ```
    public func defaultSize(width: CGFloat, height: CGFloat) -> _ModifiedScene<Self> {
        recorded("defaultSize", ("width", width), ("height", height))
    }

    /// SwiftUI's `defaultSize(_:)`: the size of a new window; recorded.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.defaultSize(CGSize(width: 800, height: 600))
    /// ```
    public func defaultSize(_ size: CGSize) -> _ModifiedScene<Self> {
        recorded("defaultSize", ("", size))
    }

    /// SwiftUI's `defaultPosition(_:)`: where a new window is placed on the screen; recorded.
    ///
    /// ```swift
    /// Window("Activity", id: "activity") { ActivityView() }.defaultPosition(.topTrailing)
    /// ```
    public func defaultPosition(_ position: UnitPoint) -> _ModifiedScene<Self> {
        recorded("defaultPosition", ("", position))
    }

    /// SwiftUI's `windowResizability(_:)`: how the user can resize the scene's windows; recorded.
    ///
    /// ```swift
    /// Window("About", id: "about") { AboutView() }.windowResizability(.contentSize)
    /// ```
    public func windowResizability(_ resizability: WindowResizability) -> _ModifiedScene<Self> {
        recorded("windowResizability", ("", resizability))
    }

    /// SwiftUI's `windowStyle(_:)`: the style of the scene's windows; recorded.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.windowStyle(.hiddenTitleBar)
    /// ```
    public func windowStyle<S: WindowStyle>(_ style: S) -> _ModifiedScene<Self> {
        recorded("windowStyle", ("", SceneStyleArgument(style)))
    }

    /// SwiftUI's `handlesExternalEvents(matching:)`: the external events (URLs, user
    /// activities) for which the system chooses this scene; recorded. The host delivers
    /// a URL to the shown scene's `onOpenURL` (``ViewHost/open(_:)``).
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.handlesExternalEvents(matching: ["notes"])
    /// ```
    public func handlesExternalEvents(matching conditions: Set<String>) -> _ModifiedScene<Self> {
        recorded("handlesExternalEvents", ("matching", conditions.sorted()))
    }

    /// SwiftUI's `menuBarExtraStyle(_:)`: how a menu bar extra shows its content; recorded.
    ///
    /// ```swift
    /// MenuBarExtra("Status") { StatusView() }.menuBarExtraStyle(.window)
    /// ```
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> _ModifiedScene<Self> {
        recorded("menuBarExtraStyle", ("", SceneStyleArgument(style)))
    }
}
