/// A widget: a configuration that says its kind, its timeline provider and its view.
///
/// ```swift
/// struct CountdownWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { entry in
///             CountdownView(entry: entry)
///         }
///         .configurationDisplayName("Countdown")
///     }
/// }
///
/// let widget = try WidgetHost(CountdownWidget(), family: .systemSmall)
/// ```
@MainActor @preconcurrency
public protocol Widget {
    /// The type of the widget's configuration.
    associatedtype Body: WidgetConfiguration
    /// WidgetKit makes the widget itself.
    init()
    /// The widget's configuration.
    var body: Body { get }
}

extension Widget {
    /// The entry point of a widget extension whose widget is marked `@main`. A Linux
    /// program has no Home Screen: it returns at once; show the widget with ``WidgetHost``.
    ///
    /// ```swift
    /// @main struct CountdownWidget: Widget { ... }
    /// ```
    public static func main() {}
}
