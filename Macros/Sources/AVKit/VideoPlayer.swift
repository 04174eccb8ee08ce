import Foundation
import ViewEngine
#if canImport(Darwin)
import EngineAVFoundation
#else
import AVFoundation
#endif

/// A view that shows a player's video with playback controls, and an optional overlay
/// above the video (below the controls).
///
/// ```swift
/// @State private var player = AVPlayer(url: introURL)
///
/// var body: some View {
///     VideoPlayer(player: player)
///         .frame(height: 240)
/// }
/// ```
///
/// Nothing is decoded: a picture shows the video as a black 16:9 box, as large as fits the
/// space offered, with a Play or Pause button (tapping it plays or pauses the player,
/// `host.tap("Play")`) and the player's time to the second (`0:03 / 0:10`, or `0:03` for
/// an indefinite duration). Showing a player in a host binds it to that host's clock.
public struct VideoPlayer<VideoOverlay: View>: View {
    private let player: AVPlayer?
    private let overlay: VideoOverlay

    /// A view that shows `player`'s video (an empty black box for `nil`).
    public init(player: AVPlayer?) where VideoOverlay == EmptyView {
        self.player = player
        overlay = EmptyView()
    }

    /// A view that shows `player`'s video with `videoOverlay` above it, as large as the
    /// video, below the playback controls.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        overlay = videoOverlay()
    }

    /// The black box, the overlay and the controls.
    public var body: some View {
        ZStack {
            Color.black
            overlay
            if let player {
                VideoPlayerControls(player: player)
            }
        }
        .aspectRatio(16.0 / 9.0, contentMode: .fit)
    }
}

/// The playback controls of a ``VideoPlayer``: the Play or Pause button and the time.
struct VideoPlayerControls: View {
    let player: AVPlayer

    var body: some View {
        let display = player.displayState
        VStack {
            Spacer()
            Button {
                if player.timeControlStatus == .paused { player.play() } else { player.pause() }
            } label: {
                Label(display.isPlaying ? "Pause" : "Play", systemImage: display.isPlaying ? "pause.fill" : "play.fill")
                    .labelStyle(.iconOnly)
                    .foregroundStyle(.white)
            }
            Spacer()
            Text(Self.timeText(second: display.second, duration: display.duration))
                .font(.caption)
                .foregroundStyle(.white)
                .padding(8)
        }
    }

    /// `0:03 / 0:10`, `1:02:03`, or `0:03` without a duration.
    static func timeText(second: Int64, duration: Int64?) -> String {
        func clock(_ seconds: Int64) -> String {
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            let tail = String(format: "%02lld", rest)
            return hours > 0 ? "\(hours):" + String(format: "%02lld", minutes) + ":" + tail : "\(minutes):" + tail
        }
        guard let duration else { return clock(second) }
        return clock(second) + " / " + clock(duration)
    }
}
