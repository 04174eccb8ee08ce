import ViewEngine

/// A host for a benchmark: diagnostics are kept, not printed.
@MainActor
public func benchmarkHost<V: View>(_ view: V, layout: Bool = true) -> ViewHost<V> {
    var configuration = HostConfiguration(echoesDiagnosticsToStandardError: false)
    configuration.performsLayout = layout
    return ViewHost(view, configuration: configuration)
}
