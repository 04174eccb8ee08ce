import ViewEngine

/// Collects what the views under test "print", in order.
@MainActor
final class Log {
    private(set) var lines: [String] = []
    func callAsFunction(_ line: String) { lines.append(line) }
    /// Returns the lines logged since the last call and forgets them.
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

extension HostConfiguration {
    /// A configuration for tests: diagnostics stay in `host.diagnostics`.
    static var quiet: HostConfiguration { HostConfiguration(echoesDiagnosticsToStandardError: false) }
}
