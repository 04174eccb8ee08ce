extension ViewHost {
    /// What the host's app asked `WidgetCenter`, and the widgets placed beside it.
    ///
    /// ```swift
    /// try host.tap("Add trip")              // calls reloadTimelines(ofKind: "Countdown")
    /// host.widgetCenter.reloads             // [.timelines(ofKind: "Countdown")]
    /// ```
    public var widgetCenter: HostWidgetCenter { HostWidgetCenter(state: .center(of: clock)) }
}

/// A host's widget center seen from a test (``ViewHost/widgetCenter``).
///
/// ```swift
/// host.widgetCenter.reloads   // [.allTimelines]
/// ```
public struct HostWidgetCenter: Sendable {
    let state: WidgetCenterState

    /// The reloads the app asked for, in order.
    public var reloads: [WidgetReload] { state.recordedReloads }

    /// The widgets placed beside the host (``WidgetHost/init(_:family:beside:)``), in the
    /// order they were.
    public var configurations: [WidgetInfo] { state.configurations }
}
