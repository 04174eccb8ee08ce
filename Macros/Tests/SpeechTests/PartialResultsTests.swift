import Speech
import Testing
import ViewEngine

/// SFSpeechRecognitionRequest: "shouldReportPartialResults"; SFSpeechRecognitionTask:
/// "finish()"; SFSpeechRecognitionResult: "isFinal".
@MainActor
@Suite("Speech: what the host hears comes word by word, then final")
struct PartialResultsTests {
    /// "shouldReportPartialResults: A Boolean value that indicates whether you want
    /// intermediate results returned for each utterance" and "For audio buffer–based
    /// recognition, recognition does not finish until this method is called" (finish) —
    /// one partial result a word, later; the final one when the audio ends.
    @Test func partialResultsComeWordByWordThenTheFinalOneWhenTheAudioEnds() async throws {
        try await inSpeechHost { host in
            host.speech.hear("Hello world again")
            let log = ResultLog()
            let request = SFSpeechAudioBufferRecognitionRequest()
            let task = try #require(SFSpeechRecognizer()).recognitionTask(with: request, resultHandler: log.handler)
            #expect(task.state == .running && log.results == [])
            await host.settle()
            #expect(log.results == ["Hello final=false", "Hello world final=false", "Hello world again final=false"])
            request.endAudio()
            #expect(task.state == .finishing && task.isFinishing)
            await host.settle()
            #expect(log.results == ["Hello final=false", "Hello world final=false", "Hello world again final=false",
                                    "Hello world again final=true"])
            #expect(task.state == .completed)
            #expect(host.speech.pendingTranscripts == [])
        }
    }

    /// "isFinal: A Boolean value that indicates whether speech recognition is complete" —
    /// without partial results the handler gets one result, final; a file's request ends
    /// with the file. The final transcription's segments are its words with their ranges
    /// and times.
    @Test func withoutPartialResultsOnlyTheFinalOneComes() async throws {
        try await inSpeechHost { host in
            host.speech.hear("Good morning")
            let request = SFSpeechURLRecognitionRequest(url: URL(fileURLWithPath: "/tmp/meeting.m4a"))
            request.shouldReportPartialResults = false
            var results: [SFSpeechRecognitionResult] = []
            _ = try #require(SFSpeechRecognizer()).recognitionTask(with: request) { result, _ in
                if let result { results.append(result) }
            }
            await host.settle()
            let final = try #require(results.count == 1 ? results.first : nil)
            #expect(final.isFinal && final.transcriptions.map(\.formattedString) == ["Good morning"])
            let segments = final.bestTranscription.segments
            #expect(segments.map(\.substring) == ["Good", "morning"])
            #expect(segments.map(\.substringRange) == [NSRange(location: 0, length: 4), NSRange(location: 5, length: 7)])
            #expect(segments.map(\.timestamp) == [0, 0.4] && segments.map(\.duration) == [0.4, 0.4])
            #expect(segments.map(\.confidence) == [1, 1])
        }
    }
}
