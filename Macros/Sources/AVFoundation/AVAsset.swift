import Foundation

/// Timed media: a movie or sound, by its URL. Nothing is decoded: an asset's
/// ``duration`` is what the host declared for its URL (``HostMedia/setDuration(_:for:)``),
/// or ``CMTime/indefinite`` (not known, as for a live stream) when none was declared.
open class AVAsset: NSObject {
    let assetURL: URL?

    init(assetURL: URL?) {
        self.assetURL = assetURL
    }

    /// An asset for the media at `url` (an ``AVURLAsset``, as Apple's factory returns).
    public convenience init(url: URL) {
        self.init(assetURL: url)
    }

    /// The asset's length: the duration the host declared for its URL, else
    /// ``CMTime/indefinite``.
    open var duration: CMTime {
        guard let assetURL, let nanoseconds = MediaState.current.duration(of: assetURL) else { return .indefinite }
        return mediaTime(nanoseconds: nanoseconds)
    }

    /// Whether the asset can be played: `false` for a URL the host marked as failing.
    open var isPlayable: Bool {
        guard let assetURL else { return true }
        return MediaState.current.failure(of: assetURL) == nil
    }
}

/// An asset at a URL: a local file or a remote resource.
///
/// ```swift
/// let asset = AVURLAsset(url: Bundle.main.url(forResource: "intro", withExtension: "mp4")!)
/// let item = AVPlayerItem(asset: asset)
/// ```
open class AVURLAsset: AVAsset {
    /// The asset's URL.
    public let url: URL

    /// An asset for the media at `url`; `options` (HTTP headers, precise timing) are
    /// accepted and have no effect.
    public init(url: URL, options: [String: Any]? = nil) {
        self.url = url
        super.init(assetURL: url)
    }
}

/// How a video fills the bounds of the layer or controller that shows it.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    /// Apple's name of the gravity.
    public let rawValue: String
    /// A gravity named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The whole video, its aspect ratio kept (letterboxed).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// The bounds filled, the aspect ratio kept (cropped).
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    /// The bounds filled, the video stretched.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}
