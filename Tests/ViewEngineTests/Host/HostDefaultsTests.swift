import Testing
import ViewEngine

/// The public default stays what SwiftUI does, whatever the tests' own default is
/// (`ViewHost(testing:)` in TestSupport turns the echo off).
@MainActor
@Suite("Host defaults")
struct HostDefaultsTests {
    /// "Diagnostics are also written to standard error as SwiftUI writes them to the
    /// console." (the host's contract, Rules: Host)
    @Test func diagnosticsAreEchoedToStandardErrorByDefault() {
        #expect(HostConfiguration().echoesDiagnosticsToStandardError)
    }
}
