/// How the system draws a widget: in full color, tinted with an accent, or vibrant over
/// the Lock Screen.
///
/// ```swift
/// @Environment(\.widgetRenderingMode) var mode
/// Image(systemName: "sun.max").opacity(mode == .fullColor ? 1 : 0.8)
/// ```
///
/// A ``WidgetHost`` draws in full color, so this is `.fullColor` in its widgets unless a
/// test sets another mode with `.environment(\.widgetRenderingMode, .vibrant)`.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// Every color as the widget's views give it.
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// The views in two groups, the accented ones (`widgetAccentable()`) and the others,
    /// each tinted.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// The views as shades of one color, over a blurred background (the Lock Screen).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    /// The mode's name: `fullColor`, `accented` or `vibrant`.
    ///
    /// ```swift
    /// "\(WidgetRenderingMode.vibrant)"   // "vibrant"
    /// ```
    public var description: String { name }
}
