/// An intent whose parameters configure a widget: the person edits them in the widget's
/// configuration, and the widget's `AppIntentTimelineProvider` reads them.
///
/// ```swift
/// struct ConfigurationAppIntent: WidgetConfigurationIntent {
///     static let title: LocalizedStringResource = "Configuration"
///     @Parameter(title: "Favorite Emoji", default: "😃") var favoriteEmoji: String
/// }
/// ```
public protocol WidgetConfigurationIntent: AppIntent {}
