/// A scene that presents its content in a single unique window.
///
/// ```swift
/// Window("Activity", id: "activity") { ActivityView() }
/// ```
///
/// A host shows it when it is the app's first window, or when named by its identifier
/// or title (``ViewHost/init(app:scene:configuration:)``).
public struct Window<Content: View>: Scene {
    let title: String
    let id: String
    let content: Content

    /// Creates a window with a title and an identifier.
    ///
    /// ```swift
    /// Window(Text("Activity"), id: "activity") { ActivityView() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - id: A unique string identifier that you can use to open the window.
    ///   - content: The view content to display in the window.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.content
        self.id = id
        self.content = content()
    }

    /// Creates a window with a localized title and an identifier.
    ///
    /// ```swift
    /// Window("Activity", id: "activity") { ActivityView() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.title = titleKey.key
        self.id = id
        self.content = content()
    }

    /// Creates a window with a title string and an identifier.
    ///
    /// ```swift
    /// Window(name, id: "activity") { ActivityView() }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }

    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension Window: PrimitiveScene {
    func resolve(_ resolver: inout SceneResolver) -> SceneList {
        SceneList(entries: [SceneEntry(kind: "Window", title: title, id: id, isWindow: true, content: AnyView(content))])
    }
}
