/// A widget's configuration, worked out: what a ``WidgetHost`` shows and asks.
@MainActor
struct ResolvedWidget {
    /// The kind `StaticConfiguration` was given.
    var kind: String
    /// `configurationDisplayName(_:)`, if given.
    var displayName: String?
    /// `description(_:)`, if given.
    var description: String?
    /// `supportedFamilies(_:)`, or by default the Home Screen's families.
    var supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    /// Whether `contentMarginsDisabled()` was applied.
    var contentMarginsDisabled = false
    /// The provider and the content view, with their types erased.
    var source: TimelineSource
    /// The configuration intent of a widget that people configure (`AppIntentConfiguration`).
    var configuration: WidgetConfigurationSlot?
    /// Whether `promptsForUserConfiguration()` was applied.
    var promptsForUserConfiguration = false
}
