#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// Tells WidgetKit what a widget that people configure shows and when: as a
/// ``TimelineProvider``, given the widget's configuration intent, with the person's
/// choices in its parameters.
///
/// ```swift
/// struct Provider: AppIntentTimelineProvider {
///     func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: .now, emoji: "😃") }
///     func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> EmojiEntry {
///         EmojiEntry(date: .now, emoji: configuration.favoriteEmoji)
///     }
///     func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<EmojiEntry> {
///         Timeline(entries: [EmojiEntry(date: .now, emoji: configuration.favoriteEmoji)], policy: .never)
///     }
/// }
/// ```
///
/// In a ``WidgetHost`` the calls run with the host's clock current; their answers come
/// after the host's next turn (``WidgetHost/waitForTimeline()`` waits for them).
public protocol AppIntentTimelineProvider: SendableMetatype {
    /// The type of the provider's entries.
    associatedtype Entry: TimelineEntry
    /// The widget's configuration intent.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the provider knows of the widget.
    typealias Context = TimelineProviderContext

    /// An entry to draw the widget with before its data is there (WidgetKit redacts it).
    func placeholder(in context: Context) -> Entry
    /// One entry showing the widget as configured, for the widget gallery.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The entries for now and later, and when to ask again.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Configurations the system suggests where people cannot configure a widget (on
    /// watchOS); none by default.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// No recommendations, by default.
    ///
    /// ```swift
    /// Provider().recommendations()   // []
    /// ```
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}
