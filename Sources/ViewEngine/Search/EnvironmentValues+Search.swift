private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(nil) }
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching: `true` inside a
    /// searchable view's content while its search is active.
    ///
    /// ```swift
    /// @Environment(\.isSearching) private var isSearching
    /// ```
    ///
    /// The search becomes active when its field gains focus (``ViewHost/search(_:)``) or its
    /// `isPresented` binding becomes true, and stays active after a submit; it ends with
    /// `\.dismissSearch`, the Cancel button (``ViewHost/cancelSearch()``) or the binding.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// An action that ends the current search interaction.
    ///
    /// ```swift
    /// @Environment(\.dismissSearch) private var dismissSearch
    /// ```
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
