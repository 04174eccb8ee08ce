/// What a widget is: its kind, its provider, its view, and how the gallery presents it.
///
/// ```swift
/// var body: some WidgetConfiguration {
///     StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { entry in
///         CountdownView(entry: entry)
///     }
///     .configurationDisplayName("Countdown")
///     .supportedFamilies([.systemSmall])
/// }
/// ```
///
/// Configurations are made by WidgetKit's types (``StaticConfiguration``) and modifiers;
/// a configuration of your own returns one of them from its `body`.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The type of the configuration's body.
    associatedtype Body: WidgetConfiguration
    /// The configuration this one is made of.
    var body: Body { get }
}

extension Never: WidgetConfiguration {}

/// A configuration that WidgetKit's own types describe directly (``StaticConfiguration``
/// and the modifiers), rather than through a `body`.
@MainActor
protocol PrimitiveWidgetConfiguration {
    /// The widget this configuration describes.
    func resolved() -> ResolvedWidget?
}

extension WidgetConfiguration {
    /// The widget the configuration describes: its own for WidgetKit's types, its body's
    /// for the others; `nil` when it has none (a body that is `Never`).
    func resolvedWidget() -> ResolvedWidget? {
        if let primitive = self as? any PrimitiveWidgetConfiguration { return primitive.resolved() }
        if Body.self == Never.self { return nil }
        return body.resolvedWidget()
    }
}
