import AVFoundation
import Testing
import ViewEngine

/// AVPlayer and its items on the host's virtual clock, each test naming the sentence of
/// Apple's documentation (AVFoundation: "AVPlayer", "AVPlayerItem",
/// "addPeriodicTimeObserver(forInterval:queue:using:)", "AVPlayerItemDidPlayToEndTime",
/// "actionAtItemEnd") it encodes; AVKit's VideoPlayer is tested here too
/// (VideoPlayerTests.swift). Serialized: the end notification goes to the process's
/// default center, where a view listening for every item would hear another test's.
@MainActor
@Suite("AVFoundation: AVPlayer and AVKit's VideoPlayer", .serialized)
struct AVPlayerTests {
    let intro = URL(string: "https://example.com/intro.mp4")!

    /// A host whose clock is current while `body` runs, as an app's code runs in it.
    func inHost(_ body: (ViewHost<Text>) async throws -> Void) async rethrows {
        let host = ViewHost(Text("player"))
        try await VirtualClock.$current.withValue(host.clock) { try await body(host) }
    }

    /// "play(): Begins playback of the current item" and "currentTime(): Returns the
    /// current time of the current player item" — the time moves only with the host's
    /// clock, at the rate.
    @Test func playingMovesTheTimeWithTheHostsClock() async {
        await inHost { host in
            host.media.setDuration(.seconds(10), for: intro)
            let player = AVPlayer(url: intro)
            #expect(player.timeControlStatus == .paused && player.rate == 0)
            player.play()
            #expect(player.rate == 1 && player.timeControlStatus == .playing)
            await host.advance(by: .seconds(3))
            #expect(player.currentTime().seconds == 3)
            #expect(player.currentTime() == CMTime(value: 3, timescale: 1))
            player.pause()
            await host.advance(by: .seconds(5))
            #expect(player.currentTime().seconds == 3)
            #expect(player.timeControlStatus == .paused)
            player.rate = 2
            await host.advance(by: .milliseconds(1500))
            #expect(player.currentTime().seconds == 6)
        }
    }

    /// "When you create a player item, its status is AVPlayerItem.Status.unknown … its
    /// value changes after you associate it with an AVPlayer"; "duration … indefinite
    /// until the status is readyToPlay".
    @Test func anItemIsUnknownUntilAPlayerHasIt() async {
        await inHost { host in
            host.media.setDuration(.seconds(90), for: intro)
            let item = AVPlayerItem(url: intro)
            #expect(item.status == .unknown)
            #expect(item.duration.isIndefinite)
            let player = AVPlayer(playerItem: item)
            #expect(item.status == .readyToPlay)
            #expect(item.duration.seconds == 90)
            #expect(player.currentItem === item)
            #expect((item.asset as? AVURLAsset)?.url == intro)
            // Media whose duration the host did not declare is indefinite, as a live stream.
            let live = AVPlayerItem(url: URL(string: "https://example.com/live.m3u8")!)
            player.replaceCurrentItem(with: live)
            #expect(live.status == .readyToPlay && live.duration.isIndefinite)
        }
    }

    /// "AVPlayerItemDidPlayToEndTime: A notification the system posts when a player item
    /// plays to its end time"; "actionAtItemEnd … The default value is
    /// AVPlayer.ActionAtItemEnd.pause" — the player pauses at the end, then the
    /// notification is posted with the item as its object.
    @Test func reachingTheEndPausesThenPostsTheNotification() async {
        await inHost { host in
            host.media.setDuration(.seconds(4), for: intro)
            let player = AVPlayer(url: intro)
            var heard: [String] = []
            let subscription = NotificationCenter.default.publisher(for: .AVPlayerItemDidPlayToEndTime).sink { note in
                let name = ((note.object as? AVPlayerItem)?.asset as? AVURLAsset)?.url.lastPathComponent ?? "?"
                heard.append("end of \(name) at \(player.currentTime().seconds), rate \(player.rate)")
            }
            defer { subscription.cancel() }
            player.play()
            await host.advance(by: .milliseconds(3999))
            #expect(heard.isEmpty)
            await host.advance(by: .milliseconds(1))
            #expect(heard == ["end of intro.mp4 at 4.0, rate 0.0"])
            await host.advance(by: .seconds(5))
            #expect(heard.count == 1)
            #expect(player.timeControlStatus == .paused && player.currentTime().seconds == 4)
            #expect(host.media.events == ["AVPlayer intro.mp4: played at 0.0 s", "AVPlayer intro.mp4: played to the end at 4.0 s"])
        }
    }

