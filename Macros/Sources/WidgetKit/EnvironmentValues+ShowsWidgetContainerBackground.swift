private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the widget the view is in shows its container background
    /// (`containerBackground(_:for: .widget)`): `true` on the Home Screen, `false` on the
    /// Lock Screen, where the system removes it.
    ///
    /// ```swift
    /// @Environment(\.showsWidgetContainerBackground) var showsBackground
    /// Text("21°").padding(showsBackground ? 0 : 4)
    /// ```
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }
}
