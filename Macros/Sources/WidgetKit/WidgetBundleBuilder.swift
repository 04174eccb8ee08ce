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
        _WidgetBundleContent(widgets: [widget], controls: [])
    }

    /// A control of the list (a bundle lists its widgets and its controls).
    ///
    /// ```swift
    /// TimerControl()                          // one control of the list
    /// ```
    public static func buildExpression<C: ControlWidget>(_ control: C) -> _WidgetBundleContent {
        _WidgetBundleContent(widgets: [], controls: [control])
    }

    /// The list, in order.
    ///
    /// ```swift
    /// CountdownWidget(); WeatherWidget()       // the list, in order
    /// ```
    public static func buildBlock(_ parts: _WidgetBundleContent...) -> _WidgetBundleContent {
        _WidgetBundleContent(widgets: parts.flatMap(\.widgets), controls: parts.flatMap(\.controls))
    }

    /// The widgets of an `if` without `else`, when its condition holds.
    ///
    /// ```swift
    /// if showsWeather { WeatherWidget() }      // nothing when false
    /// ```
    public static func buildOptional(_ part: _WidgetBundleContent?) -> _WidgetBundleContent {
        part ?? _WidgetBundleContent(widgets: [], controls: [])
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
    let controls: [any ControlWidget]

    init(widgets: [any Widget], controls: [any ControlWidget]) {
        self.widgets = widgets
        self.controls = controls
    }

    /// An empty list.
    ///
    /// ```swift
    /// _WidgetBundleContent()   // a bundle with no widgets
    /// ```
    public init() {
        widgets = []
        controls = []
    }

    /// A list has no configuration of its own: each of its widgets has one.
    public var body: Never { fatalError("a bundle's list of widgets has no configuration of its own") }
}
