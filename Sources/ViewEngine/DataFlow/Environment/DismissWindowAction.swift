/// An action that dismisses a window (`@Environment(\.dismissWindow)`).
///
/// ```swift
/// @Environment(\.dismissWindow) private var dismissWindow
/// Button("Done") { dismissWindow(id: "inspector") }
/// ```
///
/// The host's one window on an iPhone is not dismissed: calling the action does nothing.
public struct DismissWindowAction: Sendable {
    init() {}

    /// Dismisses the window that's associated with this action.
    ///
    /// ```swift
    /// dismissWindow()
    /// ```
    @MainActor public func callAsFunction() {}

    /// Dismisses the window that's associated with the specified identifier.
    ///
    /// ```swift
    /// dismissWindow(id: "inspector")
    /// ```
    @MainActor public func callAsFunction(id: String) {}

    /// Dismisses the window defined by the window group that presents the specified value.
    ///
    /// ```swift
    /// dismissWindow(value: message.id)
    /// ```
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Dismisses the window with the specified identifier that presents the specified value.
    ///
    /// ```swift
    /// dismissWindow(id: "message", value: message.id)
    /// ```
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}
