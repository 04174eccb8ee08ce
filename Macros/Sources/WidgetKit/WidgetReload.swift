/// A reload an app asked `WidgetCenter` for, as ``HostWidgetCenter/reloads`` records it.
///
/// ```swift
/// WidgetCenter.shared.reloadTimelines(ofKind: "Countdown")
/// host.widgetCenter.reloads   // [.timelines(ofKind: "Countdown")]
/// ```
public enum WidgetReload: Hashable, Sendable {
    /// `reloadAllTimelines()`.
    case allTimelines
    /// `reloadTimelines(ofKind:)` with this kind.
    case timelines(ofKind: String)

    /// Whether the reload reaches widgets of `kind`.
    func reaches(_ kind: String) -> Bool {
        switch self {
        case .allTimelines: true
        case .timelines(ofKind: let reloaded): reloaded == kind
        }
    }
}
