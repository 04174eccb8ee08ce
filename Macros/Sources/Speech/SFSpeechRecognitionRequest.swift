import Foundation

/// What a recognition task recognizes, and how: an abstract class, of which the app makes
/// an ``SFSpeechAudioBufferRecognitionRequest`` or an ``SFSpeechURLRecognitionRequest``.
open class SFSpeechRecognitionRequest: NSObject {
    /// Whether the task reports results before the final one, as the words come: `true`
    /// by default.
    open var shouldReportPartialResults = true

    /// The kind of speech expected.
    open var taskHint: SFSpeechRecognitionTaskHint = .unspecified

    /// Words and phrases likely in the speech.
    open var contextualStrings: [String] = []

    /// Whether the audio must not leave the device: `false` by default.
    open var requiresOnDeviceRecognition = false

    /// Whether the transcription is punctuated: `false` by default.
    open var addsPunctuation = false

    /// An identifier that relates the request to an interaction of the app.
    open var interactionIdentifier: String?

    /// The tasks over this request, to end when its audio ends.
    var tasks: [WeakTask] = []

    /// Whether the request's audio has ended (its file's, or ``SFSpeechAudioBufferRecognitionRequest/endAudio()``).
    var audioEnds: Bool { false }

    struct WeakTask {
        weak var task: SFSpeechRecognitionTask?
    }
}

/// A request over live audio the app appends buffer by buffer, from an audio engine's tap.
///
/// Headless, no tap is given buffers, so none arrives; a buffer appended anyway is
/// counted, never transcribed.
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest {
    private var ended = false

    /// The number of buffers appended (a driver's view; Apple's request has no such
    /// property).
    var appendedBuffers = 0

    /// The format the recognizer prefers: 16 000 Hz mono.
    open var nativeAudioFormat: AVAudioFormat {
        AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1)!
    }

    /// Appends a buffer of audio to recognize.
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {
        guard !ended else { return }
        appendedBuffers += 1
    }

    /// Marks the end of the audio: the task finishes with the final result of what it
    /// heard.
    open func endAudio() {
        guard !ended else { return }
        ended = true
        for entry in tasks { entry.task?.audioDidEnd() }
    }

    override var audioEnds: Bool { ended }
}

/// A request over a recorded audio file.
///
/// Headless, a file's audio is not decoded: the task transcribes what
/// `host.speech.hear(_:)` said, and the file's end is the audio's.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest {
    /// The file's URL.
    public let url: URL

    /// A request over the audio file at `URL`.
    public init(url URL: URL) {
        url = URL
        super.init()
    }

    override var audioEnds: Bool { true }
}
