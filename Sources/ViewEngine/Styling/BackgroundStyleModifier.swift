private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The background style of this environment, what `.background` in a shape style means:
    /// `nil` (the system's) unless set; `backgroundStyle(_:)` sets it.
    ///
    /// ```swift
    /// @Environment(\.backgroundStyle) private var backgroundStyle
    /// ```
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `backgroundStyle(_:)`: the style `.background` stands for in this view
    /// (``EnvironmentValues/backgroundStyle``). Recorded, not shown.
    ///
    /// ```swift
    /// GroupBox { Text("Details") }.backgroundStyle(.thinMaterial)
    /// ```
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _AttributeModifier> {
        recorded("backgroundStyle", writing: { $0.backgroundStyle = AnyShapeStyle(style) }, ("", ShapeStyleValue(style)))
    }
}
