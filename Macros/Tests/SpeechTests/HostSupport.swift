import Foundation
import Speech
import ViewEngine

/// Runs `body` as the app of a new host runs: speech recognition is the host's.
@MainActor
func inSpeechHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
    let host = ViewHost(Text("speech"))
    try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
}

/// The results a handler got, as `formattedString` and `isFinal`.
@MainActor
final class ResultLog {
    var results: [String] = []

    /// A result handler that records what it gets.
    var handler: (SFSpeechRecognitionResult?, (any Error)?) -> Void {
        { [self] result, error in
            if let result { results.append("\(result.bestTranscription.formattedString) final=\(result.isFinal)") }
            if let error { results.append("error \(error)") }
        }
    }
}
