extension Text {
    /// Creates a text view that displays a localized string resource, looked up as
    /// `String(localized:)` looks it up: in the string tables beside the running program,
    /// in the resource's own locale; its default value where no table has its key.
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
