/// How the Shortcuts app shows an intent's parameters: a sentence with them in it, the
/// others in a table below, perhaps depending on a parameter's value.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     When(\.$backyards, .equalTo, BackyardWidgetContent.specific) {
///         Summary { \.$backyards; \.$specificBackyard }
///     } otherwise: {
///         Summary { \.$backyards }
///     }
/// }
/// ```
///
/// ``HostIntents/summary(of:)`` works a summary out for an intent's values.
public protocol ParameterSummary {}

/// A summary worked out for an intent: its sentence and the parameters it shows.
protocol ResolvableParameterSummary: ParameterSummary {
    func resolve(for intent: Any) -> ResolvedParameterSummary
}

/// An intent's parameter summary worked out for its values: the sentence (with the
/// values in it) and the titles of the parameters it lists, in order.
///
/// ```swift
/// host.intents.summary(of: intent)   // ResolvedParameterSummary(text: nil, parameters: ["Backyards"])
/// ```
public struct ResolvedParameterSummary: Sendable, Equatable {
    /// The summary's sentence, with the parameters' values in it; `nil` when it has none.
    public var text: String?
    /// The titles of the parameters shown, the sentence's first, in order.
    public var parameters: [String]

    /// A summary's sentence and parameters.
    ///
    /// ```swift
    /// ResolvedParameterSummary(text: "Refill Meadow", parameters: ["Backyard"])
    /// ```
    public init(text: String?, parameters: [String]) {
        self.text = text
        self.parameters = parameters
    }
}

/// The summary of an intent that declares none: its parameters, in declaration order.
///
/// ```swift
/// RefillIntent.parameterSummary   // _EmptyParameterSummary()
/// ```
public struct _EmptyParameterSummary: ParameterSummary {
    /// No summary.
    ///
    /// ```swift
    /// _EmptyParameterSummary()
    /// ```
    public init() {}
}

/// A summary: a sentence with parameters in it, and the parameters listed below it.
///
/// ```swift
/// Summary("Refill \(\.$backyard)") {
///     \.$cups
/// }
/// ```
public struct Summary<Intent: AppIntent, MainContent>: ParameterSummary, ResolvableParameterSummary {
    let sentence: ParameterSummaryString<Intent>?
    let listed: [PartialKeyPath<Intent>]

    /// A summary that lists the parameters `content` names.
    ///
    /// ```swift
    /// Summary { \.$backyards; \.$specificBackyard }
    /// ```
    public init(@ParameterSummaryContentBuilder<Intent> _ content: () -> [PartialKeyPath<Intent>])
        where MainContent == [PartialKeyPath<Intent>] {
        sentence = nil
        listed = content()
    }

    /// A summary that is a sentence with parameters in it.
    ///
    /// ```swift
    /// Summary("Show \(\.$timeframe) donuts")
    /// ```
    public init(_ summary: ParameterSummaryString<Intent>) where MainContent == [PartialKeyPath<Intent>] {
        sentence = summary
        listed = []
    }

    /// A summary that is a sentence, with more parameters listed below it.
    ///
    /// ```swift
    /// Summary("Refill \(\.$backyard)") { \.$cups }
    /// ```
    public init(_ summary: ParameterSummaryString<Intent>, @ParameterSummaryContentBuilder<Intent> _ content: () -> [PartialKeyPath<Intent>])
        where MainContent == [PartialKeyPath<Intent>] {
        sentence = summary
        listed = content()
    }

    func resolve(for intent: Any) -> ResolvedParameterSummary {
        guard let intent = intent as? Intent else { return ResolvedParameterSummary(text: nil, parameters: []) }
        func parameter(_ keyPath: PartialKeyPath<Intent>) -> (any AnyIntentParameter)? {
            intent[keyPath: keyPath] as? any AnyIntentParameter
        }
        let inSentence = sentence?.parameters.compactMap { parameter($0)?.titleText } ?? []
        let text = sentence.map { sentence in
            sentence.pieces.map { piece in
                switch piece {
                case .text(let text): text
                case .parameter(let keyPath):
                    parameter(keyPath).map { parameter in
                        guard let value = parameter.anyValue else { return parameter.titleText }
                        if let optional = value as? any NilLiteralValue, optional.wrappedAny == nil { return parameter.titleText }
                        return IntentPerformer.describe(value)
                    } ?? ""
                }
            }.joined()
        }
        return ResolvedParameterSummary(text: text, parameters: inSentence + listed.compactMap { parameter($0)?.titleText })
    }
}

/// A summary that depends on a parameter's value: one summary when the comparison holds,
/// another otherwise.
///
/// ```swift
/// When(\.$backyards, .equalTo, BackyardWidgetContent.specific) {
///     Summary { \.$backyards; \.$specificBackyard }
/// } otherwise: {
///     Summary { \.$backyards }
/// }
/// ```
public struct When<Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary, ResolvableParameterSummary {
    let holds: (Intent) -> Bool
    let then: Then
    let otherwise: Otherwise

