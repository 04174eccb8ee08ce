import Speech
import Testing
import ViewEngine

/// An app's helper over AVAudioSession's "requestRecordPermission(_:)", written as apps
/// write it: an async wrapper of the completion handler.
extension AVAudioSession {
    fileprivate func isAllowedToRecord() async -> Bool {
        await withCheckedContinuation { continuation in
            requestRecordPermission { continuation.resume(returning: $0) }
        }
    }
}

@MainActor
@Suite("AVFoundation: an app's async record-permission helper compiles and answers")
struct RecordPermissionTests {
    /// "requestRecordPermission(_:): Requests the user's permission for audio recording" —
    /// the host's person grants it by default (`host.media`), so the helper answers `true`.
    @Test func anAsyncHelperOverRequestRecordPermissionAnswers() async {
        await inSpeechHost { host in
            let allowed = await AVAudioSession.sharedInstance().isAllowedToRecord()
            #expect(allowed)
        }
    }
}
