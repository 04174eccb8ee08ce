import AVFoundation
import Testing
import ViewEngine

/// The delegate a test listens with: what it heard, with the host's time.
@MainActor
final class FinishListener: AVAudioPlayerDelegate {
    let host: ViewHost<Text>
    var heard: [String] = []

    init(host: ViewHost<Text>) { self.host = host }

    nonisolated func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        let state = "isPlaying \(player.isPlaying), currentTime \(player.currentTime)"
        MainActor.assumeIsolated {
            heard.append("finished \(flag) at \(host.clock.now.offset), \(state)")
        }
    }
}

/// AVAudioPlayer on the host's virtual clock, each test naming the sentence of Apple's
/// documentation (AVFoundation: "AVAudioPlayer", "numberOfLoops", "stop()",
/// "audioPlayerDidFinishPlaying(_:successfully:)", "enableRate") it encodes.
@MainActor
@Suite("AVFoundation: AVAudioPlayer")
struct AVAudioPlayerTests {
    let chime = URL(string: "https://example.com/sounds/chime.caf")!

    func inHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
        let host = ViewHost(Text("sounds"))
        try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
    }

    /// "audioPlayerDidFinishPlaying(_:successfully:): Tells the delegate when the audio
    /// finishes playing" — at the sound's duration on the host's clock; the player is
    /// then stopped, back at the start.
    @Test func theDelegateHearsTheEndAtTheDuration() async throws {
        try await inHost { host in
            host.media.setDuration(.seconds(2), for: chime)
            let player = try AVAudioPlayer(contentsOf: chime)
            let listener = FinishListener(host: host)
            player.delegate = listener
            #expect(player.duration == 2)
            #expect(player.prepareToPlay())
            #expect(player.play())
            #expect(player.isPlaying)
            await host.advance(by: .milliseconds(500))
            #expect(player.currentTime == 0.5)
            await host.advance(by: .seconds(2))
            #expect(listener.heard == ["finished true at 2.0 seconds, isPlaying false, currentTime 0.0"])
            #expect(!player.isPlaying)
        }
    }

    /// "numberOfLoops … A value of 0, which is the default, means to play the sound once.
    /// Set a positive integer value to specify the number of times to return to the start
    /// and play again … Any negative integer value means to loop indefinitely until you
    /// call the stop() method."
    @Test func loopsPlayTheSoundAgainBeforeFinishing() async throws {
        try await inHost { host in
            host.media.setDuration(.seconds(2), for: chime)
            let player = try AVAudioPlayer(contentsOf: chime)
            let listener = FinishListener(host: host)
            player.delegate = listener
            player.numberOfLoops = 2
            player.play()
            await host.advance(by: .seconds(5))
            #expect(player.currentTime == 1)
            #expect(listener.heard.isEmpty)
            await host.advance(by: .seconds(1))
            #expect(listener.heard == ["finished true at 6.0 seconds, isPlaying false, currentTime 0.0"])

            let forever = try AVAudioPlayer(contentsOf: chime)
            forever.numberOfLoops = -1
            forever.delegate = listener
            forever.play()
            await host.advance(by: .seconds(60))
            #expect(forever.isPlaying && listener.heard.count == 1)
            forever.stop()
            #expect(!forever.isPlaying)
        }
    }

    /// "stop(): … The stop method does not reset the value of the currentTime property to
    /// 0" and the delegate is not told the sound finished; pause() keeps the place too.
    @Test func stopAndPauseKeepThePlace() async throws {
        try await inHost { host in
            host.media.setDuration(.seconds(10), for: chime)
            let player = try AVAudioPlayer(contentsOf: chime)
            let listener = FinishListener(host: host)
            player.delegate = listener
            player.play()
            await host.advance(by: .seconds(3))
            player.pause()
            await host.advance(by: .seconds(3))
            #expect(player.currentTime == 3)
            player.play()
            await host.advance(by: .seconds(1))
            player.stop()
            await host.advance(by: .seconds(20))
            #expect(player.currentTime == 4 && !player.isPlaying && listener.heard.isEmpty)
            player.currentTime = 9
            player.play()
            await host.advance(by: .seconds(1))
            #expect(listener.heard == ["finished true at 28.0 seconds, isPlaying false, currentTime 0.0"])
        }
    }

    /// "enableRate: A Boolean value that indicates whether you can adjust the playback rate
    /// of the audio player"; "rate … This property's default value of 1.0 provides normal
    /// playback. The minimum value is 0.5 … the maximum value is 2.0."
    @Test func theRateAppliesOnlyWhenEnabled() async throws {
        try await inHost { host in
            host.media.setDuration(.seconds(10), for: chime)
            let ignored = try AVAudioPlayer(contentsOf: chime)
            ignored.rate = 2
            ignored.play()
            let faster = try AVAudioPlayer(contentsOf: chime)
            faster.enableRate = true
            faster.rate = 4
            faster.play()
            await host.advance(by: .seconds(2))
            #expect(ignored.currentTime == 2)
            #expect(faster.currentTime == 4)
        }
    }

    /// A file that does not exist: "init(contentsOf:) … throws" an error in Core Audio's
    /// words (OSStatus 2003334207, 'wht?', as iOS gives for a missing file); never a trap.
    @Test func aMissingFileThrowsCoreAudiosError() async throws {
        await inHost { _ in
            let missing = URL(fileURLWithPath: "/nonexistent/sound.caf")
            #expect {
                _ = try AVAudioPlayer(contentsOf: missing)
            } throws: { error in
                let error = error as NSError
                return error.domain == NSOSStatusErrorDomain && error.code == 2_003_334_207
            }
            #expect(throws: (any Error).self) { _ = try AVAudioPlayer(data: Data()) }
        }
    }

    /// A sound whose duration the host did not declare lasts 0 s: it finishes in the host's
    /// next turn. Data declared with setDuration(_:forData:) lasts as declared.
    @Test func undeclaredSoundsFinishAtOnce() async throws {
        try await inHost { host in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("beep-\(UUID().uuidString).wav")
            try Data([1, 2, 3]).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let listener = FinishListener(host: host)
            let beep = try AVAudioPlayer(contentsOf: file)
            beep.delegate = listener
            #expect(beep.duration == 0)
            beep.play()
            await host.settle()
            #expect(listener.heard == ["finished true at 0.0 seconds, isPlaying false, currentTime 0.0"])

            let bytes = Data([9, 9, 9, 9])
            host.media.setDuration(.milliseconds(1500), forData: bytes)
            let fromData = try AVAudioPlayer(data: bytes)
            #expect(fromData.duration == 1.5 && fromData.url == nil && fromData.data == bytes)
        }
    }
}
