/// One state of a widget: the date WidgetKit shows it from, and what the widget's view
/// needs to draw it.
///
/// ```swift
/// struct CountdownEntry: TimelineEntry {
///     let date: Date
///     let daysLeft: Int
/// }
/// ```
///
/// Its type may be used from any thread (`SendableMetatype`): a provider's completion
/// handler, which may run anywhere, hands the entries on.
public protocol TimelineEntry: SendableMetatype {
    /// The date from which the widget shows this entry.
    var date: Date { get }
    /// How relevant the entry is (`nil` unless the entry says).
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance: an entry that does not declare one has none.
    ///
    /// ```swift
    /// CountdownEntry(date: .now, daysLeft: 3).relevance   // nil
    /// ```
    public var relevance: TimelineEntryRelevance? { nil }
}
