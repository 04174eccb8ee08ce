/// Tells WidgetKit what a widget shows and when: a placeholder, a snapshot for the
/// gallery, and timelines of entries.
///
/// ```swift
/// struct CountdownProvider: TimelineProvider {
///     func placeholder(in context: Context) -> CountdownEntry {
///         CountdownEntry(date: .now, daysLeft: 0)
///     }
///     func getSnapshot(in context: Context, completion: @escaping @Sendable (CountdownEntry) -> Void) {
///         completion(CountdownEntry(date: .now, daysLeft: 3))
///     }
///     func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountdownEntry>) -> Void) {
///         completion(Timeline(entries: [CountdownEntry(date: .now, daysLeft: 3)], policy: .atEnd))
///     }
/// }
/// ```
///
/// In a ``WidgetHost`` the calls run with the host's clock current, so a provider may date
/// its entries `VirtualClock.current?.date` (`Date()` is the machine's clock, which a host
/// does not move).
public protocol TimelineProvider {
    /// The type of the provider's entries.
    associatedtype Entry: TimelineEntry
    /// What the provider knows of the widget.
    typealias Context = TimelineProviderContext

    /// An entry to draw the widget with before its data is there (WidgetKit redacts it).
    func placeholder(in context: Context) -> Entry
    /// One entry showing the widget as it is now, for the widget gallery.
    @preconcurrency func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// The entries for now and later, and when to ask again.
    @preconcurrency func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}
