import ViewEngine

/// An action of your app that the system can run: from Siri, the Shortcuts app, a widget's
/// button or a control. Its parameters are `@Parameter` properties; `perform()` does the
/// action and says what came of it.
///
/// ```swift
/// struct RefillIntent: AppIntent {
///     static let title: LocalizedStringResource = "Refill Feeder"
///     @Parameter(title: "Cups", default: 1) var cups: Int
///
///     func perform() async throws -> some IntentResult & ProvidesDialog {
///         .result(dialog: "Added \(cups) cups.")
///     }
/// }
///
/// let run = try await host.intents.perform(RefillIntent(), setting: ["cups": 2])
/// run.dialog?.description   // "Added 2 cups."
/// ```
///
/// In a test, ``HostIntents/perform(_:setting:entities:)`` runs an intent as the system
/// does: it checks that every required parameter has a value first.
public protocol AppIntent: Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult = IntentResultContainer<Never, Never, Never, Never>
    /// The type of the intent's parameter summary.
    associatedtype SummaryContent: ParameterSummary = _EmptyParameterSummary

    /// The intent's name, as the Shortcuts app shows it.
    static var title: LocalizedStringResource { get }
    /// What the intent does (none by default).
    static var description: IntentDescription { get }
    /// Whether running the intent brings the app to the foreground (`false` by default).
    static var openAppWhenRun: Bool { get }
    /// Whether the Shortcuts app and Spotlight offer the intent (`true` by default).
    static var isDiscoverable: Bool { get }
    /// How the Shortcuts app shows the intent's parameters (by default, each in
    /// declaration order).
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

    /// The system makes an intent with its parameters' defaults, then sets them.
    init()

    /// Does the intent's action. It runs after the system has a value for each required
    /// parameter.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// An intent's parameter: `@Parameter(title: "Cups") var cups: Int`.
    public typealias Parameter<Value> = IntentParameter<Value>

    /// No description, by default.
    public static var description: IntentDescription { IntentDescription("") }

    /// The app stays in the background, by default.
    public static var openAppWhenRun: Bool { false }

    /// Offered to people, by default.
    public static var isDiscoverable: Bool { true }
}

extension AppIntent where SummaryContent == _EmptyParameterSummary {
    /// No summary of its own: the Shortcuts app lists the parameters in declaration order.
    public static var parameterSummary: _EmptyParameterSummary { _EmptyParameterSummary() }
}

extension AppIntent where PerformResult == IntentResultContainer<Never, Never, Never, Never> {
    /// An intent that only configures something (a widget's or a control's configuration
    /// intent) does nothing when performed.
    ///
    /// ```swift
    /// let result = try await ConfigurationAppIntent().perform()   // .result()
    /// ```
    public func perform() async throws -> PerformResult { .result() }
}
