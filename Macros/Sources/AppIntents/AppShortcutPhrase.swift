/// A phrase that runs an App Shortcut when a person says it to Siri: text with the app's
/// name in it (`\(.applicationName)`), and perhaps a parameter's value (`\(\.$timeframe)`).
///
/// ```swift
/// AppShortcut(intent: ShowTopDonutsIntent(), phrases: [
///     "\(.applicationName) Trends for \(\.$timeframe)"
/// ])
/// ```
///
/// Every phrase must name the app exactly once; ``AppShortcut/problems`` says which do not.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// One piece of a phrase.
    public enum Segment: Sendable, Equatable {
        /// Text said as it is.
        case text(String)
        /// The app's name.
        case applicationName
        /// A parameter's value, by the parameter's title.
        case parameter(String)
    }

    /// The phrase's pieces, in order.
    public let segments: [Segment]
    /// The titles of the phrase's parameters whose type is neither an `AppEntity` nor an
    /// `AppEnum` (which a phrase cannot take).
    let parametersOfOtherTypes: [String]

    /// A phrase of text only (which does not name the app).
    ///
    /// ```swift
    /// let phrase: AppShortcutPhrase<ShowTopDonutsIntent> = "Show top donuts"
    /// ```
    public init(stringLiteral value: String) {
        segments = [.text(value)]
        parametersOfOtherTypes = []
    }

    /// A phrase with the app's name and parameters in it.
    ///
    /// ```swift
    /// let phrase: AppShortcutPhrase<ShowTopDonutsIntent> = "\(.applicationName) Trends for \(\.$timeframe)"
    /// ```
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
        parametersOfOtherTypes = stringInterpolation.parametersOfOtherTypes
    }

    /// The phrase with `${applicationName}` and `${Parameter Title}` for its tokens, as
    /// Xcode writes an App Shortcut's phrases.
    ///
    /// ```swift
    /// phrase.description   // "${applicationName} Trends for ${Timeframe}"
    /// ```
    public var description: String {
        segments.map {
            switch $0 {
            case .text(let text): text
            case .applicationName: "${applicationName}"
            case .parameter(let title): "${\(title)}"
            }
        }.joined()
    }

    /// The phrase as a person says it, for an app named `applicationName` (parameters left
    /// as `${Title}`).
    ///
    /// ```swift
    /// phrase.spoken(applicationName: "Food Truck")   // "Food Truck Trends for ${Timeframe}"
    /// ```
    public func spoken(applicationName: String) -> String {
        description.replacingOccurrences(of: "${applicationName}", with: applicationName)
    }

    /// What Xcode reports of the phrase: it must name the app once, and take at most one
    /// parameter, an entity or an enum.
    var problems: [String] {
        var problems: [String] = []
        if segments.filter({ $0 == .applicationName }).count != 1 {
            problems.append("Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it: \"\(description)\".")
        }
        if segments.filter({ if case .parameter = $0 { true } else { false } }).count > 1 {
            problems.append("Multiple parameters detected in phrase. A single phrase can only use a single parameter: \"\(description)\".")
        }
        for title in parametersOfOtherTypes {
            problems.append("Invalid parameter type. AppEntity and AppEnum are the only allowed types for \(title): \"\(description)\".")
        }
        return problems
    }

    /// The pieces of a phrase being written.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Segment] = []
        var parametersOfOtherTypes: [String] = []

        /// Starts a phrase.
        ///
        /// ```swift
        /// let phrase: AppShortcutPhrase<RefillIntent> = "Refill \(.applicationName)"
        /// ```
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends text.
        ///
        /// ```swift
        /// interpolation.appendLiteral("Refill ")
        /// ```
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            segments.append(.text(literal))
        }

        /// Appends a token: `\(.applicationName)`.
        ///
        /// ```swift
        /// interpolation.appendInterpolation(.applicationName)
        /// ```
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            segments.append(.applicationName)
        }

        /// Appends a parameter's value: `\(\.$timeframe)`.
        ///
        /// ```swift
        /// interpolation.appendInterpolation(\.$timeframe)
        /// ```
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            let title = String(localized: Intent()[keyPath: parameter].title)
            segments.append(.parameter(title))
            let type = (Value.self as? any NilLiteralValue.Type)?.wrappedType ?? Value.self
            if !(type is any AppEntity.Type || type is any AppEnum.Type) { parametersOfOtherTypes.append(title) }
        }
    }
}

/// The values a phrase can name: the app.
///
/// ```swift
/// "Open \(.applicationName)"
/// ```
public enum AppShortcutPhraseToken: Hashable, Sendable {
    /// The app's name (or one of its synonyms).
    case applicationName
}
