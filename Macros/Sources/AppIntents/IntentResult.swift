import ViewEngine

/// What an intent's `perform()` returns: made with `.result(...)`, and described by the
/// protocols it conforms to (``ReturnsValue``, ``ProvidesDialog``, ``ShowsSnippetView``,
/// ``OpensIntent``).
///
/// ```swift
/// func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
///     .result(value: 3, dialog: "Three birds today.")
/// }
/// ```
public protocol IntentResult: Sendable {}

/// A result that returns a value, which the next action of a shortcut receives.
///
/// ```swift
/// func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: 3) }
/// ```
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value returned.
    associatedtype Value
}

/// A result with a dialog that Siri speaks and the Shortcuts app shows.
///
/// ```swift
/// func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done.") }
/// ```
public protocol ProvidesDialog: IntentResult {}

/// A result with a view (a snippet) that Siri and the Shortcuts app show.
///
/// ```swift
/// func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: TopDonutsView()) }
/// ```
public protocol ShowsSnippetView: IntentResult {}

/// A result that runs another intent after this one.
///
/// ```swift
/// func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: OpenAppIntent()) }
/// ```
public protocol OpensIntent: IntentResult {}
