#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// A widget that people configure: its configuration intent's parameters are the
/// choices they make, which its provider is given.
///
/// ```swift
/// struct EmojiWidget: Widget {
///     var body: some WidgetConfiguration {
///         AppIntentConfiguration(kind: "Emoji", intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
///             Text(entry.configuration.favoriteEmoji)
///         }
///     }
/// }
///
/// let intent = ConfigurationAppIntent()
/// intent.favoriteEmoji = "🤩"
/// let widget = try WidgetHost(EmojiWidget(), family: .systemSmall, configuration: intent)
/// ```
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let widget: ResolvedWidget

    /// A configuration of the kind `kind`, configured by an `Intent`, whose entries come
    /// from `provider` and are shown by `content`.
    ///
    /// ```swift
    /// AppIntentConfiguration(kind: "Emoji", intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
    ///     EmojiView(entry: entry)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The string that identifies the widget.
    ///   - intent: The widget's configuration intent.
    ///   - provider: The provider of the widget's timelines.
    ///   - content: The view of one entry.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        let slot = WidgetConfigurationSlot(intent)
        widget = ResolvedWidget(kind: kind, source: TimelineSource(provider, configuration: slot, content: content), configuration: slot)
    }

    /// A primitive configuration has no body.
    public var body: Never { fatalError("AppIntentConfiguration has no body") }

    func resolved() -> ResolvedWidget? { widget }
}

extension WidgetConfiguration {
    /// Asks people to configure the widget when they add it, rather than showing its
    /// default configuration first. A ``WidgetHost`` shows the configuration it is given.
    ///
    /// ```swift
    /// AppIntentConfiguration(kind: "Emoji", intent: ConfigurationAppIntent.self, provider: Provider()) { ... }
    ///     .promptsForUserConfiguration()
    /// ```
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }
}
