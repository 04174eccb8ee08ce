/// The host's record of the windows the views asked to open and dismiss
/// (``ViewHost/windowRequests``), in order. The host is one window, as on an iPhone: it
/// opens and dismisses none.
/// Invariant (`@unchecked Sendable`): its one mutable field, `lines`, is `@MainActor`.
final class WindowRequests: @unchecked Sendable {
    /// The requests so far, as calls: `openWindow(id: "inspector")`.
    @MainActor private(set) var lines: [String] = []

    init() {}

    /// Records a call of `action` with its arguments, each as `label: value`.
    @MainActor func record(_ action: String, _ arguments: [(label: String, value: Any)]) {
        let written = arguments.map { "\($0.label): \(Self.describe($0.value))" }
        lines.append("\(action)(\(written.joined(separator: ", ")))")
    }

    /// A value as Swift writes it: a string quoted, anything else described.
    private static func describe(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        return "\(value)"
    }
}

private struct WindowRequestsKey: EnvironmentKey {
    static var defaultValue: WindowRequests? { nil }
}

extension EnvironmentValues {
    /// The host's record of window requests (the host sets it at the root).
    var windowRequests: WindowRequests? {
        get { self[WindowRequestsKey.self] }
        set { self[WindowRequestsKey.self] = newValue }
    }
}
