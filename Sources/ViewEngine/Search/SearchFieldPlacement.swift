/// The placement of a search field in a view hierarchy. On an iPhone every placement
/// lays the field out in the navigation bar's drawer, below its title, as the automatic
/// one does (SearchFieldLayout.swift).
///
/// ```swift
/// List { ... }
///     .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
/// ```
public struct SearchFieldPlacement: Sendable, Equatable {
    private let name: String

    /// The system places the search field automatically.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The search field is in the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The search field is in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The search field is in the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// The search field is in the navigation bar's drawer, displayed as `displayMode` says.
    ///
    /// ```swift
    /// .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
    /// ```
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    /// When a search field in the navigation bar's drawer is displayed.
    ///
    /// ```swift
    /// .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
    /// ```
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// The system decides when to display it.
        case automatic
        /// It is always displayed.
        case always
    }
}
