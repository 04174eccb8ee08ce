extension Text {
    /// Creates a text view that displays a localized string resource: its value in the
    /// development language.
    ///
    /// ```swift
    /// let title: LocalizedStringResource = "Settings"
    /// Text(title)
    /// ```
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}
