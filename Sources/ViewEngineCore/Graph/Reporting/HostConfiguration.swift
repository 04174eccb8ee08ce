/// Settings of a ``ViewHost``: the per-frame limits and where diagnostics go.
///
/// ```swift
/// var configuration = HostConfiguration()
/// configuration.userEventUpdateLimit = 3
/// configuration.echoesDiagnosticsToStandardError = false
/// let host = ViewHost(ContentView(), configuration: configuration)
/// ```
public struct HostConfiguration: Sendable {
    /// How many times one onChange may run its action in a frame started by a user
    /// event or by asynchronous work (Rules R7). SwiftUI allows about 2.
    public var userEventUpdateLimit: Int
    /// How many times one onChange may run its action in the frame of the first mount,
    /// where onAppear actions run (Rules R7). SwiftUI allows about 6.
    public var appearanceUpdateLimit: Int
    /// The most update passes one frame may run before the engine cuts it off with a
    /// diagnostic (a loop that no onChange limit catches, such as onAppear ↔ `.id`).
    public var maximumPassesPerFrame: Int
    /// The most scheduler steps ``ViewHost/settle()`` runs before it gives up on
    /// endless work (such as a task that restarts itself forever) with a diagnostic.
    public var settleStepLimit: Int
    /// Whether diagnostics are also written to standard error, as SwiftUI writes them to the console.
    public var echoesDiagnosticsToStandardError: Bool
    /// Called with each diagnostic as it is emitted, for example to print it inline.
    public var diagnosticHandler: (@MainActor @Sendable (Diagnostic) -> Void)?
    /// The color scheme the host starts with (``ViewHost/colorScheme`` changes it).
    public var colorScheme = ColorScheme.light
    /// The scene phase the host starts with (``ViewHost/scenePhase`` changes it).
    public var scenePhase = ScenePhase.active
    /// Whether the host records a ``FrameTrace`` of every frame (``ViewHost/trace``). Off
    /// by default; when off, recording costs a `nil` check per event.
    public var tracesFrames = false
    /// Where `View._printChanges()` writes its lines; standard output when `nil`.
    public var printChangesHandler: (@MainActor @Sendable (String) -> Void)?
    /// The values the host's app storage starts with, by key (`@AppStorage` reads and
    /// writes a store of the host's own).
    public var appStorage: [String: AppStorageValue] = [:]
    /// The size of the window the host starts with.
    ///
    /// The engine lays its views out (Rules R22): a `GeometryReader` reports the size its
    /// layout gives it, not a fixed one. Setting this sets the window's size the host
    /// starts with; `ViewHost.size` reads and changes it while the host runs.
    @available(*, deprecated, message: "Views are laid out now: a GeometryReader reports the size its layout gives it. Set the window's size with `host.size` (393 × 852 points by default, an iPhone 15's).")
    public var geometrySize: CGSize {
        get { windowSize }
        set { windowSize = newValue }
    }
    /// The size of the window the host starts with: 393 × 852 points, an iPhone 15's in
    /// portrait (Measures §1 "Window size"); `ViewHost.size` changes it.
    package var windowSize = CGSize(width: 393, height: 852)
    /// Whether the host lays its views out after each frame's updates (Rules R22). On by
    /// default; with it off, no view has a frame, every `GeometryReader` reports the
    /// window's size, and a frame costs what it did before the engine had layout (the
    /// benchmarks compare the two).
    public var performsLayout = true
    /// The environment values the host sets for its whole tree, in the order they were
    /// set (``setEnvironment(_:_:)``).
    private(set) package var environmentSettings: [EnvironmentSetting] = []
    /// The settings features declare for themselves (``HostSettingKey``), such as the
    /// image loader of `AsyncImage`.
    package var featureSettings = HostFeatureSettings()

    /// Creates a configuration; the defaults reproduce the seed articles.
    public init(
        userEventUpdateLimit: Int = 2,
        appearanceUpdateLimit: Int = 6,
        maximumPassesPerFrame: Int = 100,
        settleStepLimit: Int = 1_000,
        echoesDiagnosticsToStandardError: Bool = true,
        diagnosticHandler: (@MainActor @Sendable (Diagnostic) -> Void)? = nil
    ) {
        self.userEventUpdateLimit = userEventUpdateLimit
        self.appearanceUpdateLimit = appearanceUpdateLimit
        self.maximumPassesPerFrame = maximumPassesPerFrame
        self.settleStepLimit = settleStepLimit
        self.echoesDiagnosticsToStandardError = echoesDiagnosticsToStandardError
        self.diagnosticHandler = diagnosticHandler
    }

    /// Sets an environment value for the host's whole tree, as the device and the user's
    /// settings do: the tree starts with it, and `.environment(_:_:)` below still overrides it.
    ///
    /// ```swift
    /// var configuration = HostConfiguration()
    /// configuration.setEnvironment(\.dynamicTypeSize, .accessibility3)
    /// configuration.setEnvironment(\.horizontalSizeClass, .regular)     // an iPad
    /// configuration.setEnvironment(\.accessibilityReduceMotion, true)
    /// ```
    ///
    /// Setting a key again replaces its value; ``ViewHost/setEnvironment(_:_:)`` changes one
    /// while the host runs.
    public mutating func setEnvironment<Value: Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable, _ value: Value) {
        environmentSettings.removeAll { $0.key == keyPath }
        environmentSettings.append(EnvironmentSetting(key: keyPath) { $0[keyPath: keyPath] = value })
    }
}

/// One environment value a host sets for its whole tree: the key it sets, and how.
package struct EnvironmentSetting: Sendable {
    package let key: AnyKeyPath & Sendable
    package let write: @Sendable (inout EnvironmentValues) -> Void
}
