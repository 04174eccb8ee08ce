/// The widgets of an app as the app sees them: it asks for their timelines to be reloaded,
/// and lists the ones people placed.
///
/// ```swift
/// Button("Add trip") {
///     trips.append(trip)
///     WidgetCenter.shared.reloadTimelines(ofKind: "Countdown")
/// }
/// ```
///
/// `shared` is the current host's center (the host whose code runs, as with the engine's
/// other singletons): what it is asked is recorded in that host's ``ViewHost/widgetCenter``,
/// and the ``WidgetHost``s made `beside:` that host ask their providers again at their
/// next call.
public final class WidgetCenter: Sendable {
    /// The app's widget center.
    ///
    /// ```swift
    /// WidgetCenter.shared.reloadAllTimelines()
    /// ```
    public static let shared = WidgetCenter()

    private init() {}

    /// Asks every widget of the app for a new timeline.
    ///
    /// ```swift
    /// WidgetCenter.shared.reloadAllTimelines()
    /// ```
    public func reloadAllTimelines() {
        WidgetCenterState.current.record(.allTimelines)
    }

    /// Asks every widget of the kind `kind` for a new timeline. A kind no widget has is
    /// recorded and reaches no widget.
    ///
    /// ```swift
    /// WidgetCenter.shared.reloadTimelines(ofKind: "Countdown")
    /// ```
    public func reloadTimelines(ofKind kind: String) {
        WidgetCenterState.current.record(.timelines(ofKind: kind))
    }

    /// Calls `completion` with the widgets people placed: in a test, the ``WidgetHost``s
    /// alive beside the current host, in the order they were made. It is called before
    /// this returns.
    ///
    /// ```swift
    /// WidgetCenter.shared.getCurrentConfigurations { result in
    ///     print((try? result.get())?.map(\.family) ?? [])   // [systemSmall]
    /// }
    /// ```
    @preconcurrency
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success(WidgetCenterState.current.configurations))
    }

    /// The widgets people placed, as ``getCurrentConfigurations(_:)`` gives them.
    ///
    /// ```swift
    /// let placed = try await WidgetCenter.shared.currentConfigurations()
    /// ```
    public func currentConfigurations() async throws -> [WidgetInfo] {
        WidgetCenterState.current.configurations
    }
}
