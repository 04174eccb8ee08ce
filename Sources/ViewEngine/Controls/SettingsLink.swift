/// A control that opens the app's settings window (macOS 14's `SettingsLink`).
///
/// ```swift
/// Menu("Options") {
///     SettingsLink { Label("Settings", systemImage: "gearshape") }
/// }
/// ```
///
/// It is a button: tap it by its label's text (``ViewHost/tap(_:)``; "Settings…" by
/// default) and it calls the environment's ``OpenSettingsAction``, which the host records
/// in ``ViewHost/windowRequests`` as `openSettings()` — the host is one window, so it opens
/// no other (a test shows the app's `Settings` scene with `ViewHost(app:scene:)`).
public struct SettingsLink<Label: View>: View {
    let label: Label
    @Environment(\.openSettings) private var openSettings

    /// Creates a settings link with a custom label.
    ///
    /// ```swift
    /// SettingsLink { Label("Settings", systemImage: "gearshape") }
    /// ```
    ///
    /// - Parameter label: A view to use as the label for this settings link.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The button that opens the settings.
    public var body: some View {
        Button(action: { openSettings() }) { label }
    }
}

extension SettingsLink where Label == DefaultSettingsLinkLabel {
    /// Creates a settings link with the default system label, "Settings…".
    ///
    /// ```swift
    /// SettingsLink()
    /// ```
    public init() {
        self.init { DefaultSettingsLinkLabel() }
    }
}

/// The default label of a ``SettingsLink``: "Settings…", as a Mac's app menu titles it.
public struct DefaultSettingsLinkLabel: View {
    /// The title.
    public var body: some View { Text("Settings…") }
}

/// An action that presents the settings window of the app (`@Environment(\.openSettings)`).
///
/// ```swift
/// @Environment(\.openSettings) private var openSettings
/// Button("Open Settings") { openSettings() }
/// ```
///
/// The host is one window: the call opens none and is recorded in
/// ``ViewHost/windowRequests`` as `openSettings()`.
public struct OpenSettingsAction: Sendable {
    let requests: WindowRequests?

    /// Opens the settings window (records the request).
    @MainActor public func callAsFunction() {
        requests?.record("openSettings", [])
    }
}

extension EnvironmentValues {
    /// An action that opens the app's settings window (``OpenSettingsAction``; recorded in
    /// ``ViewHost/windowRequests``).
    ///
    /// ```swift
    /// @Environment(\.openSettings) private var openSettings
    /// ```
    public var openSettings: OpenSettingsAction { OpenSettingsAction(requests: windowRequests) }
}
