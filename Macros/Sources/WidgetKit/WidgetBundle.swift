/// The widgets of a widget extension, when it has more than one.
///
/// ```swift
/// @main
/// struct TripWidgets: WidgetBundle {
///     var body: some Widget {
///         CountdownWidget()
///         WeatherWidget()
///     }
/// }
///
/// let weather = try WidgetHost(bundle: TripWidgets(), kind: "Weather", family: .systemMedium)
/// ```
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The type of the bundle's widgets.
    associatedtype Body: Widget
    /// WidgetKit makes the bundle itself.
    init()
    /// The bundle's widgets.
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The entry point of a widget extension whose bundle is marked `@main`. A Linux
    /// program has no Home Screen: it returns at once; show a widget with ``WidgetHost``.
    ///
    /// ```swift
    /// @main struct TripWidgets: WidgetBundle { ... }
    /// ```
    public static func main() {}

    /// The bundle's widgets, in the order its body lists them.
    var widgets: [any Widget] {
        if let list = body as? _WidgetBundleContent { return list.widgets }
        return [body]
    }

    /// The bundle's controls, in the order it lists them.
    var controls: [any ControlWidget] {
        (body as? _WidgetBundleContent)?.controls ?? []
    }
}
