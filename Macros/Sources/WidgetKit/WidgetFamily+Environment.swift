private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

extension EnvironmentValues {
    /// The family of the widget the view is shown in (`.systemSmall` outside a widget).
    ///
    /// ```swift
    /// struct WeatherView: View {
    ///     @Environment(\.widgetFamily) var family
    ///     var body: some View {
    ///         Text(family == .systemSmall ? "21°" : "21° and sunny")
    ///     }
    /// }
    /// ```
    ///
    /// A ``WidgetHost`` sets it to the family it shows the widget in.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
}
