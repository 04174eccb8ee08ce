import Speech
import Testing
import ViewEngine

/// SFSpeechRecognitionTask: "cancel()" and "isCancelled".
@MainActor
@Suite("Speech: a cancelled task gives no more results")
struct CancelTests {
    /// "cancel(): Cancels the current speech recognition task" and "canceling: Delivery of
    /// recognition results has finished" — a handler that cancels after the second word
    /// gets no third word and no final result.
    @Test func cancellingStopsTheResults() async throws {
        try await inSpeechHost { host in
            host.speech.hear("one two three")
            var texts: [String] = []
            var task: SFSpeechRecognitionTask?
            let request = SFSpeechAudioBufferRecognitionRequest()
            task = try #require(SFSpeechRecognizer()).recognitionTask(with: request) { result, _ in
                guard let result else { return }
                texts.append(result.bestTranscription.formattedString)
                if texts.count == 2 { task?.cancel() }
            }
            #expect(task?.isCancelled == false)
            await host.settle()
            request.endAudio()
            await host.settle()
            #expect(texts == ["one", "one two"])
            #expect(task?.isCancelled == true && task?.state == .completed)
        }
    }

    /// A task cancelled before its results arrive gets none; its state is `canceling`
    /// until the host settles, then `completed`.
    @Test func aTaskCancelledAtOnceGetsNothing() async throws {
        try await inSpeechHost { host in
            host.speech.hear("never heard")
            let log = ResultLog()
            let task = try #require(SFSpeechRecognizer()).recognitionTask(with: SFSpeechAudioBufferRecognitionRequest(),
                                                                         resultHandler: log.handler)
            task.cancel()
            #expect(task.state == .canceling)
            await host.settle()
            #expect(log.results == [] && task.state == .completed)
        }
    }
}
