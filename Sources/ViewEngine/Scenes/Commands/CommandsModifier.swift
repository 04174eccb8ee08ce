extension Scene {
    /// Adds commands to the scene: to the app's menus, while the scene is open.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .commands {
    ///         CommandMenu("Tools") { Button("Run") { run() } }
    ///     }
    /// ```
    ///
    /// A host of the app mounts the commands of all its scenes after the shown one, in a
    /// `Commands` block of ``ViewHost/render()``; their buttons are tapped like any other.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> _ModifiedScene<Self> {
        let content = content()
        return modified { $0.commands += CommandViews.of(content) }
    }

    /// Removes all commands defined by the modified scene: those that `.commands` added to
    /// it or to the scenes it stands for (the host has no built-in commands).
    ///
    /// ```swift
    /// Window("Clipboard", id: "clipboard") { ClipboardView() }
    ///     .commands { CommandMenu("Clipboard") { Button("Clear") { clear() } } }
    ///     .commandsRemoved()
    /// ```
    public func commandsRemoved() -> _ModifiedScene<Self> {
        modified { $0.commands = [] }
    }

    /// Replaces all commands defined by the modified scene with the commands from the
    /// builder.
    ///
    /// ```swift
    /// Window("Clipboard", id: "clipboard") { ClipboardView() }
    ///     .commandsReplaced {
    ///         CommandGroup(before: .pasteboard) { Button("Show Clipboard") { show() } }
    ///     }
    /// ```
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> _ModifiedScene<Self> {
        let content = content()
        return modified { $0.commands = CommandViews.of(content) }
    }
}
