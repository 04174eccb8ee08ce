import Foundation
import ViewEngine

extension ViewHost {
    /// The host's media as a test sees and drives it: the durations of media files (there
    /// is no decoder), the URLs that fail to load, the person's answers to camera and
    /// microphone prompts, the audio session, and what the app's players did.
    ///
    /// ```swift
    /// host.media.setDuration(.seconds(10), for: introURL)
    /// host.media.cameraAnswer = .deny
    /// try host.tap("Play")
    /// await host.advance(by: .seconds(10))
    /// host.media.events   // ["AVPlayer intro.mp4: played at 0.0 s", "AVPlayer intro.mp4: played to the end at 10.0 s"]
    /// ```
    public var media: HostMedia { HostMedia(state: .state(of: clock)) }
}

/// A host's media seen from a test (``ViewHost/media``).
@MainActor
public struct HostMedia {
    let state: MediaState

    /// How the person answers a permission prompt.
    public enum Answer: Sendable, Hashable {
        /// Allows: the status becomes ``AVAuthorizationStatus/authorized``.
        case allow
        /// Denies: the status becomes ``AVAuthorizationStatus/denied``.
        case deny
    }

    /// Declares that the media at `url` lasts `duration`: the duration of its
    /// ``AVAsset``, ``AVPlayerItem`` and ``AVAudioPlayer``. Media whose duration is not
    /// declared has an indefinite duration in an ``AVPlayer`` (it plays on and never
    /// ends, as a live stream) and a duration of 0 in an ``AVAudioPlayer`` (it finishes as
    /// soon as it plays). For an audio player, a declared URL is a file the host has, even
    /// if nothing is on disk.
    public func setDuration(_ duration: Duration, for url: URL) {
        state.setDuration(Swift.max(0, MediaClock.nanoseconds(duration)), for: url)
    }

    /// Declares that the sound in `data` (``AVAudioPlayer/init(data:)``) lasts `duration`.
    public func setDuration(_ duration: Duration, forData data: Data) {
        state.setDuration(Swift.max(0, MediaClock.nanoseconds(duration)), for: data)
    }

    /// Makes the media at `url` fail to load: an ``AVPlayerItem`` of it becomes
    /// ``AVPlayerItem/Status-swift.enum/failed``, with an error of
    /// ``AVFoundationErrorDomain`` (code -11800) whose description is `description`.
    public func failLoading(_ url: URL, description: String = "The operation could not be completed") {
        state.setFailure(description, for: url)
    }

    /// How the person answers the camera prompt (``AVCaptureDevice/requestAccess(for:completionHandler:)``
    /// with `.video`): allows, by default.
    public var cameraAnswer: Answer {
        get { state.answer(for: .video) }
        nonmutating set { state.setAnswer(newValue, for: .video) }
    }

    /// How the person answers the microphone prompt (`.audio`, and
    /// ``AVAudioSession/requestRecordPermission(_:)``): allows, by default.
    public var microphoneAnswer: Answer {
        get { state.answer(for: .audio) }
        nonmutating set { state.setAnswer(newValue, for: .audio) }
    }

    /// Sets the permission for `mediaType` as Settings would (or as a device policy does,
    /// for ``AVAuthorizationStatus/restricted``): prompts no longer ask.
    public func setAuthorizationStatus(_ status: AVAuthorizationStatus, for mediaType: AVMediaType) {
        state.setAuthorizationStatus(status, for: mediaType)
    }

    /// The audio session's category, as the app set it.
    public var audioCategory: AVAudioSession.Category { state.sessionSettings.category }

    /// The audio session's mode, as the app set it.
    public var audioMode: AVAudioSession.Mode { state.sessionSettings.mode }

    /// Whether the app's audio session is active.
    public var isAudioSessionActive: Bool { state.sessionSettings.isActive }

    /// Declares that speaking `text` (``AVSpeechSynthesizer``) takes `duration` at the
    /// default rate.
    public func setSpeechDuration(_ duration: Duration, for text: String) {
        state.setSpeechDuration(Swift.max(0, MediaClock.nanoseconds(duration)), for: text)
    }

    /// What happened, in order: `AVPlayer intro.mp4: played at 0.0 s`, `requestAccess vide:
    /// the person allows`, `setCategory playback mode moviePlayback`.
    public var events: [String] { state.events }
}
