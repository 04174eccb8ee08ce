/// How relevant a timeline entry is compared with the widget's other entries, for a Smart
/// Stack choosing which widget to show.
///
/// ```swift
/// struct GameEntry: TimelineEntry {
///     let date: Date
///     let relevance: TimelineEntryRelevance? = TimelineEntryRelevance(score: 10, duration: 3_600)
/// }
/// ```
///
/// There is no Smart Stack here: a ``WidgetHost`` keeps the value, which a test reads
/// from the entry.
public struct TimelineEntryRelevance: Hashable, Sendable {
    /// The entry's relevance, compared with the scores of the widget's other entries.
    public let score: Float
    /// For how long, from the entry's date, the score holds (`0`: until the next entry).
    public let duration: TimeInterval

    /// A relevance of `score` for `duration` seconds from the entry's date.
    ///
    /// ```swift
    /// TimelineEntryRelevance(score: 0.5)
    /// ```
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}
