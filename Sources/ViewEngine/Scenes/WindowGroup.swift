/// A scene that presents a group of identically structured windows.
///
/// ```swift
/// @main
/// struct Mail: App {
///     var body: some Scene {
///         WindowGroup { MailViewer() }
///     }
/// }
/// ```
///
/// A host shows one window of the group: its content, as a phone shows an app's one
/// window (``ViewHost/init(app:scene:configuration:)``). A group with an identifier or a
/// title can be named to the host; `WindowGroup(for:)` shows its content with a `nil`
/// value, as a new window opened without one.
public struct WindowGroup<Content: View>: Scene {
    let title: String?
    let id: String?
    let content: Content

    init(title: String?, id: String?, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    /// Creates a window group.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    /// ```
    ///
    /// - Parameter content: A closure that creates the content for each instance of the group.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    /// Creates a window group with an identifier.
    ///
    /// ```swift
    /// WindowGroup(id: "viewer") { Viewer() }
    /// ```
    ///
    /// - Parameters:
    ///   - id: A string that uniquely identifies the window group.
    ///   - content: A closure that creates the content for each instance of the group.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    /// Creates a window group with a text view title.
    ///
    /// ```swift
    /// WindowGroup(Text("Notes")) { NoteList() }
    /// ```
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title.content, id: nil, content: content())
    }

    /// Creates a window group with a localized title.
    ///
    /// ```swift
    /// WindowGroup("Notes") { NoteList() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, id: nil, content: content())
    }

    /// Creates a window group with a title string.
    ///
    /// ```swift
    /// WindowGroup(appName) { NoteList() }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: nil, content: content())
    }

    /// Creates a window group with a text view title and an identifier.
    ///
    /// ```swift
    /// WindowGroup(Text("Viewer"), id: "viewer") { Viewer() }
    /// ```
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.content, id: id, content: content())
    }

    /// Creates a window group with a localized title and an identifier.
    ///
    /// ```swift
    /// WindowGroup("Viewer", id: "viewer") { Viewer() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, id: id, content: content())
    }

    /// Creates a window group with a title string and an identifier.
    ///
    /// ```swift
    /// WindowGroup(name, id: "viewer") { Viewer() }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension WindowGroup {
    /// Creates a window group for presenting data of a given type.
    ///
    /// ```swift
    /// WindowGroup(for: Note.ID.self) { $noteID in NoteEditor(noteID: noteID) }
    /// ```
    ///
    /// The host's window shows the content with a `nil` value, as a window the user opens
    /// without one; writing the binding keeps the value for that window.
    ///
    /// - Parameters:
    ///   - type: The type of presented data this window group accepts.
    ///   - content: A closure that creates the content for each instance of the group,
    ///     given a binding to the value the window presents.
    public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, content: PresentedWindowContent(content: content))
    }

    /// Creates a window group with an identifier for presenting data of a given type.
    ///
    /// ```swift
    /// WindowGroup(id: "note", for: Note.ID.self) { $noteID in NoteEditor(noteID: noteID) }
    /// ```
    public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: id, content: PresentedWindowContent(content: content))
    }

    /// Creates a window group with a localized title for presenting data of a given type.
    ///
    /// ```swift
    /// WindowGroup("Note", for: Note.ID.self) { $noteID in NoteEditor(noteID: noteID) }
    /// ```
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey.key, id: nil, content: PresentedWindowContent(content: content))
    }

    /// Creates a window group with a localized title and an identifier for presenting
    /// data of a given type.
    ///
    /// ```swift
    /// WindowGroup("Note", id: "note", for: Note.ID.self) { $noteID in NoteEditor(noteID: noteID) }
    /// ```
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey.key, id: id, content: PresentedWindowContent(content: content))
    }

    /// Creates a window group for presenting data of a given type, with a default value
    /// for a window opened without one.
    ///
    /// ```swift
    /// WindowGroup(for: Draft.self) { $draft in Composer(draft: $draft) } defaultValue: { Draft() }
    /// ```
    public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, content: PresentedWindowContent(content: content, defaultValue: defaultValue))
    }

    /// Creates a window group with an identifier for presenting data of a given type, with
    /// a default value for a window opened without one.
    ///
    /// ```swift
    /// WindowGroup(id: "composer", for: Draft.self) { $draft in Composer(draft: $draft) } defaultValue: { Draft() }
    /// ```
    public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: id, content: PresentedWindowContent(content: content, defaultValue: defaultValue))
    }

    /// Creates a window group with a localized title for presenting data of a given type,
    /// with a default value for a window opened without one.
    ///
    /// ```swift
    /// WindowGroup("Composer", for: Draft.self) { $draft in Composer(draft: $draft) } defaultValue: { Draft() }
    /// ```
    public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: titleKey.key, id: nil, content: PresentedWindowContent(content: content, defaultValue: defaultValue))
    }
}

extension WindowGroup: PrimitiveScene {
    func resolve(_ resolver: inout SceneResolver) -> SceneList {
        SceneList(entries: [SceneEntry(kind: "WindowGroup", title: title, id: id, isWindow: true, content: AnyView(content))])
    }
}
