/// Command menus are stand-alone, top-level containers for controls that perform
/// related, app-specific commands.
///
/// ```swift
/// .commands {
///     CommandMenu("Tools") {
///         Button("Run") { run() }
///             .keyboardShortcut("r")
///     }
/// }
/// ```
///
/// ``ViewHost/render()`` writes it as `CommandMenu "Tools"` in the `Commands` block, its
/// buttons under it; they are tapped like any other.
public struct CommandMenu<Content: View>: Commands {
    let name: String
    let content: Content

    /// Creates a new menu with a name derived from a text view.
    ///
    /// ```swift
    /// CommandMenu(Text("Tools")) { Button("Run") { run() } }
    /// ```
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name.content
        self.content = content()
    }

    /// Creates a new menu with a localized name.
    ///
    /// ```swift
    /// CommandMenu("Tools") { Button("Run") { run() } }
    /// ```
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.name = nameKey.key
        self.content = content()
    }

    /// Creates a new menu with a name string.
    ///
    /// ```swift
    /// CommandMenu(menuName) { Button("Run") { run() } }
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }

    /// Built in: the engine resolves it, it has no body of its own.
    public typealias Body = Never
}

extension CommandMenu: PrimitiveCommands {
    var commandViews: [AnyView] { [AnyView(CommandBlock(heading: "CommandMenu \"\(name)\"", title: name, content: content))] }
}
