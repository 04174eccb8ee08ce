/// The environment values the host sets for its whole tree, as a device and a scene do.
struct HostEnvironment {
    var colorScheme: ColorScheme
    var scenePhase: ScenePhase
    /// The edit mode of the whole tree (`\.editMode`), which an `EditButton` toggles.
    let editMode = EditModeStore()
    /// The system that records the URLs the views open (``ViewHost/openedURLs``).
    let urls = SystemURLOpener()

    init(_ configuration: HostConfiguration) {
        colorScheme = configuration.colorScheme
        scenePhase = configuration.scenePhase
    }

    func write(_ values: inout EnvironmentValues) {
        values.colorScheme = colorScheme
        values.scenePhase = scenePhase
        values.editMode = editMode.binding
        values.systemURLOpener = urls
    }
}

extension ViewHost {
    /// The color scheme of the host's environment, as the device's appearance. Setting
    /// it runs a frame in which the views reading `@Environment(\.colorScheme)`
    /// re-evaluate (Rules R16).
    ///
    /// ```swift
    /// host.colorScheme = .dark
    /// ```
    public var colorScheme: ColorScheme {
        get { environmentSettings.colorScheme }
        set { updateEnvironment { $0.colorScheme = newValue } }
    }

    /// The phase of the host's scene. Setting it runs a frame in which the views reading
    /// `@Environment(\.scenePhase)` re-evaluate, so their `onChange(of: scenePhase)` runs.
    ///
    /// ```swift
    /// host.scenePhase = .background
    /// ```
    public var scenePhase: ScenePhase {
        get { environmentSettings.scenePhase }
        set { updateEnvironment { $0.scenePhase = newValue } }
    }

    /// Changes what the host sets in the environment, in a frame of its own. Called during
    /// a frame, it changes nothing and is diagnosed (Rules R18).
    private func updateEnvironment(_ change: (inout HostEnvironment) -> Void) {
        guard !graph.isInFrame else {
            return graph.diagnose(.nestedDriverCall, "The host's environment was set while a frame was running (from a body or an action); driver calls do not nest, so it was ignored.")
        }
        flushPendingFrame()
        change(&environmentSettings)
        let settings = environmentSettings
        graph.runFrame(.userEvent, cause: "host environment: scenePhase \(settings.scenePhase), colorScheme \(settings.colorScheme)") {
            graph.rootEnvironment.rewrite { settings.write(&$0) }
        }
    }
}
