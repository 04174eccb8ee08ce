/// The visibility of the leading columns in a navigation split view.
///
/// ```swift
/// @State private var columnVisibility = NavigationSplitViewVisibility.all
/// NavigationSplitView(columnVisibility: $columnVisibility) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable, CustomStringConvertible {
    private let name: String

    /// Hide the leading two columns of a three-column navigation split view, so that just
    /// the detail area shows.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// Show the content column and detail area of a three-column navigation split view,
    /// or the sidebar column and detail area of a two-column navigation split view.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// Show all the columns of a three-column navigation split view.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// Use the default leading column visibility for the current device: every column,
    /// on the engine's screen, which is as wide as an iPad's.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")

    /// The visibility's name: `all`, `doubleColumn`, `detailOnly` or `automatic`.
    ///
    /// ```swift
    /// "\(NavigationSplitViewVisibility.all)"   // "all"
    /// ```
    public var description: String { name }
}

/// A view that represents a column in a navigation split view.
///
/// ```swift
/// @State private var preferredColumn = NavigationSplitViewColumn.detail
/// NavigationSplitView(preferredCompactColumn: $preferredColumn) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String

    /// The sidebar column.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The content column of a three-column split view.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(name: "detail")
}
