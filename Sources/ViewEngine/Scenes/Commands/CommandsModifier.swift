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
}
