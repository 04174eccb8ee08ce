extension ViewHost {
    /// Hosts an app: evaluates its body and shows one of its scenes, as a phone shows an
    /// app's window, then runs the first frame.
    ///
    /// ```swift
    /// let host = ViewHost(app: NotesApp())
    /// try host.tap("New Note")
    /// host.scenePhase = .background       // the app's onChange(of: scenePhase) runs
    ///
    /// let settings = ViewHost(app: NotesApp(), scene: "Settings")
    /// ```
    ///
    /// The host shows the scene named `scene` — its identifier, its title, or its kind
    /// (`"Settings"`, `"MenuBarExtra"`) — or by default the first window (`WindowGroup`,
    /// `Window`), else the first scene. The app's dynamic properties live as long as the
    /// host; its `@Environment(\.scenePhase)` follows ``scenePhase``. Environment values
    /// and objects set on a scene reach its content. ``render()`` writes the shown scene's
    /// view, then the commands of all the app's scenes in a `Commands` block, whose
    /// buttons are tapped like any other; ``renderScenes()`` lists the scenes.
    ///
    /// A `scene` the app does not have shows nothing, with a ``Diagnostic`` of kind
    /// ``Diagnostic/Kind/sceneNotFound`` that names the scenes it has.
    ///
    /// - Parameters:
    ///   - app: The app to host.
    ///   - scene: The name of the scene to show, or `nil` for the first window.
    ///   - configuration: The host's settings.
    public convenience init<A: App>(app: A, scene: String? = nil, configuration: HostConfiguration = .init())
    where Root == HostedApp<A> {
        self.init(HostedApp(app, scene: scene), configuration: configuration)
    }

    /// The scenes of the hosted app, one line each, in the order of its body: the shown
    /// one marked `(shown)`, each with its recorded scene modifiers.
    ///
    /// ```swift
    /// print(host.renderScenes())
    /// // WindowGroup "Notes" (shown) [defaultSize: width: 800, height: 600]
    /// // Settings
    /// // MenuBarExtra "Status" [menuBarExtraStyle: window]
    /// ```
    public func renderScenes<A: App>() -> String where Root == HostedApp<A> {
        flushPendingFrame()
        return appNode(A.self)?.sceneLines.joined(separator: "\n") ?? ""
    }

    /// Whether the hosted app shows a scene (a host of a view: whether it shows it).
    var rootHostsAScene: Bool {
        guard let node = rootNode as? any AppHosting else { return true }
        return node.showsAScene
    }

    private func appNode<A: App>(_: A.Type) -> AppNode<A>? { rootNode as? AppNode<A> }
}
