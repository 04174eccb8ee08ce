/// Builds a bundle's widgets from the list in its `body`, `if` and `if #available`
/// included.
///
/// ```swift
/// var body: some Widget {
///     CountdownWidget()
///     if #available(iOS 17, *) { WeatherWidget() }
/// }
/// ```
@resultBuilder
@MainActor
public enum WidgetBundleBuilder {
    /// A widget of the list.
    ///
    /// ```swift
    /// CountdownWidget()                       // one widget of the list
    /// ```
    public static func buildExpression<W: Widget>(_ widget: W) -> _WidgetBundleContent {
        _WidgetBundleContent(widgets: [widget])
    }

    /// The list, in order.
    ///
    /// ```swift
    /// CountdownWidget(); WeatherWidget()       // the list, in order
    /// ```
    public static func buildBlock(_ parts: _WidgetBundleContent...) -> _WidgetBundleContent {
        _WidgetBundleContent(widgets: parts.flatMap(\.widgets))
    }

    /// The widgets of an `if` without `else`, when its condition holds.
    ///
    /// ```swift
    /// if showsWeather { WeatherWidget() }      // nothing when false
    /// ```
    public static func buildOptional(_ part: _WidgetBundleContent?) -> _WidgetBundleContent {
        part ?? _WidgetBundleContent(widgets: [])
    }

    /// The widgets of the first branch of an `if`–`else`.
    ///
    /// ```swift
    /// if compact { SmallWidget() } else { LargeWidget() }
    /// ```
    public static func buildEither(first part: _WidgetBundleContent) -> _WidgetBundleContent { part }

    /// The widgets of the second branch of an `if`–`else`.
    ///
    /// ```swift
    /// if compact { SmallWidget() } else { LargeWidget() }
    /// ```
    public static func buildEither(second part: _WidgetBundleContent) -> _WidgetBundleContent { part }

    /// The widgets of an `if #available` branch.
    ///
    /// ```swift
    /// if #available(iOS 17, *) { WeatherWidget() }
    /// ```
    public static func buildLimitedAvailability(_ part: _WidgetBundleContent) -> _WidgetBundleContent { part }
}

/// The widgets a ``WidgetBundleBuilder`` lists. You don't create it directly.
///
/// ```swift
/// var body: some Widget { CountdownWidget(); WeatherWidget() }
/// ```
public struct _WidgetBundleContent: Widget {
    let widgets: [any Widget]

    init(widgets: [any Widget]) { self.widgets = widgets }

    /// An empty list.
    ///
    /// ```swift
    /// _WidgetBundleContent()   // a bundle with no widgets
    /// ```
    public init() { widgets = [] }

    /// A list has no configuration of its own: each of its widgets has one.
    public var body: Never { fatalError("a bundle's list of widgets has no configuration of its own") }
}
