import Foundation
import FrameworkSupport

/// Where a recognition task is, with Apple's raw values.
public enum SFSpeechRecognitionTaskState: Int, Sendable, CustomStringConvertible {
    /// Recognition has not started.
    case starting = 0
    /// Recognition is under way.
    case running = 1
    /// The audio has ended; results may still come.
    case finishing = 2
    /// Results stopped; audio may still be recorded.
    case canceling = 3
    /// Results stopped and the audio ended.
    case completed = 4

    /// The case's name: `running`.
    public var description: String {
        switch self {
        case .starting: "starting"
        case .running: "running"
        case .finishing: "finishing"
        case .canceling: "canceling"
        case .completed: "completed"
        }
    }
}

/// A recognition under way, made by ``SFSpeechRecognizer/recognitionTask(with:resultHandler:)``:
/// the app reads its ``state``, ends its audio (``finish()``) or cancels it (``cancel()``).
///
/// Headless, the task hears what `host.speech.hear(_:)` said: a partial result for each
/// word, if its request reports them, each with the words so far ("Hello", "Hello world");
/// the final one when the audio ends; then it is ``SFSpeechRecognitionTaskState/completed``.
/// Results come later, on the main actor, never during the call that caused them.
open class SFSpeechRecognitionTask: NSObject {
    let request: SFSpeechRecognitionRequest
    let speech: SpeechState
    private let resultHandler: (SFSpeechRecognitionResult?, (any Error)?) -> Void
    private var words: [String]?
    private var partialsDelivered = false
    private var finalDelivered = false
    private var audioEnded = false

    init(request: SFSpeechRecognitionRequest, state: SpeechState,
         resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void) {
        self.request = request
        speech = state
        self.resultHandler = resultHandler
        super.init()
    }

    /// Where the task is: ``SFSpeechRecognitionTaskState/running`` from its start.
    open private(set) var state = SFSpeechRecognitionTaskState.starting

    /// Whether the task was cancelled; `false` by default.
    open private(set) var isCancelled = false

    /// Whether the task's audio has ended; `false` by default.
    open private(set) var isFinishing = false

    /// The error that ended the task, if one did: none, headless.
    open var error: (any Error)? { nil }

    /// Stops accepting audio and finishes on what was heard: the final result comes, later.
    /// A task that heard nothing completes without a result.
    open func finish() {
        guard state == .running else { return }
        speech.record("finish")
        audioDidEnd()
    }

    /// Cancels the task: no result comes after, even one already on its way; the state is
    /// ``SFSpeechRecognitionTaskState/canceling``, then `completed` when the host settles.
    open func cancel() {
        guard !isCancelled, state != .completed else { return }
        speech.record("cancel")
        isCancelled = true
        state = .canceling
        deliverLater { [self] in state = .completed }
    }

    // MARK: The host's audio

    /// Starts the task: it hears what the person said, or listens in silence.
    func begin() {
        state = .running
        request.tasks.append(.init(task: self))
        audioEnded = request.audioEnds
        isFinishing = audioEnded
        if let text = speech.takeTranscript() {
            hear(text)
        } else if speech.listen(self) {
            speech.record("recognitionTask: no audio")
            let message = "Speech: the headless host has no audio; a recognition task hears what "
                + "host.speech.hear(_:) says and gives no result until then.\n"
            FileHandle.standardError.write(Data(message.utf8))
        } else {
            speech.record("recognitionTask: no audio")
        }
    }

    /// Whether the task waits for something to hear.
    var isListening: Bool { words == nil && !isCancelled && state == .running }

    /// The person says `text`: the task's results come, later.
    func hear(_ text: String) {
        let heard = text.split(whereSeparator: \.isWhitespace).map(String.init)
        words = heard
        speech.record("recognitionTask: \"\(heard.joined(separator: " "))\"")
        deliverLater { [self] in
            if request.shouldReportPartialResults {
                for count in heard.indices.map({ $0 + 1 }) {
                    guard !isCancelled else { return }
                    resultHandler(SFSpeechRecognitionResult(words: Array(heard.prefix(count)), isFinal: false), nil)
                }
            }
            partialsDelivered = true
            if audioEnded { deliverFinal() }
        }
    }

    /// The audio ended (``finish()``, or the request's `endAudio()`).
    func audioDidEnd() {
        guard !audioEnded || state == .running, !isCancelled else { return }
        audioEnded = true
        isFinishing = true
        if words == nil {
            state = .completed
        } else {
            state = .finishing
            if partialsDelivered { deliverLater { [self] in deliverFinal() } }
        }
    }

    private func deliverFinal() {
        guard !isCancelled, !finalDelivered, let words else { return }
        finalDelivered = true
        state = .completed
        resultHandler(SFSpeechRecognitionResult(words: words, isFinal: true), nil)
    }
}
