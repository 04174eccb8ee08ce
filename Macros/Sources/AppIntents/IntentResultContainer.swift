import ViewEngine

/// The result `.result(...)` makes: its value, dialog, snippet view and the intent it
/// opens, each present or not (`Never` in the type when not). You don't create it
/// directly.
///
/// ```swift
/// return .result(value: 3, dialog: "Three birds today.")
/// ```
///
/// Invariant (`@unchecked Sendable`): every stored property is a constant set in `init`;
/// `value` is `Sendable` (`result(value:)` requires it), the intent opened is an
/// `AppIntent` (`Sendable`), and the snippet view is kept only to be given to
/// `makeSnippet`, a main-actor function, which the host calls on the main actor.
public struct IntentResultContainer<Value, Opened, Dialog, Content>: IntentResult, @unchecked Sendable {
    let value: Any?
    let dialog: IntentDialog?
    let snippetView: Any?
    let makeSnippet: (@MainActor @Sendable (Any) -> AnyView)?
    let opened: (any AppIntent)?

    init(value: Any? = nil, dialog: IntentDialog? = nil, opened: (any AppIntent)? = nil) {
        self.value = value
        self.dialog = dialog
        self.opened = opened
        snippetView = nil
        makeSnippet = nil
    }

    init<V: View>(value: Any? = nil, dialog: IntentDialog? = nil, opened: (any AppIntent)? = nil, view: V) {
        self.value = value
        self.dialog = dialog
        self.opened = opened
        snippetView = view
        makeSnippet = { @MainActor view in (view as? V).map { AnyView($0) } ?? AnyView(EmptyView()) }
    }
}

extension IntentResultContainer: ReturnsValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Content: View {}
extension IntentResultContainer: OpensIntent where Opened: AppIntent {}

/// What the host reads of a result whose type it does not know.
protocol IntentResultContents {
    var resultValue: Any? { get }
    var resultDialog: IntentDialog? { get }
    var openedIntent: (any AppIntent)? { get }
    @MainActor func snippet() -> AnyView?
}

extension IntentResultContainer: IntentResultContents {
    var resultValue: Any? { value }
    var resultDialog: IntentDialog? { dialog }
    var openedIntent: (any AppIntent)? { opened }
    @MainActor func snippet() -> AnyView? {
        guard let snippetView, let makeSnippet else { return nil }
        return makeSnippet(snippetView)
    }
}

extension IntentResult {
    /// A result with nothing in it: the intent did its action.
    ///
    /// ```swift
    /// func perform() async throws -> some IntentResult { .result() }
    /// ```
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer()
    }

    /// A result that returns `value`.
    ///
    /// ```swift
    /// func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: 3) }
    /// ```
    public static func result<V: Sendable>(value: V) -> Self where Self == IntentResultContainer<V, Never, Never, Never> {
        IntentResultContainer(value: value)
    }

    /// A result with a dialog.
    ///
    /// ```swift
    /// func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Done.") }
    /// ```
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, IntentDialog, Never> {
        IntentResultContainer(dialog: dialog)
    }

    /// A result with a snippet view.
    ///
    /// ```swift
    /// .result(view: TopDonutsView(timeframe: .week))
    /// ```
    public static func result<V: View>(view: V) -> Self where Self == IntentResultContainer<Never, Never, Never, V> {
        IntentResultContainer(view: view)
    }

    /// A result that returns `value`, with a dialog.
    ///
    /// ```swift
    /// .result(value: 3, dialog: "Three birds today.")
    /// ```
    public static func result<V: Sendable>(value: V, dialog: IntentDialog) -> Self
        where Self == IntentResultContainer<V, Never, IntentDialog, Never> {
        IntentResultContainer(value: value, dialog: dialog)
    }

    /// A result that returns `value`, with a snippet view.
    ///
    /// ```swift
    /// .result(value: 3, view: BirdCountView(count: 3))
    /// ```
    public static func result<V: Sendable, C: View>(value: V, view: C) -> Self
        where Self == IntentResultContainer<V, Never, Never, C> {
        IntentResultContainer(value: value, view: view)
    }

    /// A result with a dialog and a snippet view.
    ///
    /// ```swift
    /// .result(dialog: "Your top donuts.", view: TopDonutsView(timeframe: .week))
    /// ```
    public static func result<C: View>(dialog: IntentDialog, view: C) -> Self
        where Self == IntentResultContainer<Never, Never, IntentDialog, C> {
        IntentResultContainer(dialog: dialog, view: view)
    }

    /// A result that returns `value`, with a dialog and a snippet view.
    ///
    /// ```swift
    /// .result(value: 3, dialog: "Three birds.", view: BirdCountView(count: 3))
    /// ```
    public static func result<V: Sendable, C: View>(value: V, dialog: IntentDialog, view: C) -> Self
        where Self == IntentResultContainer<V, Never, IntentDialog, C> {
        IntentResultContainer(value: value, dialog: dialog, view: view)
    }

    /// A result that runs `intent` next.
    ///
    /// ```swift
    /// .result(opensIntent: OpenBackyardIntent(target: backyard))
    /// ```
    public static func result<I: AppIntent>(opensIntent intent: I) -> Self where Self == IntentResultContainer<Never, I, Never, Never> {
        IntentResultContainer(opened: intent)
    }

    /// A result that runs `intent` next, with a dialog.
    ///
    /// ```swift
    /// .result(opensIntent: OpenBackyardIntent(target: backyard), dialog: "Opening it.")
    /// ```
    public static func result<I: AppIntent>(opensIntent intent: I, dialog: IntentDialog) -> Self
        where Self == IntentResultContainer<Never, I, IntentDialog, Never> {
        IntentResultContainer(dialog: dialog, opened: intent)
    }

    /// A result that returns `value` and runs `intent` next.
    ///
    /// ```swift
    /// .result(value: backyard, opensIntent: OpenBackyardIntent(target: backyard))
    /// ```
    public static func result<V: Sendable, I: AppIntent>(value: V, opensIntent intent: I) -> Self
        where Self == IntentResultContainer<V, I, Never, Never> {
        IntentResultContainer(value: value, opened: intent)
    }

    /// A result that returns `value`, runs `intent` next, with a dialog.
    ///
    /// ```swift
    /// .result(value: backyard, opensIntent: OpenBackyardIntent(target: backyard), dialog: "Opening it.")
    /// ```
    public static func result<V: Sendable, I: AppIntent>(value: V, opensIntent intent: I, dialog: IntentDialog) -> Self
        where Self == IntentResultContainer<V, I, IntentDialog, Never> {
        IntentResultContainer(value: value, dialog: dialog, opened: intent)
    }
}
