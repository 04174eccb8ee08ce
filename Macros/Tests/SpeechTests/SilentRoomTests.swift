import Speech
import Testing
import ViewEngine

/// A host has no microphone audio: the task does not pretend.
@MainActor
@Suite("Speech: with nothing heard a task waits in silence")
struct SilentRoomTests {
    /// "running: Speech recognition (potentially including audio recording) is in
    /// progress" — over a silent host the task runs with no result; the host says so once;
    /// what the person says later reaches the running task.
    @Test func aTaskOverNoAudioRunsWithoutResultUntilSomethingIsHeard() async throws {
        try await inSpeechHost { host in
            let log = ResultLog()
            let recognizer = try #require(SFSpeechRecognizer())
            let task = recognizer.recognitionTask(with: SFSpeechAudioBufferRecognitionRequest(), resultHandler: log.handler)
            _ = recognizer.recognitionTask(with: SFSpeechAudioBufferRecognitionRequest()) { _, _ in }
            await host.settle()
            #expect(log.results == [] && task.state == .running)
            #expect(host.speech.events == ["recognitionTask: no audio", "recognitionTask: no audio"])
            host.speech.hear("late words")
            await host.settle()
            #expect(log.results == ["late final=false", "late words final=false"])
            #expect(host.speech.events.last == #"recognitionTask: "late words""#)
        }
    }

    /// "finish(): Stops accepting new audio" — a task that heard nothing completes with no
    /// result: never a transcript the person did not say.
    @Test func finishingASilentTaskGivesNoResult() async throws {
        try await inSpeechHost { host in
            let log = ResultLog()
            let task = try #require(SFSpeechRecognizer()).recognitionTask(with: SFSpeechAudioBufferRecognitionRequest(),
                                                                         resultHandler: log.handler)
            task.finish()
            await host.settle()
            #expect(log.results == [] && task.state == .completed)
            host.speech.hear("too late")
            #expect(host.speech.pendingTranscripts == ["too late"])
        }
    }
}
