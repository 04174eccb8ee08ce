/// An action that presents a window (`@Environment(\.openWindow)`).
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// Button("Show Inspector") { openWindow(id: "inspector") }
/// ```
///
/// The host is one scene on an iPhone, which shows one window at a time
/// (`\.supportsMultipleWindows` is `false`): calling the action opens nothing; the host
/// records the call in ``ViewHost/windowRequests``, so a test can check that a button asked
/// for the window.
public struct OpenWindowAction: Sendable {
    let requests: WindowRequests?

    init(requests: WindowRequests?) {
        self.requests = requests
    }

    /// Opens the window that's associated with the specified identifier.
    ///
    /// ```swift
    /// openWindow(id: "inspector")
    /// ```
    @MainActor public func callAsFunction(id: String) {
        requests?.record("openWindow", [("id", id)])
    }

    /// Opens the window that presents the specified value.
    ///
    /// ```swift
    /// openWindow(value: message.id)
    /// ```
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        requests?.record("openWindow", [("value", value)])
    }

    /// Opens the window with the specified identifier that presents the specified value.
    ///
    /// ```swift
    /// openWindow(id: "message", value: message.id)
    /// ```
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        requests?.record("openWindow", [("id", id), ("value", value)])
    }
}
