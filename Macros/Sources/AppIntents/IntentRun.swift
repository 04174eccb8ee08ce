import ViewEngine

/// What came of an intent the host ran (``HostIntents/perform(_:setting:entities:)``): the
/// value it returned, its dialog, its snippet view, and the intent it opens.
///
/// ```swift
/// let run = try await host.intents.perform(ShowTopDonutsIntent(), setting: ["timeframe": ShowTopDonutsIntentTimeframe.week])
/// run.snippet?.render()   // the snippet view, drawn as any view is
/// ```
@MainActor
public struct IntentRun {
    /// The intent's title.
    public let title: String
    /// The value the result returns (`.result(value:)`), if any.
    public let value: Any?
    /// The result's dialog (`.result(dialog:)`), if any.
    public let dialog: IntentDialog?
    /// A host showing the result's snippet view (`.result(view:)`), if any: render it,
    /// snapshot it, tap in it.
    public let snippet: ViewHost<AnyView>?
    /// The intent the result runs next (`.result(opensIntent:)`), if any.
    public let openedIntent: (any AppIntent)?
    /// Whether running it brought the app to the foreground (`openAppWhenRun`).
    public let openedApp: Bool

    /// The value returned, as a `T`; `nil` when there is none or it is another type.
    ///
    /// ```swift
    /// run.value(as: Int.self)   // 3
    /// ```
    public func value<T>(as type: T.Type) -> T? { value as? T }
}
