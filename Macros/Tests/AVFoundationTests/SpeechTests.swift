import AVFoundation
import Testing
import ViewEngine

/// The delegate a test listens with: each call with the host's time.
@MainActor
final class SpeechListener: AVSpeechSynthesizerDelegate {
    let host: ViewHost<Text>
    var heard: [String] = []

    init(host: ViewHost<Text>) { self.host = host }

    private func note(_ what: String, _ text: String) {
        heard.append("\(what) \"\(text)\" at \(host.clock.now.offset)")
    }

    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {
        let text = utterance.speechString
        MainActor.assumeIsolated { note("start", text) }
    }

    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        let text = utterance.speechString
        MainActor.assumeIsolated { note("finish", text) }
    }

    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {
        let text = utterance.speechString
        MainActor.assumeIsolated { note("pause", text) }
    }

    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {
        let text = utterance.speechString
        MainActor.assumeIsolated { note("continue", text) }
    }

    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {
        let text = utterance.speechString
        MainActor.assumeIsolated { note("cancel", text) }
    }
}

/// AVSpeechSynthesizer on the host's clock, each test naming the sentence of Apple's
/// documentation (AVFoundation: "AVSpeechSynthesizer", "speak(_:)",
/// "postUtteranceDelay", "pauseSpeaking(at:)", "stopSpeaking(at:)") it encodes.
@MainActor
@Suite("AVFoundation: AVSpeechSynthesizer")
struct SpeechTests {
    func inHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
        let host = ViewHost(Text("speech"))
        try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
    }

    /// "speak(_:): Adds the utterance you specify to the speech synthesizer's queue" —
    /// utterances are spoken in turn, each after the one before and its
    /// postUtteranceDelay, the delegate told as each starts and finishes.
    @Test func utterancesAreSpokenInTurn() async {
        await inHost { host in
            let synthesizer = AVSpeechSynthesizer()
            let listener = SpeechListener(host: host)
            synthesizer.delegate = listener
            host.media.setSpeechDuration(.seconds(2), for: "Welcome back")
            let first = AVSpeechUtterance(string: "Welcome back")
            first.postUtteranceDelay = 0.5
            synthesizer.speak(first)
            synthesizer.speak(AVSpeechUtterance(string: "You have three messages"))   // 4 words: 1.6 s
            #expect(synthesizer.isSpeaking)
            await host.advance(by: .seconds(5))
            #expect(listener.heard == [
                "start \"Welcome back\" at 0.0 seconds", "finish \"Welcome back\" at 2.0 seconds",
                "start \"You have three messages\" at 2.5 seconds", "finish \"You have three messages\" at 4.1 seconds",
            ])
            #expect(!synthesizer.isSpeaking)
        }
    }

    /// "pauseSpeaking(at:)" keeps the place that "continueSpeaking()" resumes from;
    /// "stopSpeaking(at:): Stops all speech at the boundary you specify" and empties the
    /// queue.
    @Test func pausingContinuesWhereItStoppedAndStoppingCancels() async {
        await inHost { host in
            let synthesizer = AVSpeechSynthesizer()
            let listener = SpeechListener(host: host)
            synthesizer.delegate = listener
            let utterance = AVSpeechUtterance(string: "one two three four five")   // 2 s
            utterance.rate = AVSpeechUtteranceMaximumSpeechRate                      // 1 s
            synthesizer.speak(utterance)
            synthesizer.speak(AVSpeechUtterance(string: "later"))
            await host.advance(by: .milliseconds(400))
            #expect(synthesizer.pauseSpeaking(at: .immediate))
            await host.advance(by: .seconds(3))
            #expect(synthesizer.isPaused && synthesizer.continueSpeaking())
            await host.advance(by: .milliseconds(600))
            #expect(synthesizer.stopSpeaking(at: .immediate))
            await host.advance(by: .seconds(3))
            #expect(listener.heard == [
                "start \"one two three four five\" at 0.0 seconds", "pause \"one two three four five\" at 0.4 seconds",
                "continue \"one two three four five\" at 3.4 seconds", "finish \"one two three four five\" at 4.0 seconds",
                "start \"later\" at 4.0 seconds", "cancel \"later\" at 4.0 seconds",
            ])
        }
    }
}
