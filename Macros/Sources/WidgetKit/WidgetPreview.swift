#if canImport(Darwin)
import EngineAppIntents
#else
import AppIntents
#endif

/// WidgetKit's `#Preview` of a widget: the widget in a family, showing a timeline of
/// entries. The engine checks the preview's closures as Xcode does; a test shows the same
/// preview with ``WidgetHost/init(preview:)``.
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     EmojiWidget()
/// } timeline: {
///     EmojiEntry(date: .now, emoji: "😃")
///     EmojiEntry(date: .now, emoji: "🤩")
/// }
/// ```
@freestanding(declaration)
public macro Preview<W: Widget>(
    _ name: String? = nil,
    as family: WidgetFamily,
    widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [any TimelineEntry]
) = #externalMacro(module: "ViewEngineMacrosPlugin", type: "WidgetPreviewMacro")

/// WidgetKit's `#Preview` of a widget people configure, with the configuration intent its
/// provider is given.
///
/// ```swift
/// #Preview(as: .systemSmall, using: ConfigurationAppIntent.smiley) {
///     EmojiWidget()
/// } timeline: {
///     EmojiEntry(date: .now, configuration: .smiley)
/// }
/// ```
@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent>(
    _ name: String? = nil,
    as family: WidgetFamily,
    using intent: Intent,
    widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [any TimelineEntry]
) = #externalMacro(module: "ViewEngineMacrosPlugin", type: "WidgetPreviewMacro")

/// Makes a preview's timeline from the entries written one after another.
///
/// ```swift
/// timeline: {
///     EmojiEntry(date: .now, emoji: "😃")
///     EmojiEntry(date: .now, emoji: "🤩")
/// }
/// ```
@resultBuilder
public enum PreviewTimelineBuilder {
    /// One entry.
    ///
    /// ```swift
    /// EmojiEntry(date: .now, emoji: "😃")
    /// ```
    public static func buildExpression<Entry: TimelineEntry>(_ entry: Entry) -> [any TimelineEntry] { [entry] }
    /// Entries in a list.
    ///
    /// ```swift
    /// EmojiEntry.samples
    /// ```
    public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] { entries }
    /// The entries written one after another.
    ///
    /// ```swift
    /// EmojiEntry(date: .now, emoji: "😃"); EmojiEntry(date: .now, emoji: "🤩")
    /// ```
    public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
    /// The entries of an `if` without `else`.
    ///
    /// ```swift
    /// if showsSecond { EmojiEntry(date: .now, emoji: "🤩") }
    /// ```
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    /// The entries of an `if`'s first branch.
    ///
    /// ```swift
    /// if happy { EmojiEntry(date: .now, emoji: "😃") } else { EmojiEntry(date: .now, emoji: "😢") }
    /// ```
    public static func buildEither(first part: [any TimelineEntry]) -> [any TimelineEntry] { part }
    /// The entries of an `if`'s second branch.
    ///
    /// ```swift
    /// if happy { EmojiEntry(date: .now, emoji: "😃") } else { EmojiEntry(date: .now, emoji: "😢") }
    /// ```
    public static func buildEither(second part: [any TimelineEntry]) -> [any TimelineEntry] { part }
    /// The entries of a `for` loop.
    ///
    /// ```swift
    /// for emoji in ["😃", "🤩"] { EmojiEntry(date: .now, emoji: emoji) }
    /// ```
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
}

/// A widget preview: what `#Preview(as:)` makes, and what ``WidgetHost/init(preview:)``
/// shows.
///
/// ```swift
/// let preview = WidgetPreview(as: .systemSmall, widget: { EmojiWidget() }, timeline: {
///     EmojiEntry(date: .now, emoji: "😃")
/// })
/// let widget = try WidgetHost(preview: preview)
/// ```
@MainActor
public struct WidgetPreview {
    /// The preview's name, if given.
    public let name: String?
    /// The family the widget is previewed in.
    public let family: WidgetFamily
    /// The entries the widget shows, in the order written.
    public let entries: [any TimelineEntry]
    /// The configuration intent given, for a widget people configure.
    public private(set) var intent: (any WidgetConfigurationIntent)?
    let resolve: () -> ResolvedWidget?
    let widgetType: String

    /// A preview of the widget `widget` makes, in `family`, showing `timeline`'s entries.
    ///
    /// ```swift
    /// WidgetPreview(as: .systemMedium, widget: { EmojiWidget() }, timeline: { EmojiEntry(date: .now, emoji: "😃") })
    /// ```
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                           @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [any TimelineEntry]) {
        self.name = name
        self.family = family
        entries = timeline()
        intent = nil
        resolve = { let made = widget(); return W.Body.self == Never.self ? nil : made.body.resolvedWidget() }
        widgetType = "\(W.self)"
    }

    /// A preview of a widget people configure, with the configuration intent `intent`.
    ///
    /// ```swift
    /// WidgetPreview(as: .systemSmall, using: intent, widget: { EmojiWidget() }, timeline: { ... })
    /// ```
    public init<W: Widget, Intent: WidgetConfigurationIntent>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [any TimelineEntry]) {
        self.init(name, as: family, widget: widget, timeline: timeline)
        self.intent = intent
    }
}
