import Foundation

/// A collection of properties that you use to initialize a web view: its content
/// controller, preferences, data store and media settings. A web view keeps a copy of the
/// configuration it was made with, except for the objects it shares (the content
/// controller, the data store), as WebKit does.
///
/// ```swift
/// let configuration = WKWebViewConfiguration()
/// configuration.allowsInlineMediaPlayback = true
/// let webView = WKWebView(frame: .zero, configuration: configuration)
/// ```
@MainActor
public final class WKWebViewConfiguration: NSObject {
    /// The object that coordinates the page's scripts and messages with the app.
    public var userContentController = WKUserContentController()
    /// The settings the web view applies to the pages it loads.
    public var preferences = WKPreferences()
    /// The default settings for each page (whether content runs JavaScript).
    public var defaultWebpagePreferences = WKWebpagePreferences()
    /// Where the web view keeps cookies and other website data.
    public var websiteDataStore = WKWebsiteDataStore.default()
    /// The app's name in the user agent.
    public var applicationNameForUserAgent: String?
    /// Whether HTML5 videos play inline (`true`) or full screen (`false`, the default on iPhone).
    public var allowsInlineMediaPlayback = false
    /// Whether videos can play picture in picture.
    public var allowsPictureInPictureMediaPlayback = true
    /// Whether the web view allows AirPlay.
    public var allowsAirPlayForMediaPlayback = true
    /// The media types that wait for a tap before they play.
    public var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// Whether the web view keeps content off the screen until it is fully loaded.
    public var suppressesIncrementalRendering = false
    /// The types of data the web view detects and turns into links.
    public var dataDetectorTypes: WKDataDetectorTypes = []

    /// A configuration with WebKit's defaults.
    public override init() { super.init() }

    /// A copy that shares the content controller, the preferences and the data store
    /// with this one: what a web view keeps.
    func copied() -> WKWebViewConfiguration {
        let copy = WKWebViewConfiguration()
        copy.userContentController = userContentController
        copy.preferences = preferences
        copy.defaultWebpagePreferences = defaultWebpagePreferences
        copy.websiteDataStore = websiteDataStore
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        copy.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
        copy.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
        copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        copy.suppressesIncrementalRendering = suppressesIncrementalRendering
        copy.dataDetectorTypes = dataDetectorTypes
        return copy
    }
}

/// The types of audio and video content that wait for a person's tap before they play.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Options with `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Media with audio.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Media with video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// All media.
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// The types of data a web view detects in its content and turns into links.
public struct WKDataDetectorTypes: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Options with `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    /// Links in text.
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times.
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    /// Every type.
    public static let all = WKDataDetectorTypes(rawValue: .max)
}
