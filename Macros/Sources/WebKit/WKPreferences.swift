import Foundation

/// An object that encapsulates the standard behaviors to apply to websites: kept and read
/// back, headless.
@MainActor
public final class WKPreferences: NSObject {
    /// The minimum font size, in points.
    public var minimumFontSize: CGFloat = 0
    /// Whether JavaScript can open windows without a person's action.
    public var javaScriptCanOpenWindowsAutomatically = false
    /// Whether the web view warns about suspected fraudulent content.
    public var isFraudulentWebsiteWarningEnabled = true
    /// Whether pages may use element full-screen.
    public var isElementFullscreenEnabled = false
    /// Whether JavaScript is on (deprecated in WebKit for
    /// ``WKWebpagePreferences/allowsContentJavaScript``).
    public var javaScriptEnabled = true

    /// Preferences with WebKit's defaults.
    public override init() { super.init() }
}

/// An object that specifies the behaviors to use when loading and rendering page content.
@MainActor
public final class WKWebpagePreferences: NSObject {
    /// Whether content the page loads may run JavaScript (headless, none runs).
    public var allowsContentJavaScript = true
    /// The content mode the web view asks pages for.
    public var preferredContentMode: ContentMode = .recommended

    /// Preferences with WebKit's defaults.
    public override init() { super.init() }

    /// Content modes a page can be rendered in.
    public enum ContentMode: Int, Sendable {
        /// The mode appropriate for the device.
        case recommended = 0
        /// The mobile version of pages.
        case mobile = 1
        /// The desktop version of pages.
        case desktop = 2
    }
}
