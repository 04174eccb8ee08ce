// The styles of tab views and their bar: `tabViewStyle(_:)`, `indexViewStyle(_:)` and
// `tabBarMinimizeBehavior(_:)` are recorded (``_AttributeModifier``), not shown
// (`tabViewStyle: page(indexDisplayMode: never)`). Every style is driven the same way: a tab
// is selected with `ViewHost.select(tab:)` or through the selection binding.

/// SwiftUI's `TabViewStyle`: the appearance and interaction of the tab views in a view.
///
/// ```swift
/// TabView { ... }.tabViewStyle(.page)
/// ```
import ViewEngineCore

public protocol TabViewStyle: Sendable {}

/// SwiftUI's `DefaultTabViewStyle` (`.automatic`): a tab bar on iPhone.
public struct DefaultTabViewStyle: TabViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "automatic" }
}

/// SwiftUI's `PageTabViewStyle` (`.page`): the tabs as pages, swiped through, with an index
/// of dots.
public struct PageTabViewStyle: TabViewStyle, BuiltInStyle, Equatable {
    let indexDisplayMode: IndexDisplayMode

    /// Creates a paging style that shows its index as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }

    /// When the index of the pages shows.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = IndexDisplayMode(name: "always")
        /// Never shown.
        public static let never = IndexDisplayMode(name: "never")
    }

    package var attributeDescription: String { indexDisplayMode == .automatic ? "page" : "page(indexDisplayMode: \(indexDisplayMode.name))" }
}

/// SwiftUI's `SidebarAdaptableTabViewStyle` (`.sidebarAdaptable`, iOS 18): a tab bar that can
/// become a sidebar on iPad; a tab bar on iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "sidebarAdaptable" }
}

/// SwiftUI's `TabBarOnlyTabViewStyle` (`.tabBarOnly`, iOS 18): a tab bar, never a sidebar.
public struct TabBarOnlyTabViewStyle: TabViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "tabBarOnly" }
}

/// SwiftUI's `CarouselTabViewStyle` (`.carousel`, watchOS): the tabs as a vertical
/// carousel. The engine draws an iPhone: it is laid out and driven as the default style.
public struct CarouselTabViewStyle: TabViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    package var attributeDescription: String { "carousel" }
}

extension TabViewStyle where Self == CarouselTabViewStyle {
    /// A carousel of the tabs (watchOS).
    public static var carousel: CarouselTabViewStyle { CarouselTabViewStyle() }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// A paging tab view style.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// A paging tab view style that shows its index as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that adapts into a sidebar where there is room (iPad).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar that never becomes a sidebar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// SwiftUI's `IndexViewStyle`: the appearance of the index of a paging tab view.
///
/// ```swift
/// TabView { ... }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
/// ```
public protocol IndexViewStyle: Sendable {}

/// SwiftUI's `PageIndexViewStyle` (`.page`): dots, with or without a background.
public struct PageIndexViewStyle: IndexViewStyle, BuiltInStyle, Equatable {
    let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates the style with the background shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }

    /// When the index's background shows.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// The system decides.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Shown while the index is interacted with.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always shown.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never shown.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    package var attributeDescription: String {
        backgroundDisplayMode == .automatic ? "page" : "page(backgroundDisplayMode: \(backgroundDisplayMode.name))"
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page index style.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// The page index style with its background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// SwiftUI's `TabBarMinimizeBehavior` (iOS 26): when the tab bar shrinks.
///
/// ```swift
/// TabView { ... }.tabBarMinimizeBehavior(.onScrollDown)
/// ```
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// The bar shrinks when the content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// The bar shrinks when the content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// The bar never shrinks.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

extension TabBarMinimizeBehavior: AttributeValue {
    package var attributeDescription: String { name }
}

extension View {
    /// SwiftUI's `tabViewStyle(_:)`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded(.tabViewStyle, ("", AnyArgument(style))) }
    /// SwiftUI's `indexViewStyle(_:)`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> { recorded(.indexViewStyle, ("", AnyArgument(style))) }
    /// SwiftUI's `tabBarMinimizeBehavior(_:)` (iOS 26).
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("tabBarMinimizeBehavior", ("", behavior))
    }
}
