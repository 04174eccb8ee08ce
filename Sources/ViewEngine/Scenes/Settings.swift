/// A scene that presents an interface for viewing and modifying an app's settings.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     #if os(macOS)
///     Settings { SettingsView() }
///     #endif
/// }
/// ```
///
/// A host shows it when named `"Settings"` (``ViewHost/init(app:scene:configuration:)``),
/// or when the app has no window.
public struct Settings<Content: View>: Scene {
    let content: Content

    /// Creates a scene that presents an interface for viewing and modifying an app's
    /// preferences.
    ///
    /// - Parameter content: A view that represents the content of the settings window.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension Settings: PrimitiveScene {
    func resolve(_ resolver: inout SceneResolver) -> SceneList {
        SceneList(entries: [SceneEntry(kind: "Settings", title: nil, id: nil, isWindow: false, content: AnyView(content))])
    }
}
