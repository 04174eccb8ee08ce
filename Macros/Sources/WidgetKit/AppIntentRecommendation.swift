#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// A configuration of a widget that the system offers ready-made, with its description.
///
/// ```swift
/// func recommendations() -> [AppIntentRecommendation<ConfigurationAppIntent>] {
///     [AppIntentRecommendation(intent: ConfigurationAppIntent(), description: "Smiley")]
/// }
/// ```
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    /// The configuration.
    public let intent: Intent
    /// What the system shows for it.
    public let description: Text

    /// A recommendation of `intent`, described by `description`.
    ///
    /// ```swift
    /// AppIntentRecommendation(intent: ConfigurationAppIntent(), description: Text("Smiley"))
    /// ```
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }

    /// A recommendation of `intent`, described by a string shown as it is.
    ///
    /// ```swift
    /// AppIntentRecommendation(intent: ConfigurationAppIntent(), description: "Smiley")
    /// ```
    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.init(intent: intent, description: Text(description))
    }
}
