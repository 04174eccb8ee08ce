import ViewEngine

extension ViewHost {
    /// Mounts `root` with the settings a test wants, so that a test states only what
    /// matters to it: those of `configuration`, except that diagnostics are not echoed to
    /// standard error (the test reads them from `diagnostics`). `ViewHost(_:)` keeps the
    /// public default, which echoes them as SwiftUI writes them to the console (Rules:
    /// Host).
    ///
    /// ```swift
    /// let host = ViewHost(testing: Counter())
    /// let host = ViewHost(testing: Runaway(), configuration: HostConfiguration(userEventUpdateLimit: 4))
    /// ```
    public convenience init(testing root: Root, configuration: HostConfiguration = HostConfiguration()) {
        var configuration = configuration
        configuration.echoesDiagnosticsToStandardError = false
        self.init(root, configuration: configuration)
    }
}

extension ViewHost {
    /// Hosts `app` (``ViewHost/init(app:scene:configuration:)``) without echoing its
    /// diagnostics to standard error; the test reads them from `diagnostics`.
    ///
    /// ```swift
    /// let host = ViewHost(testing: NotesApp())
    /// let settings = ViewHost(testing: NotesApp(), scene: "Settings")
    /// ```
    public convenience init<A: App>(testing app: A, scene: String? = nil, configuration: HostConfiguration = HostConfiguration())
    where Root == HostedApp<A> {
        var configuration = configuration
        configuration.echoesDiagnosticsToStandardError = false
        self.init(app: app, scene: scene, configuration: configuration)
    }
}
