private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

extension EnvironmentValues {
    /// How the system draws the widget the view is in (`.fullColor` by default).
    ///
    /// ```swift
    /// @Environment(\.widgetRenderingMode) var renderingMode
    /// ```
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
}
