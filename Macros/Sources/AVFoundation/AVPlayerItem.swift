import Foundation

/// An asset's presentation state as a player plays it: its status, duration and time.
///
/// As Apple documents, an item's ``status-swift.property`` is `.unknown` when it is
/// created and changes once it is associated with a player: here, when the player first
/// meets a host (it is played, shown in a `VideoPlayer`, or used inside a host's frame or
/// task). It is then `.readyToPlay`, with the ``duration`` the host declared for its URL
/// (``HostMedia/setDuration(_:for:)``; ``CMTime/indefinite`` when none was), or `.failed`,
/// with an ``error``, for a URL the host marked as failing
/// (``HostMedia/failLoading(_:description:)``). Both are read from the host as they are
/// asked for, so a test may declare them after the view that makes the item first
/// appeared — before playback reaches the end it declares.
open class AVPlayerItem: NSObject {
    /// The item's asset.
    public let asset: AVAsset
    weak var player: AVPlayer?
    /// The host's media, once a player in a host has the item.
    private var media: MediaState?

    /// An item for the media at `url`.
    public convenience init(url: URL) {
        self.init(asset: AVURLAsset(url: url))
    }

    /// An item for `asset`.
    public init(asset: AVAsset) {
        self.asset = asset
    }

    /// An item for `asset`; the asset's keys are loaded as the item loads.
    public convenience init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]?) {
        self.init(asset: asset)
    }

    /// Whether an item can be played.
    public enum Status: Int, Sendable, CustomStringConvertible {
        /// Not yet known: the item is not associated with a player yet.
        case unknown = 0
        /// Ready to play.
        case readyToPlay = 1
        /// Cannot be played: ``AVPlayerItem/error`` says why.
        case failed = 2

        /// `unknown`, `readyToPlay`, `failed`.
        public var description: String {
            switch self {
            case .unknown: "unknown"
            case .readyToPlay: "readyToPlay"
            case .failed: "failed"
            }
        }
    }

    /// Whether the item can be played (`.unknown` until a player in a host has it).
    open var status: Status {
        player?.meetHost()
        guard let media else { return .unknown }
        return url.flatMap(media.failure(of:)) == nil ? .readyToPlay : .failed
    }

    /// Why the item failed (`nil` unless ``status-swift.property`` is `.failed`).
    open var error: Error? {
        player?.meetHost()
        guard let media, let url, let failure = media.failure(of: url) else { return nil }
        return NSError(domain: AVFoundationErrorDomain, code: AVError.Code.unknown.rawValue,
                       userInfo: [NSLocalizedDescriptionKey: failure, NSURLErrorKey: url])
    }

    /// The item's length: ``CMTime/indefinite`` until it is ready, and for media whose
    /// duration the host did not declare.
    open var duration: CMTime {
        guard status == .readyToPlay, let media, let nanoseconds = url.flatMap(media.duration(of:)) else { return .indefinite }
        return mediaTime(nanoseconds: nanoseconds)
    }

    /// The item's current time: its player's time while it is the player's item, else
    /// zero.
    open func currentTime() -> CMTime {
        guard let player, player.currentItem === self else { return .zero }
        return player.currentTime()
    }

    /// Whether playback is likely to keep up: `true` once the item is ready (the media is
    /// local to the host; nothing buffers).
    open var isPlaybackLikelyToKeepUp: Bool { status == .readyToPlay }

    /// Whether the buffer is full: as ``isPlaybackLikelyToKeepUp``.
    open var isPlaybackBufferFull: Bool { status == .readyToPlay }

    /// Whether playback has used up the buffer: never (nothing buffers).
    open var isPlaybackBufferEmpty: Bool { false }

    /// How much media the player should buffer ahead (0: the player chooses).
    open var preferredForwardBufferDuration: TimeInterval = 0

    /// The size of the video: zero, as nothing is decoded.
    open var presentationSize: CGSize { .zero }

    /// The item's duration in nanoseconds, `nil` when it does not end (not ready,
    /// indefinite).
    var endNanoseconds: Int64? {
        let duration = duration
        return duration.isNumeric ? nanoseconds(of: duration) : nil
    }

    /// The media's URL.
    private var url: URL? { (asset as? AVURLAsset)?.url ?? asset.assetURL }

    /// Associates the item with the host's media (a player in a host has it): it is then
    /// ready, or failed, as the host says of its URL.
    func load(from state: MediaState) {
        media = state
    }
}

/// The error domain of AVFoundation's errors.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// AVFoundation's errors.
public struct AVError: Error, Hashable, Sendable {
    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// AVFoundation's error codes.
    public enum Code: Int, Sendable {
        /// An unknown error: "The operation could not be completed".
        case unknown = -11800
        /// The media could not be decoded.
        case decodeFailed = -11821
        /// The file is not a media format AVFoundation reads.
        case fileFormatNotRecognized = -11828
        /// The media could not be opened.
        case failedToParse = -11829
        /// The content is not authorized.
        case contentIsNotAuthorized = -11835
        /// The media cannot be played.
        case contentIsUnavailable = -11863
    }
}

extension NSNotification.Name {
    /// Posted when an item has played to its end; its object is the item.
    public static let AVPlayerItemDidPlayToEndTime = NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// Posted when an item failed to play to its end; its object is the item (never
    /// posted here: an item that plays does not fail midway).
    public static let AVPlayerItemFailedToPlayToEndTime = NSNotification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    /// Posted when an item's playback stalled (never posted here: nothing buffers).
    public static let AVPlayerItemPlaybackStalled = NSNotification.Name("AVPlayerItemPlaybackStalledNotification")
    /// Posted when an item's time jumped (a seek); its object is the item.
    public static let AVPlayerItemTimeJumped = NSNotification.Name("AVPlayerItemTimeJumpedNotification")
}

/// The key of ``NSNotification/Name/AVPlayerItemFailedToPlayToEndTime``'s error.
public let AVPlayerItemFailedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"
