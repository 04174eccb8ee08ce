import AVFoundation
import Testing
import ViewEngine

/// Bad input never traps: rates, times, loop counts and delays that are huge or not
/// numbers are clamped or ignored, as the documentation comments of each property say.
@MainActor
@Suite("AVFoundation: bad input")
struct BadInputTests {
    func inHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
        let host = ViewHost(Text("bad input"))
        try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
    }

    /// A player's rate that is not a finite number is ignored; a huge rate or a seek to a
    /// huge time reaches the item's end, no further.
    @Test func aPlayerTakesHugeAndNonNumericValues() async {
        await inHost { host in
            let url = URL(string: "https://example.com/clip.mp4")!
            host.media.setDuration(.seconds(10), for: url)
            let player = AVPlayer(url: url)
            player.rate = .nan
            player.rate = .infinity
            #expect(player.rate == 0)
            player.rate = .greatestFiniteMagnitude
            await host.advance(by: .seconds(1))
            #expect(player.currentTime().seconds == 10 && player.rate == 0)
            player.seek(to: CMTime(value: .max, timescale: 1))
            #expect(player.currentTime().seconds == 10)
            player.seek(to: .positiveInfinity)
            player.rate = .leastNonzeroMagnitude
            await host.advance(by: .seconds(1))
            #expect(player.currentTime().seconds == 10)
            _ = player.addPeriodicTimeObserver(forInterval: .invalid, queue: nil) { _ in }
            _ = player.addPeriodicTimeObserver(forInterval: CMTime(value: .max, timescale: 1), queue: nil) { _ in }
            player.seek(to: .zero)
            player.play()
            await host.advance(by: .seconds(1))
            #expect(player.currentTime().seconds == 1)
        }
    }

    /// An audio player's loop count, time and rate; an utterance's delays and rate.
    @Test func audioAndSpeechTakeHugeAndNonNumericValues() async throws {
        try await inHost { host in
            let url = URL(string: "https://example.com/loop.caf")!
            host.media.setDuration(.seconds(1), for: url)
            let player = try AVAudioPlayer(contentsOf: url)
            player.numberOfLoops = .max
            player.currentTime = 1e300
            player.currentTime = .nan
            player.enableRate = true
            player.rate = .nan
            player.play()
            await host.advance(by: .milliseconds(2500))
            #expect(player.isPlaying && player.currentTime == 0.5)

            let synthesizer = AVSpeechSynthesizer()
            let utterance = AVSpeechUtterance(string: "never")
            utterance.preUtteranceDelay = .infinity
            utterance.postUtteranceDelay = .nan
            utterance.rate = .nan
            synthesizer.speak(utterance)
            await host.advance(by: .seconds(60))
            #expect(synthesizer.isSpeaking)
            #expect(synthesizer.stopSpeaking(at: .word))

            #expect((CMTime(value: .max, timescale: 1) * 1e300).isPositiveInfinity)
            #expect(!(CMTime(value: 1, timescale: 1) * Float64.nan).isValid)
            #expect(CMTime(value: .max, timescale: 1).convertScale(1_000_000_000).isPositiveInfinity)
        }
    }
}
