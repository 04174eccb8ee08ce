import ViewEngine

/// A host for a benchmark: diagnostics are kept, not printed.
@MainActor
public func benchmarkHost<V: View>(_ view: V) -> ViewHost<V> {
    ViewHost(view, configuration: HostConfiguration(echoesDiagnosticsToStandardError: false))
}
