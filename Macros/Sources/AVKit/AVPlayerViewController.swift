import Foundation
import ViewEngine
#if canImport(Darwin)
import EngineAVFoundation
#else
import AVFoundation
#endif

/// A view controller that shows a player's video with the system's playback controls:
/// UIKit's counterpart of ``VideoPlayer``, as an app wraps it in a
/// `UIViewControllerRepresentable`.
///
/// ```swift
/// let controller = AVPlayerViewController()
/// controller.player = player
/// controller.videoGravity = .resizeAspectFill
/// ```
///
/// It keeps what is set on it; there is no full screen and no Picture in Picture on a
/// headless host, so it never changes them itself.
open class AVPlayerViewController: UIViewController {
    /// The player whose video is shown.
    open var player: AVPlayer?
    /// Whether the playback controls show (`true`).
    open var showsPlaybackControls = true
    /// How the video fills the view (``AVLayerVideoGravity/resizeAspect``).
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether playing goes full screen (`false`).
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether the end of playback leaves full screen (`false`).
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether Picture in Picture is allowed (`true`).
    open var allowsPictureInPicturePlayback = true
    /// Whether Picture in Picture starts when the app goes to the background (`false`).
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// Whether the controller updates the Now Playing info (`true`).
    open var updatesNowPlayingInfoCenter = true
    /// The object told of full-screen and Picture-in-Picture changes (none happen here).
    open weak var delegate: (any AVPlayerViewControllerDelegate)?

    /// Whether the first frame of the video is ready: the player's item is ready to play.
    open var isReadyForDisplay: Bool { player?.currentItem?.status == .readyToPlay }
}

/// What an ``AVPlayerViewController`` tells its delegate: full-screen and
/// Picture-in-Picture changes, which do not happen on a headless host (every method of
/// Apple's protocol is optional; none is declared here).
@MainActor
public protocol AVPlayerViewControllerDelegate: AnyObject {}
