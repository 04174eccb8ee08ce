/// A preview of a widget's view in a family: `previewContext(_:)` with it shows the view
/// as that family's widget shows it.
///
/// ```swift
/// CountdownView(entry: .sample)
///     .previewContext(WidgetPreviewContext(family: .systemMedium))
/// ```
public struct WidgetPreviewContext: Hashable, Sendable {
    /// The family previewed.
    public let family: WidgetFamily

    /// A preview in `family`.
    ///
    /// ```swift
    /// WidgetPreviewContext(family: .accessoryCircular)
    /// ```
    public init(family: WidgetFamily) {
        self.family = family
    }
}

extension View {
    /// Shows the view as the widget of `context`'s family shows it: its
    /// `\.widgetFamily` is that family.
    ///
    /// ```swift
    /// CountdownView(entry: .sample)
    ///     .previewContext(WidgetPreviewContext(family: .systemSmall))
    /// ```
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        environment(\.widgetFamily, context.family)
    }
}
