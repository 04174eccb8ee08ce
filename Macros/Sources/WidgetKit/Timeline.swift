/// The entries a widget shows, each from its date, and when to ask for the next ones.
///
/// ```swift
/// let now = Date()
/// let entries = (0..<4).map { hour in
///     CountdownEntry(date: now.addingTimeInterval(Double(hour) * 3_600), daysLeft: 3)
/// }
/// completion(Timeline(entries: entries, policy: .atEnd))
/// ```
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, the first one for now and the others for later dates.
    public let entries: [EntryType]
    /// When WidgetKit asks for the next timeline.
    public let policy: TimelineReloadPolicy

    /// A timeline of `entries` with the reload policy `policy`.
    ///
    /// ```swift
    /// Timeline(entries: [CountdownEntry(date: .now, daysLeft: 3)], policy: .never)
    /// ```
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

extension Timeline: Sendable where EntryType: Sendable {}
