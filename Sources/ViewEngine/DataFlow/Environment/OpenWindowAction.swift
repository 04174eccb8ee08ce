/// An action that presents a window (`@Environment(\.openWindow)`).
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// Button("Show Inspector") { openWindow(id: "inspector") }
/// ```
///
/// The host is one scene on an iPhone, which shows one window at a time
/// (`\.supportsMultipleWindows` is `false`): calling the action opens nothing.
public struct OpenWindowAction: Sendable {
    init() {}

    /// Opens the window that's associated with the specified identifier.
    ///
    /// ```swift
    /// openWindow(id: "inspector")
    /// ```
    @MainActor public func callAsFunction(id: String) {}

    /// Opens the window that presents the specified value.
    ///
    /// ```swift
    /// openWindow(value: message.id)
    /// ```
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Opens the window with the specified identifier that presents the specified value.
    ///
    /// ```swift
    /// openWindow(id: "message", value: message.id)
    /// ```
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}
