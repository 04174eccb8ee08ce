/// A widget that people do not configure: a kind, a timeline provider, and the view that
/// shows each entry.
///
/// ```swift
/// struct CountdownWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { entry in
///             CountdownView(entry: entry)
///                 .containerBackground(.orange, for: .widget)
///         }
///     }
/// }
/// ```
public struct StaticConfiguration<Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let widget: ResolvedWidget

    /// A configuration of the kind `kind`, whose entries come from `provider` and are shown
    /// by `content`.
    ///
    /// ```swift
    /// StaticConfiguration(kind: "Countdown", provider: CountdownProvider()) { entry in
    ///     Text("\(entry.daysLeft) days")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The string that identifies the widget (`WidgetCenter.reloadTimelines(ofKind:)`
    ///     names it).
    ///   - provider: The provider of the widget's timelines.
    ///   - content: The view of one entry.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        widget = ResolvedWidget(kind: kind, source: TimelineSource(provider, content: content))
    }

    /// A primitive configuration has no body.
    public var body: Never { fatalError("StaticConfiguration has no body") }

    func resolved() -> ResolvedWidget? { widget }
}
