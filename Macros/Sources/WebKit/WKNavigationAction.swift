import Foundation

/// An object that contains information about an action that causes navigation to occur:
/// what the navigation delegate decides on (`webView(_:decidePolicyFor:decisionHandler:)`).
@MainActor
public final class WKNavigationAction: NSObject {
    /// The navigation's request.
    public let request: URLRequest
    /// The type of action that triggered the navigation.
    public let navigationType: WKNavigationType
    /// The frame that asked for the navigation: the web view's main frame.
    public let sourceFrame: WKFrameInfo
    /// The frame the navigation loads into: the main frame (a link that opens a new window
    /// has none; headless, every navigation targets the main frame).
    public let targetFrame: WKFrameInfo?

    init(request: URLRequest, navigationType: WKNavigationType) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = WKFrameInfo(request: request)
        targetFrame = WKFrameInfo(request: request)
    }
}

/// Information about a frame on a webpage: headless, the web view's main frame.
@MainActor
public final class WKFrameInfo: NSObject {
    /// Whether the frame is the web view's main frame: always, headless.
    public let isMainFrame = true
    /// The frame's current request.
    public let request: URLRequest

    init(request: URLRequest) { self.request = request }
}

/// Constants that indicate whether to allow or cancel navigation to a webpage from an action.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// Cancel the navigation.
    case cancel = 0
    /// Allow the navigation to continue.
    case allow = 1
    /// Turn the navigation into a download (headless: cancelled, as nothing downloads).
    case download = 2
}
