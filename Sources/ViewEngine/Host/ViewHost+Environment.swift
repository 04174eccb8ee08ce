/// The environment values the host sets for its whole tree, as a device and a scene do.
struct HostEnvironment {
    /// The values set by key, in the order they were set: the color scheme and scene
    /// phase, then those of ``HostConfiguration/setEnvironment(_:_:)`` and
    /// ``ViewHost/setEnvironment(_:_:)``.
    private var settings: [(key: AnyKeyPath, write: (inout EnvironmentValues) -> Void)] = []
    /// The edit mode of the whole tree (`\.editMode`), which an `EditButton` toggles.
    let editMode = EditModeStore()
    /// The system that records the URLs the views open (``ViewHost/openedURLs``).
    let urls = SystemURLOpener()
    /// The scene's own storage (`@SceneStorage`).
    let sceneStorage = SceneStorageSlot()
    /// The window's undo manager (`\.undoManager`).
    let undoManager = UndoManager()
    /// The scene's focused values (`@FocusedValue`, `focusedValue(_:_:)`).
    let focusedValues = FocusedValuesCenter()
    /// The record of the windows the views asked to open or dismiss (``ViewHost/windowRequests``).
    let windows = WindowRequests()
    /// The record of the feedback the views played (``ViewHost/playedFeedback``).
    let feedback = SensoryFeedbackPlayer()
    /// The window's appearance: the color scheme its views prefer
    /// (`preferredColorScheme(_:)`), written over the device's.
    let appearance = PresentationAppearance()
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
    /// The device and system around the app (`UIApplication.shared`, `UIScreen.main`...).
    let system = HostSystem()
#endif

    init(_ configuration: HostConfiguration) {
        set(\.colorScheme, configuration.colorScheme)
        set(\.scenePhase, configuration.scenePhase)
        for setting in configuration.environmentSettings {
            settings.removeAll { $0.key == setting.key }
            settings.append((setting.key, setting.write))
        }
    }

    /// Sets `value` at `keyPath` for the whole tree, in place of any value set there before.
    mutating func set<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) {
        settings.removeAll { $0.key == keyPath }
        settings.append((keyPath, { $0[keyPath: keyPath] = value }))
    }

    /// The environment at the root: what the host sets over the defaults.
    @MainActor var values: EnvironmentValues {
        var values = EnvironmentValues()
        write(&values)
        return values
    }

    /// The values the device and the tests set, without the host's objects and what the
    /// views prefer.
    private var settingValues: EnvironmentValues {
        var values = EnvironmentValues()
        for setting in settings { setting.write(&values) }
        return values
    }

    /// The device's color scheme, whatever the views prefer.
    var colorScheme: ColorScheme { settingValues.colorScheme }
    var scenePhase: ScenePhase { settingValues.scenePhase }

    @MainActor func write(_ values: inout EnvironmentValues) {
        for setting in settings { setting.write(&values) }
        values.editMode = editMode.binding
        values.systemURLOpener = urls
        values.sceneStorageSlot = sceneStorage
        values.undoManager = undoManager
        values.focusedValuesCenter = focusedValues
        values.windowRequests = windows
        values.sensoryFeedbackPlayer = feedback
        PresentationAppearance.write(appearance, scheme: appearance.preferredColorScheme, into: &values)
    }
}

extension ViewHost {
    /// The color scheme of the host's environment, as the device's appearance. Setting
    /// it runs a frame in which the views reading `@Environment(\.colorScheme)`
    /// re-evaluate (Rules R16). A view's `preferredColorScheme(_:)` overrides it for the
    /// window (``windowColorScheme``), as it overrides the user's Dark Mode setting.
    ///
    /// ```swift
    /// host.colorScheme = .dark
    /// ```
    public var colorScheme: ColorScheme {
        get { environmentSettings.colorScheme }
        set { updateEnvironment("colorScheme \(newValue)") { $0.set(\.colorScheme, newValue) } }
    }

    /// The color scheme the window's views have: the one they prefer
    /// (`preferredColorScheme(_:)`), else the device's (``colorScheme``).
    ///
    /// ```swift
    /// let host = ViewHost(ContentView().preferredColorScheme(.dark))
    /// #expect(host.windowColorScheme == .dark)
    /// ```
    public var windowColorScheme: ColorScheme { environmentSettings.appearance.preferredColorScheme ?? colorScheme }

    /// The phase of the host's scene. Setting it runs a frame in which the views reading
    /// `@Environment(\.scenePhase)` re-evaluate, so their `onChange(of: scenePhase)` runs.
    ///
    /// ```swift
    /// host.scenePhase = .background
    /// ```
    ///
    /// A scene delegate the app's configuration made (`UISceneDelegate`) is told first, in
    /// a frame of its own, as UIKit tells it (`sceneWillResignActive(_:)`,
    /// `sceneDidEnterBackground(_:)`...).
    public var scenePhase: ScenePhase {
        get { environmentSettings.scenePhase }
        set {
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
            if !graph.isInFrame, let tellDelegate = environmentSettings.system.phaseChange(from: scenePhase, to: newValue) {
                flushPendingFrame()
                graph.runFrame(.userEvent, cause: "scene delegate: scenePhase \(newValue)", tellDelegate)
            }
#endif
            updateEnvironment("scenePhase \(newValue)") { $0.set(\.scenePhase, newValue) }
        }
    }

    /// Sets an environment value for the whole tree, as the device or the user's settings
    /// change it, in a frame in which the views reading it re-evaluate (Rules R16); an
    /// `.environment(_:_:)` below still overrides it.
    ///
    /// ```swift
    /// host.setEnvironment(\.dynamicTypeSize, .accessibility2)
    /// host.setEnvironment(\.horizontalSizeClass, .regular)
    /// host.setEnvironment(\.accessibilityReduceMotion, true)
    /// ```
    ///
    /// ``HostConfiguration/setEnvironment(_:_:)`` sets the values the host starts with.
    /// Called during a frame, it changes nothing and is diagnosed (Rules R18).
    public func setEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) {
        // A computed key path prints as `\EnvironmentValues.<computed 0x… (Type)>` on Linux:
        // the frame's cause then names the value's type, and the value.
        let path = "\(keyPath)"
        let name = path.contains("<computed") ? "\(Value.self) = \(value)" : "\(path) = \(value)"
        updateEnvironment(name) { $0.set(keyPath, value) }
    }

    /// Changes what the host sets in the environment, in a frame of its own. Called during
    /// a frame, it changes nothing and is diagnosed (Rules R18).
    private func updateEnvironment(_ what: String, _ change: (inout HostEnvironment) -> Void) {
        guard !graph.isInFrame else {
            return graph.diagnose(.nestedDriverCall, "The host's environment was set while a frame was running (from a body or an action); driver calls do not nest, so it was ignored.")
        }
        flushPendingFrame()
        change(&environmentSettings)
        let settings = environmentSettings
        graph.runFrame(.userEvent, cause: "host environment: \(what)") {
            graph.rootEnvironment.rewrite { settings.write(&$0) }
            // Every view may measure differently (a Dynamic Type size, Rules R22).
            rootNode.setNeedsLayoutOfSubtree()
        }
    }
}
