import AVKit
import Testing
import ViewEngine

/// A SwiftUI view that plays a video: `VideoPlayer(player:)`, a button that plays, and
/// `.onReceive` of the end notification ("AVPlayerItemDidPlayToEndTime").
struct MovieView: View {
    @State var player = AVPlayer(url: URL(string: "https://example.com/trailer.mp4")!)
    @State var finished = false
    @State var seconds = 0.0

    var body: some View {
        VStack {
            VideoPlayer(player: player)
            Button("Start") { player.play() }
            Button("Check") { seconds = player.currentTime().seconds }
            Text("at " + String(seconds) + " s")
            Text(finished ? "finished" : "watching")
        }
        .onReceive(NotificationCenter.default.publisher(for: .AVPlayerItemDidPlayToEndTime)) { _ in
            finished = true
        }
    }
}

extension AVPlayerTests {
    /// "VideoPlayer: A view that displays content from a player and a native user interface
    /// to control playback" — the button plays, the host's clock moves the time, the end
    /// posts the notification that `.onReceive` hears.
    @Test func aViewPlaysItsPlayerOnTheHostsClock() async throws {
        let host = ViewHost(MovieView())
        host.media.setDuration(.seconds(5), for: URL(string: "https://example.com/trailer.mp4")!)
        await host.settle()
        #expect(host.render().contains(#"Text "0:00""#))
        try host.tap("Start")
        await host.advance(by: .seconds(3))
        try host.tap("Check")
        #expect(host.render().contains(#"Text "at 3.0 s""#))
        #expect(host.render().contains(#"Text "watching""#))
        #expect(host.render().contains(#"Text "0:03 / 0:05""#))
        await host.advance(by: .seconds(2))
        #expect(host.render().contains(#"Text "finished""#))
        #expect(host.render().contains(#"Text "0:05 / 0:05""#))
    }

    /// The picture: a black 16:9 box as large as fits the offer, with its Play button.
    @Test func thePlayerIsABlackBoxOfSixteenByNine() async throws {
        let player = AVPlayer()
        let host = ViewHost(VideoPlayer(player: player).frame(width: 320, height: 400))
        await host.settle()
        let rendered = host.render(frames: true)
        #expect(rendered.split(separator: "\n").first?.hasSuffix("ZStack @ (36.5, 348.5) 320 × 180") == true)
        #expect(rendered.contains(#"Button "Play""#) && rendered.contains(#"Text "0:00""#))
        #expect(host.snapshot().contains(##"width="320" height="180" fill="#000000""##))
        try host.tap("Play")
        #expect(player.rate == 1)
    }

    /// "AVPlayerViewController: A view controller that displays content from a player and
    /// presents a native user interface to control playback" — it keeps its player and
    /// settings; "isReadyForDisplay" follows the item's readiness.
    @Test func aPlayerViewControllerKeepsItsPlayerAndSettings() async {
        let host = ViewHost(Text("controller"))
        let url = URL(string: "https://example.com/clip.mp4")!
        VirtualClock.$current.withValue(host.clock) {
            let controller = AVPlayerViewController()
            #expect(controller.showsPlaybackControls && controller.videoGravity == .resizeAspect && !controller.isReadyForDisplay)
            controller.player = AVPlayer(url: url)
            controller.videoGravity = .resizeAspectFill
            controller.showsPlaybackControls = false
            #expect(controller.isReadyForDisplay && controller.videoGravity == .resizeAspectFill)
        }
    }
}
