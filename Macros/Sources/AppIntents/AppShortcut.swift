/// A shortcut the app gives people with no setup: an intent, the phrases that run it from
/// Siri, and a title and symbol for the Shortcuts app and Spotlight.
///
/// ```swift
/// AppShortcut(intent: ShowTopDonutsIntent(), phrases: ["\(.applicationName) Trends"],
///             shortTitle: "Top Donuts", systemImageName: "chart.bar")
/// ```
public struct AppShortcut: Sendable {
    /// The intent the shortcut runs.
    public let intent: any AppIntent
    /// The intent's title.
    public let intentTitle: LocalizedStringResource
    /// The phrases, as ``AppShortcutPhrase/description`` writes them.
    public let phrases: [String]
    /// The shortcut's title, if given.
    public let shortTitle: LocalizedStringResource?
    /// The SF Symbol shown with the shortcut, if given.
    public let systemImageName: String?
    let phraseProblems: [String]

    /// A shortcut with phrases, a title and a symbol.
    ///
    /// ```swift
    /// AppShortcut(intent: RefillIntent(), phrases: ["Refill \(.applicationName)"], shortTitle: "Refill", systemImageName: "drop")
    /// ```
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {
        self.init(intent, phrases, shortTitle, systemImageName)
    }

    /// A shortcut with phrases (iOS 16's form).
    ///
    /// ```swift
    /// AppShortcut(intent: ShowTopDonutsIntent(), phrases: ["\(.applicationName) Trends for \(\.$timeframe)"])
    /// ```
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.init(intent, phrases, nil, nil)
    }

    private init<Intent: AppIntent>(_ intent: Intent, _ phrases: [AppShortcutPhrase<Intent>], _ shortTitle: LocalizedStringResource?,
                                    _ systemImageName: String?) {
        self.intent = intent
        intentTitle = Intent.title
        self.phrases = phrases.map(\.description)
        phraseProblems = phrases.isEmpty ? ["App Shortcuts should have at least one phrase: \(Intent.self) has none."]
            : phrases.flatMap(\.problems)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// What Xcode reports of the shortcut's phrases, in its words: a shortcut has at least
    /// one phrase; each names the app once and takes at most one parameter, an entity or
    /// an enum.
    ///
    /// ```swift
    /// AppShortcut(intent: ShowTopDonutsIntent(), phrases: ["Show top donuts"]).problems
    /// // ["Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it: \"Show top donuts\"."]
    /// ```
    public var problems: [String] { phraseProblems }
}

/// Makes an app's list of shortcuts from the `AppShortcut`s written one after another.
///
/// ```swift
/// static var appShortcuts: [AppShortcut] {
///     AppShortcut(intent: ShowTopDonutsIntent(), phrases: ["\(.applicationName) Trends"])
///     AppShortcut(intent: RefillIntent(), phrases: ["Refill \(.applicationName)"])
/// }
/// ```
@resultBuilder
public enum AppShortcutsBuilder {
    /// One shortcut.
    ///
    /// ```swift
    /// AppShortcut(intent: RefillIntent(), phrases: ["Refill \(.applicationName)"])
    /// ```
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    /// Shortcuts in a list.
    ///
    /// ```swift
    /// Backyard.all.map { AppShortcut(intent: OpenBackyardIntent(target: $0), phrases: ["Open \(.applicationName)"]) }
    /// ```
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    /// The shortcuts written one after another.
    ///
    /// ```swift
    /// AppShortcut(intent: A(), phrases: [...]); AppShortcut(intent: B(), phrases: [...])
    /// ```
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    /// The shortcuts of an `if` without `else`.
    ///
    /// ```swift
    /// if hasShop { AppShortcut(intent: ShopIntent(), phrases: ["Shop in \(.applicationName)"]) }
    /// ```
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    /// The shortcuts of an `if`'s first branch.
    ///
    /// ```swift
    /// if compact { AppShortcut(intent: A(), phrases: [...]) } else { AppShortcut(intent: B(), phrases: [...]) }
    /// ```
    public static func buildEither(first part: [AppShortcut]) -> [AppShortcut] { part }
    /// The shortcuts of an `if`'s second branch.
    ///
    /// ```swift
    /// if compact { AppShortcut(intent: A(), phrases: [...]) } else { AppShortcut(intent: B(), phrases: [...]) }
    /// ```
    public static func buildEither(second part: [AppShortcut]) -> [AppShortcut] { part }
    /// The shortcuts of a `for` loop.
    ///
    /// ```swift
    /// for flavor in Flavor.allCases { AppShortcut(intent: RefillIntent(flavor: flavor), phrases: [...]) }
    /// ```
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
    /// The shortcuts of an `#available` branch.
    ///
    /// ```swift
    /// if #available(iOS 18, *) { AppShortcut(intent: ControlIntent(), phrases: [...]) }
    /// ```
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}

/// The type that gives an app's shortcuts.
///
/// ```swift
/// struct FoodTruckShortcuts: AppShortcutsProvider {
///     static var appShortcuts: [AppShortcut] {
///         AppShortcut(intent: ShowTopDonutsIntent(), phrases: ["\(.applicationName) Trends for \(\.$timeframe)"])
///     }
/// }
///
/// HostIntents.problems(in: FoodTruckShortcuts.self)   // [] when every phrase names the app
/// ```
public protocol AppShortcutsProvider: Sendable {
    /// The app's shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

extension AppShortcutsProvider {
    /// Tells the system the entities a shortcut's parameters can take have changed. The
    /// phrases are read again at the next ``HostIntents/shortcuts(of:)``; nothing else.
    ///
    /// ```swift
    /// FoodTruckShortcuts.updateAppShortcutParameters()
    /// ```
    public static func updateAppShortcutParameters() {}
}
