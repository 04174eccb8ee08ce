extension View {
    /// Puts the view in the accented group of a widget drawn in the `.accented` rendering
    /// mode. A ``WidgetHost`` draws in full color, where it changes nothing.
    ///
    /// ```swift
    /// Image(systemName: "airplane").widgetAccentable()
    /// ```
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        self
    }
}
