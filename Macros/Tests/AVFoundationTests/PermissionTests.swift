import AVFoundation
import Testing
import ViewEngine

/// The camera's and microphone's permissions and the audio session, each test naming the
/// sentence of Apple's documentation (AVFoundation: "Requesting authorization to capture
/// and save media", "AVAudioSession", "setCategory(_:mode:options:)",
/// "requestRecordPermission(_:)") it encodes. Every test runs in a host of its own, so each
/// has its own person and session.
@MainActor
@Suite("AVFoundation: permissions and the audio session")
struct PermissionTests {
    func inHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
        let host = ViewHost(Text("capture"))
        try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
    }

    /// "If the user has not yet granted or denied permission … the status is
    /// notDetermined"; "requestAccess(for:completionHandler:) … The call returns
    /// immediately … the handler is called once the user responds"; after an answer,
    /// "subsequent calls … return the same value without prompting".
    @Test func theCameraPromptAsksOnceAndTheAnswerStays() async {
        await inHost { host in
            #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
            host.media.cameraAnswer = .deny
            let answers = AnswerBox()
            AVCaptureDevice.requestAccess(for: .video) { granted in Task { @MainActor in answers.values.append(granted) } }
            #expect(answers.values.isEmpty)
            await host.settle()
            #expect(answers.values == [false])
            #expect(AVCaptureDevice.authorizationStatus(for: .video) == .denied)
            host.media.cameraAnswer = .allow
            #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
            #expect(await AVCaptureDevice.requestAccess(for: .audio) == true)
            #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .authorized)
            #expect(host.media.events == ["requestAccess vide: the person denies", "requestAccess vide: already denied",
                                          "requestAccess soun: the person allows"])
            // A headless host has no camera.
            #expect(AVCaptureDevice.default(for: .video) == nil)
            #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
        }
    }

    /// "restricted: The user can't grant access due to restrictions" — the host sets it,
    /// and no prompt is shown.
    @Test func aRestrictedStatusIsNotAsked() async {
        await inHost { host in
            host.media.setAuthorizationStatus(.restricted, for: .video)
            #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
            #expect(AVCaptureDevice.authorizationStatus(for: .video) == .restricted)
            #expect(host.media.events == ["requestAccess vide: already restricted"])
        }
    }

    /// "recordPermission … undetermined … granted … denied" and
    /// "requestRecordPermission(_:)": the microphone's permission, shared with
    /// AVCaptureDevice's `.audio` and AVAudioApplication.
    @Test func recordPermissionIsTheMicrophones() async {
        await inHost { host in
            let session = AVAudioSession.sharedInstance()
            #expect(session === AVAudioSession.sharedInstance())
            #expect(session.recordPermission == .undetermined)
            host.media.microphoneAnswer = .allow
            let answers = AnswerBox()
            session.requestRecordPermission { answers.values.append($0) }
            await host.settle()
            #expect(answers.values == [true])
            #expect(session.recordPermission == .granted)
            #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .authorized)
            #expect(AVAudioApplication.shared.recordPermission == .granted)
            #expect(await AVAudioApplication.requestRecordPermission())
        }
    }

    /// "The default audio session category is soloAmbient"; "setCategory(_:mode:options:)
    /// … Sets the audio session's category, mode, and options"; defaultToSpeaker "You can
    /// set this option only when using the playAndRecord category" — else the call throws
    /// and nothing changes.
    @Test func theSessionsCategoryModeAndOptions() async throws {
        try await inHost { host in
            let session = AVAudioSession.sharedInstance()
            #expect(session.category == .soloAmbient && session.mode == .default)
            try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
            try session.setActive(true)
            #expect(session.category == .playback && session.mode == .moviePlayback)
            #expect(session.categoryOptions == [.mixWithOthers])
            #expect(host.media.audioCategory == .playback && host.media.isAudioSessionActive)
            #expect {
                try session.setCategory(.playback, mode: .default, options: [.defaultToSpeaker])
            } throws: { ($0 as NSError).code == -50 }
            #expect(session.category == .playback && session.mode == .moviePlayback)
            try session.setCategory(.playAndRecord, options: [.defaultToSpeaker, .allowBluetooth])
            #expect(session.mode == .moviePlayback && session.routeSharingPolicy == .default)
            try session.setCategory(.playback, mode: .default, policy: .longFormAudio, options: [])
            #expect(session.routeSharingPolicy == .longFormAudio)
            try session.setActive(false, options: .notifyOthersOnDeactivation)
            #expect(host.media.events == ["setCategory playback mode moviePlayback", "setActive true", "setCategory playback: paramErr",
                                          "setCategory playAndRecord mode moviePlayback", "setCategory playback mode default",
                                          "setActive false"])
        }
    }
}

/// What a completion handler was called with.
@MainActor
final class AnswerBox {
    var values: [Bool] = []
}