    /// "AVPlayer.ActionAtItemEnd.none: The player does nothing when an item reaches its
    /// end" — the rate stays, and a seek to zero in the notification loops the item.
    @Test func withNoActionAtTheEndASeekLoops() async {
        await inHost { host in
            host.media.setDuration(.seconds(2), for: intro)
            let player = AVPlayer(url: intro)
            player.actionAtItemEnd = .none
            var ends = 0
            let subscription = NotificationCenter.default.publisher(for: .AVPlayerItemDidPlayToEndTime, object: player.currentItem)
                .sink { _ in
                    ends += 1
                    player.seek(to: .zero)
                }
            defer { subscription.cancel() }
            player.play()
            await host.advance(by: .seconds(5))
            #expect(ends == 2)
            #expect(player.rate == 1 && player.timeControlStatus == .playing)
            #expect(player.currentTime().seconds == 1)
        }
    }

    /// "addPeriodicTimeObserver(forInterval:queue:using:): The block is invoked
    /// periodically at the interval specified … The block is also invoked whenever time
    /// jumps and whenever playback starts or stops."
    @Test func periodicObserversFireAtMultiplesAndWhenPlaybackStartsOrStops() async {
        await inHost { host in
            host.media.setDuration(.milliseconds(2500), for: intro)
            let player = AVPlayer(url: intro)
            var times: [Double] = []
            let token = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 1, preferredTimescale: 600), queue: .main) { time in
                times.append(time.seconds)
            }
            player.play()                                // starts: 0
            await host.advance(by: .seconds(2))          // 1, 2
            player.seek(to: CMTime(value: 1, timescale: 2))   // jumps: 0.5
            await host.advance(by: .seconds(3))          // 1, 2, then the end: 2.5
            #expect(times == [0, 1, 2, 0.5, 1, 2, 2.5])
            player.removeTimeObserver(token)
            player.seek(to: .zero)
            player.play()
            await host.advance(by: .seconds(3))
            #expect(times.count == 7)
        }
    }

    /// "seek(to:) … Sets the current playback time to the specified time" — clamped to
    /// the item's range, posting AVPlayerItemTimeJumped; an invalid time does nothing (it
    /// never traps).
    @Test func seeksAreClampedAndInvalidTimesIgnored() async {
        await inHost { host in
            host.media.setDuration(.seconds(10), for: intro)
            let player = AVPlayer(url: intro)
            var jumps = 0
            let subscription = NotificationCenter.default.publisher(for: .AVPlayerItemTimeJumped, object: player.currentItem)
                .sink { _ in jumps += 1 }
            defer { subscription.cancel() }
            player.seek(to: CMTime(value: 25, timescale: 1))
            #expect(player.currentTime().seconds == 10)
            player.seek(to: CMTime(value: -3, timescale: 1))
            #expect(player.currentTime().seconds == 0)
            player.seek(to: CMTime(value: 7, timescale: 1))
            var finished: Bool?
            player.seek(to: .invalid) { finished = $0 }
            #expect(finished == false && player.currentTime().seconds == 7)
            player.seek(to: CMTime(value: 2, timescale: 1)) { finished = $0 }
            #expect(finished == true && player.currentTime().seconds == 2)
            // "AVPlayerItemTimeJumped: A notification the system posts when a player
            // item's time changes discontinuously" — one per seek that was made.
            #expect(jumps == 4)
        }
    }

    /// "status … AVPlayerItem.Status.failed: The item no longer plays due to an error …
    /// error describes the error" — a URL the host marks as failing; the player waits.
    @Test func anItemOfAFailingURLFailsWithAnError() async {
        await inHost { host in
            let broken = URL(string: "https://example.com/missing.mp4")!
            host.media.failLoading(broken, description: "The requested URL was not found on this server.")
            let player = AVPlayer(url: broken)
            player.play()
            await host.advance(by: .seconds(2))
            let item = player.currentItem
            #expect(item?.status == .failed)
            let error = item?.error as NSError?
            #expect(error?.domain == AVFoundationErrorDomain && error?.code == -11800)
            #expect(error?.localizedDescription == "The requested URL was not found on this server.")
            #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
            #expect(player.reasonForWaitingToPlay == .noItemToPlay)
            #expect(player.currentTime().seconds == 0)
        }
    }

    /// "replaceCurrentItem(with:): Replaces the current item with a new item" — at its
    /// start, at the same rate; a player with no item waits.
    @Test func replacingTheItemStartsItAtZeroAtTheSameRate() async {
        await inHost { host in
            let other = URL(string: "https://example.com/other.mp4")!
            host.media.setDuration(.seconds(10), for: intro)
            host.media.setDuration(.seconds(10), for: other)
            let player = AVPlayer()
            player.play()
            #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
            player.replaceCurrentItem(with: AVPlayerItem(url: intro))
            await host.advance(by: .seconds(4))
            #expect(player.currentTime().seconds == 4)
            player.replaceCurrentItem(with: AVPlayerItem(url: other))
            #expect(player.currentTime().seconds == 0 && player.timeControlStatus == .playing)
            await host.advance(by: .seconds(1))
            #expect(player.currentTime().seconds == 1)
            #expect(player.volume == 1 && !player.isMuted)
        }
    }
}
