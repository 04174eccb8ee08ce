import Foundation
import FrameworkSupport

/// The app's authorization to recognize speech, with Apple's raw values.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable, CustomStringConvertible {
    /// The app has not asked yet.
    case notDetermined = 0
    /// The person refused.
    case denied = 1
    /// The device does not allow it.
    case restricted = 2
    /// The person granted it.
    case authorized = 3

    /// The case's name: `authorized`.
    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .denied: "denied"
        case .restricted: "restricted"
        case .authorized: "authorized"
        }
    }
}

/// What kind of speech a request expects, with Apple's raw values.
public enum SFSpeechRecognitionTaskHint: Int, Sendable {
    /// No particular kind.
    case unspecified = 0
    /// Free dictation.
    case dictation = 1
    /// Search terms.
    case search = 2
    /// Short commands: yes, no, cancel.
    case confirmation = 3
}

/// A speech recognizer for one language: it checks the app's authorization and runs
/// recognition tasks over requests.
///
/// ```swift
/// SFSpeechRecognizer.requestAuthorization { status in }   // later: .authorized
/// let recognizer = SFSpeechRecognizer()!
/// let task = recognizer.recognitionTask(with: request) { result, error in
///     transcript = result?.bestTranscription.formattedString ?? transcript
/// }
/// ```
///
/// Headless, the host has no microphone audio: a task transcribes what the test says the
/// person said (`host.speech.hear(_:)`), and waits in silence otherwise.
///
/// Apple's class is an `NSObject` whose `init()` may fail; Swift cannot override
/// `NSObject`'s `init()` with a failable one, so this class has no superclass.
open class SFSpeechRecognizer {
    /// The language the recognizer recognizes.
    public let locale: Locale

    /// A recognizer for the person's current locale; `nil` when it has no language.
    public convenience init?() {
        self.init(locale: .current)
    }

    /// A recognizer for `locale`; `nil` when the locale names no language.
    public init?(locale: Locale) {
        guard let language = locale.language.languageCode?.identifier, !language.isEmpty else { return nil }
        self.locale = locale
    }

    /// Whether the recognizer can recognize now: the host's (`host.speech.isAvailable`,
    /// `true` by default).
    open var isAvailable: Bool { SpeechState.current.isAvailable }

    /// Whether the recognizer can recognize without a network: `true` headless, where no
    /// server is asked.
    open var supportsOnDeviceRecognition: Bool { true }

    /// The kind of speech tasks expect when their request does not say.
    open var defaultTaskHint: SFSpeechRecognitionTaskHint = .unspecified

    /// The queue the result handlers run on: the main queue.
    open var queue: OperationQueue = .main

    /// The app's authorization to recognize speech now: `.notDetermined` until it asks.
    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus {
        SpeechState.current.authorizationStatus
    }

    /// Asks the person, the first time, to let the app recognize speech, and calls
    /// `handler` with the status after: later, when the host settles (the status stays
    /// `.notDetermined` until then). The person answers `host.speech.authorizationAnswer`.
    open class func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        let state = SpeechState.current
        deliverLater { handler(state.answerAuthorization()) }
    }

    /// Starts recognizing `request`'s speech; `resultHandler` gets each result (partial
    /// ones, if the request reports them, then the final one), later, on the main actor.
    ///
    /// Headless, the task hears what `host.speech.hear(_:)` said; with nothing said it
    /// runs without a result, and the host says once on standard error that it has no
    /// audio.
    open func recognitionTask(with request: SFSpeechRecognitionRequest,
                              resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask(request: request, state: .current, resultHandler: resultHandler)
        task.begin()
        return task
    }
}
