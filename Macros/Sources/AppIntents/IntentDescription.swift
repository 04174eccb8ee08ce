import ViewEngine

/// What an intent does, in a sentence the Shortcuts app shows under its title.
///
/// ```swift
/// struct ConfigurationAppIntent: WidgetConfigurationIntent {
///     static let title: LocalizedStringResource = "Configuration"
///     static let description = IntentDescription("Shows your next trip.")
/// }
/// ```
public struct IntentDescription: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The description's text.
    public var descriptionText: LocalizedStringResource
    /// The category the Shortcuts app lists the intent under, if any.
    public var categoryName: LocalizedStringResource?
    /// Other words people may search for the intent with.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the value the intent returns, if it returns one.
    public var resultValueName: LocalizedStringResource?

    /// A description with its text, and optionally a category, keywords and the name of
    /// the value the intent returns.
    ///
    /// ```swift
    /// IntentDescription("Refills a backyard's food and water.", categoryName: "Backyards")
    /// ```
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// A description from a string literal.
    ///
    /// ```swift
    /// static let description: IntentDescription = "Shows your next trip."
    /// ```
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

    /// A description from a string with interpolations.
    ///
    /// ```swift
    /// static let description: IntentDescription = "Shows \(count) trips."
    /// ```
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
