import ViewEngine
import LabTranscript

// The corpus files `print` as apps do; in this module `print` is LabTranscript's, which
// writes into the transcript of the test that runs them.
@_exported import LabTranscript

/// Runs `body` with a fresh transcript and returns what the corpus views printed, line by line.
///
/// ```swift
/// let lines = try await printed { let host = ViewHost(SettingsFormView()); try host.toggle("Sounds") }
/// ```
@MainActor
func printed(_ body: @MainActor () async throws -> Void) async rethrows -> [String] {
    let transcript = Transcript()
    try await Transcript.$current.withValue(transcript) {
        try await body()
    }
    return transcript.contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
}

extension HostConfiguration {
    /// Diagnostics stay in `host.diagnostics`.
    static var corpus: HostConfiguration { HostConfiguration(echoesDiagnosticsToStandardError: false) }
}
