/// A scene that renders itself as a persistent control in the system menu bar (macOS).
///
/// ```swift
/// MenuBarExtra("Timer", systemImage: "timer") {
///     Button("Start") { timer.start() }
///     Button("Stop") { timer.stop() }
/// }
/// .menuBarExtraStyle(.menu)
/// ```
///
/// A host shows its content when named `"MenuBarExtra"` or by its title
/// (``ViewHost/init(app:scene:configuration:)``); with `isInserted` false it is not among
/// the app's scenes.
public struct MenuBarExtra<Label: View, Content: View>: Scene {
    let title: String?
    let label: Label
    let isInserted: Binding<Bool>?
    let content: Content

    init(title: String?, label: Label, isInserted: Binding<Bool>?, content: Content) {
        self.title = title
        self.label = label
        self.isInserted = isInserted
        self.content = content
    }

    /// Creates a menu bar extra with a custom label.
    ///
    /// ```swift
    /// MenuBarExtra { StatusMenu() } label: { Image(systemName: "bolt") }
    /// ```
    ///
    /// - Parameters:
    ///   - content: A view builder that produces the menu bar extra's content.
    ///   - label: A view builder that produces the label in the menu bar.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), isInserted: nil, content: content())
    }

    /// Creates a menu bar extra with a custom label, inserted in the menu bar while
    /// `isInserted` is true.
    ///
    /// ```swift
    /// MenuBarExtra(isInserted: $showsStatus) { StatusMenu() } label: { Image(systemName: "bolt") }
    /// ```
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), isInserted: isInserted, content: content())
    }

    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension MenuBarExtra where Label == Text {
    /// Creates a menu bar extra with a localized title as its label.
    ///
    /// ```swift
    /// MenuBarExtra("Status") { StatusMenu() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, label: Text(titleKey.key), isInserted: nil, content: content())
    }

    /// Creates a menu bar extra with a title string as its label.
    ///
    /// ```swift
    /// MenuBarExtra(name) { StatusMenu() }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), label: Text(String(title)), isInserted: nil, content: content())
    }

    /// Creates a menu bar extra with a localized title, inserted while `isInserted` is true.
    ///
    /// ```swift
    /// MenuBarExtra("Status", isInserted: $showsStatus) { StatusMenu() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, label: Text(titleKey.key), isInserted: isInserted, content: content())
    }
}

extension MenuBarExtra where Label == ViewEngine.Label<Text, Image> {
    /// Creates a menu bar extra with a localized title and a system image.
    ///
    /// ```swift
    /// MenuBarExtra("Timer", systemImage: "timer") { TimerMenu() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, label: ViewEngine.Label(titleKey.key, systemImage: systemImage), isInserted: nil, content: content())
    }

    /// Creates a menu bar extra with a title string and a system image.
    ///
    /// ```swift
    /// MenuBarExtra(name, systemImage: "timer") { TimerMenu() }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), label: ViewEngine.Label(String(title), systemImage: systemImage), isInserted: nil, content: content())
    }

    /// Creates a menu bar extra with a localized title and a system image, inserted while
    /// `isInserted` is true.
    ///
    /// ```swift
    /// MenuBarExtra("Timer", systemImage: "timer", isInserted: $showsTimer) { TimerMenu() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, label: ViewEngine.Label(titleKey.key, systemImage: systemImage), isInserted: isInserted, content: content())
    }

    /// Creates a menu bar extra with a localized title and an image from the app's assets.
    ///
    /// ```swift
    /// MenuBarExtra("Timer", image: "TimerIcon") { TimerMenu() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, label: ViewEngine.Label(titleKey.key, image: image), isInserted: nil, content: content())
    }
}

extension MenuBarExtra: PrimitiveScene {
    func resolve(_ resolver: inout SceneResolver) -> SceneList {
        if let isInserted, !isInserted.wrappedValue { return SceneList() }
        return SceneList(entries: [SceneEntry(kind: "MenuBarExtra", title: title, id: nil, isWindow: false, content: AnyView(content))])
    }
}
