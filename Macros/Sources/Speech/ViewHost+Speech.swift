import Foundation
import ViewEngine

extension ViewHost {
    /// Speech recognition on this host as a test sees and drives it: the answer to the
    /// app's authorization request, what the person says, and every call the app made.
    ///
    /// ```swift
    /// host.speech.hear("Hello world")
    /// try host.tap("Record")
    /// await host.settle()      // the app's handler got "Hello", then "Hello world"
    /// ```
    public var speech: HostSpeech { HostSpeech(state: .of(clock)) }
}

/// A host's speech recognition seen from a test (``ViewHost/speech``).
@MainActor
public struct HostSpeech {
    let state: SpeechState

    /// What the person answers when the app asks to recognize speech:
    /// ``SFSpeechRecognizerAuthorizationStatus/authorized`` by default, as on a simulator
    /// where it was granted. Set before the app asks.
    public var authorizationAnswer: SFSpeechRecognizerAuthorizationStatus {
        get { state.authorizationAnswer }
        nonmutating set { state.authorizationAnswer = newValue }
    }

    /// The app's authorization now (``SFSpeechRecognizer/authorizationStatus()``); a test
    /// may set it, as Settings does.
    public var authorizationStatus: SFSpeechRecognizerAuthorizationStatus {
        get { state.authorizationStatus }
        nonmutating set { state.authorizationStatus = newValue }
    }

    /// Whether recognizers are available (``SFSpeechRecognizer/isAvailable``); `true` by
    /// default.
    public var isAvailable: Bool {
        get { state.isAvailable }
        nonmutating set { state.isAvailable = newValue }
    }

    /// The person says `text`: the oldest recognition task listening in silence hears it
    /// now, or else the next task started does. Its words are the results' words, split at
    /// white space.
    public func hear(_ text: String) {
        state.record("hear \"\(text)\"")
        if let task = state.takeListener() {
            task.hear(text)
        } else {
            state.enqueue(text)
        }
    }

    /// What was said and not yet heard by a task, oldest first.
    public var pendingTranscripts: [String] { state.pendingTranscripts }

    /// Every call and what came of it, in order: `requestAuthorization: authorized`,
    /// `recognitionTask: "Hello world"`, `recognitionTask: no audio`, `cancel`.
    public var events: [String] { state.events }
}