    /// The summary `then` when the parameter compares to `value` as `comparison` says,
    /// else `otherwise`.
    ///
    /// ```swift
    /// When(\.$unit, .equalTo, .cups) { Summary { \.$cups } } otherwise: { Summary { \.$grams } }
    /// ```
    public init<Value: Equatable>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator,
                                  _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
                                  @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {
        holds = { intent in
            let current = intent[keyPath: parameter].currentValue
            return comparison == .equalTo ? current == value : current != value
        }
        self.then = then()
        self.otherwise = otherwise()
    }

    /// The summary `then` when the parameter compares to `value` as `comparison` says,
    /// else the intent's parameters in declaration order.
    ///
    /// ```swift
    /// When(\.$unit, .equalTo, .cups) { Summary { \.$cups } }
    /// ```
    public init<Value: Equatable>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator,
                                  _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then)
        where Otherwise == _EmptyParameterSummary {
        self.init(parameter, comparison, value, then, otherwise: { _EmptyParameterSummary() })
    }

    func resolve(for intent: Any) -> ResolvedParameterSummary {
        guard let typed = intent as? Intent else { return ResolvedParameterSummary(text: nil, parameters: []) }
        return HostIntentsSummary.resolve(holds(typed) ? then as any ParameterSummary : otherwise, for: typed)
    }
}

/// How a ``When`` compares a parameter with a value.
///
/// ```swift
/// When(\.$backyards, .equalTo, BackyardWidgetContent.specific) { ... }
/// ```
public enum EquatableComparisonOperator: Sendable, Equatable {
    /// The parameter's value is the value.
    case equalTo
    /// The parameter's value is not the value.
    case notEqualTo
}

/// A summary's sentence: text with parameters in it (`\(\.$backyard)`).
///
/// ```swift
/// Summary("Refill \(\.$backyard) with \(\.$cups) cups")
/// ```
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    enum Piece {
        case text(String)
        case parameter(PartialKeyPath<Intent>)
    }

    let pieces: [Piece]
    var parameters: [PartialKeyPath<Intent>] {
        pieces.compactMap { if case .parameter(let keyPath) = $0 { keyPath } else { nil } }
    }

    /// A sentence with no parameter in it.
    ///
    /// ```swift
    /// Summary("Refill the feeder")
    /// ```
    public init(stringLiteral value: String) { pieces = [.text(value)] }

    /// A sentence with parameters in it.
    ///
    /// ```swift
    /// Summary("Refill \(\.$backyard)")
    /// ```
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The pieces of a sentence being written.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        /// Starts a sentence.
        ///
        /// ```swift
        /// let sentence: ParameterSummaryString<RefillIntent> = "Refill \(\.$backyard)"
        /// ```
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends text.
        ///
        /// ```swift
        /// interpolation.appendLiteral("Refill ")
        /// ```
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { pieces.append(.text(literal)) }
        }

        /// Appends a parameter: `\(\.$backyard)`.
        ///
        /// ```swift
        /// interpolation.appendInterpolation(\.$backyard)
        /// ```
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            pieces.append(.parameter(parameter))
        }
    }
}

/// Makes the list of parameters a ``Summary`` shows below its sentence.
///
/// ```swift
/// Summary { \.$backyards; \.$specificBackyard }
/// ```
@resultBuilder
public enum ParameterSummaryContentBuilder<Intent: AppIntent> {
    /// One parameter.
    ///
    /// ```swift
    /// Summary { \.$cups }
    /// ```
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] {
        [parameter]
    }
    /// The parameters written one after another.
    ///
    /// ```swift
    /// Summary { \.$backyards; \.$specificBackyard }
    /// ```
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
}

/// Makes an intent's parameter summary from the ``Summary`` or ``When`` written in it.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     Summary("Refill \(\.$backyard)")
/// }
/// ```
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A summary.
    ///
    /// ```swift
    /// static var parameterSummary: some ParameterSummary { Summary("Refill \(\.$backyard)") }
    /// ```
    public static func buildExpression<Content>(_ summary: Summary<Intent, Content>) -> Summary<Intent, Content> { summary }
    /// A summary that depends on a parameter's value.
    ///
    /// ```swift
    /// static var parameterSummary: some ParameterSummary { When(\.$unit, .equalTo, .cups) { Summary { \.$cups } } }
    /// ```
    public static func buildExpression<Then, Otherwise>(_ summary: When<Intent, Then, Otherwise>) -> When<Intent, Then, Otherwise> {
        summary
    }
    /// No summary: the parameters in declaration order.
    ///
    /// ```swift
    /// When(\.$unit, .equalTo, .cups) { Summary { \.$cups } }   // otherwise: the parameters in order
    /// ```
    public static func buildExpression(_ summary: _EmptyParameterSummary) -> _EmptyParameterSummary { summary }
    /// The one summary.
    ///
    /// ```swift
    /// static var parameterSummary: some ParameterSummary { Summary { \.$cups } }
    /// ```
    public static func buildBlock<Content: ParameterSummary>(_ summary: Content) -> Content { summary }
}

/// Works out a summary whose type is not known.
enum HostIntentsSummary {
    static func resolve(_ summary: any ParameterSummary, for intent: some AppIntent) -> ResolvedParameterSummary {
        if let resolvable = summary as? any ResolvableParameterSummary { return resolvable.resolve(for: intent) }
        return ResolvedParameterSummary(text: nil, parameters: IntentPerformer.parametersNonisolated(of: intent).map(\.parameter.titleText))
    }
}
