import Foundation
import VirtualTime

/// Speech recognition on one host: the app's authorization and the answer its request
/// gets, what the person says next, the tasks listening in silence, and what happened.
/// Kept by the host's clock (`VirtualClock.service(_:)`); outside any host a process-wide
/// one stands in.
///
/// Invariant (`@unchecked Sendable`): every stored `var` is read and written only under
/// `lock`. The listening tasks are only handed out (``takeListener()``) to the main actor's
/// driver, which is where the app's tasks were made.
final class SpeechState: @unchecked Sendable {
    private let lock = NSLock()
    private var status = SFSpeechRecognizerAuthorizationStatus.notDetermined
    private var answer = SFSpeechRecognizerAuthorizationStatus.authorized
    private var available = true
    private var heard: [String] = []
    private var listeners: [Listener] = []
    private var saidNoAudio = false
    private var log: [String] = []

    /// A task waiting in silence for something to hear.
    private struct Listener {
        weak var task: SFSpeechRecognitionTask?
    }

    private static let processWide = SpeechState()

    /// The current host's state, or the process's outside any host.
    static var current: SpeechState { of(VirtualClock.current) }

    /// The state of the host whose clock is `clock`, or the process's for `nil`.
    static func of(_ clock: VirtualClock?) -> SpeechState {
        clock?.service { _ in SpeechState() } ?? processWide
    }

    var authorizationStatus: SFSpeechRecognizerAuthorizationStatus {
        get { lock.withLock { status } }
        set { lock.withLock { status = newValue } }
    }

    var authorizationAnswer: SFSpeechRecognizerAuthorizationStatus {
        get { lock.withLock { answer } }
        set { lock.withLock { answer = newValue } }
    }

    var isAvailable: Bool {
        get { lock.withLock { available } }
        set { lock.withLock { available = newValue } }
    }

    var events: [String] { lock.withLock { log } }
    var pendingTranscripts: [String] { lock.withLock { heard } }

    func record(_ event: String) { lock.withLock { log.append(event) } }

    /// The person's answer to the authorization prompt, the first time; the status after.
    func answerAuthorization() -> SFSpeechRecognizerAuthorizationStatus {
        lock.withLock {
            if status == .notDetermined { status = answer }
            log.append("requestAuthorization: \(status)")
            return status
        }
    }

    /// Queues `text` for the next task that listens.
    func enqueue(_ text: String) { lock.withLock { heard.append(text) } }

    /// What the next task hears, if the person said something.
    func takeTranscript() -> String? {
        lock.withLock { heard.isEmpty ? nil : heard.removeFirst() }
    }

    /// Keeps `task` waiting for something to hear; returns whether the host has not yet
    /// said that it has no audio (it says it once).
    func listen(_ task: SFSpeechRecognitionTask) -> Bool {
        lock.withLock {
            listeners.append(Listener(task: task))
            defer { saidNoAudio = true }
            return !saidNoAudio
        }
    }

    /// The oldest task still listening, no longer listening.
    func takeListener() -> SFSpeechRecognitionTask? {
        lock.withLock {
            while !listeners.isEmpty {
                if let task = listeners.removeFirst().task, task.isListening { return task }
            }
            return nil
        }
    }
}
