/// What a timeline provider knows of the widget it is asked for: its family, its size, and
/// whether it is shown in the widget gallery.
///
/// ```swift
/// func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
///     let count = context.family == .systemSmall ? 1 : 3
///     ...
/// }
/// ```
public struct TimelineProviderContext: Sendable {
    /// The family of the widget.
    public let family: WidgetFamily
    /// Whether the widget is shown in the widget gallery rather than on the Home Screen.
    public let isPreview: Bool
    /// The size of the widget, in points.
    public let displaySize: CGSize

    init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}
