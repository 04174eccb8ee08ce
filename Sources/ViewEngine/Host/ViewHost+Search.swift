/// The search driver beyond typing: the Cancel button of the search field.
extension ViewHost {
    /// Taps the Cancel button of the active search on screen: the search is dismissed, as
    /// `\.dismissSearch` does — `\.isSearching` becomes `false`, the text is cleared (its
    /// binding is written), the field loses focus, and an `isPresented` binding becomes
    /// `false`. Its suggestions and scopes disappear.
    ///
    /// ```swift
    /// List { ... }
    ///     .searchable(text: $query)
    /// try host.search("tea")
    /// try host.cancelSearch()     // query == ""
    /// ```
    ///
    /// - Throws: ``HostError`` if there is no search field on screen, several (narrow with
    ///   `within(_:_:)`), or its search is not active (iOS shows no Cancel button then).
    public func cancelSearch() throws {
        let field = try control(.searchField, "", anyTitle: true)
        guard let search = field.parent as? any SearchInteraction, search.isSearchActive else {
            throw HostError(control: "Cancel button of the search field \"\(field.title)\" (the search is not active)",
                            title: "", reason: .notFound, availableTitles: [], scopes: scopes)
        }
        graph.runFrame(.userEvent, cause: "cancel search \"\(field.title)\"") { search.dismissSearch() }
    }
}
