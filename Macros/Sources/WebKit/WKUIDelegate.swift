import Foundation

/// Methods for presenting native user-interface elements on behalf of a webpage: new
/// windows, and the page's closing. Headless, pages run no scripts, so the web view never
/// calls them by itself; they are declared so that an app's delegate compiles and can be
/// set (``WKWebView/uiDelegate``).
@MainActor
public protocol WKUIDelegate: NSObjectProtocol {
    /// Creates a new web view for a page that opens a window; the default returns `nil`
    /// (the navigation is not performed).
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    /// Tells the delegate that the page closed its window; the default does nothing.
    func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
    /// Returns `nil`: no new window.
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
    /// Does nothing.
    public func webViewDidClose(_ webView: WKWebView) {}
}

/// Display options a page asks for when it opens a window: none are set headless.
@MainActor
public final class WKWindowFeatures: NSObject {
    /// Whether the window has a menu bar (`nil`: not specified).
    public let menuBarVisibility: NSNumber? = nil
    /// Whether the window has a status bar (`nil`: not specified).
    public let statusBarVisibility: NSNumber? = nil
    /// Whether the window has toolbars (`nil`: not specified).
    public let toolbarsVisibility: NSNumber? = nil
    /// Whether the window is resizable (`nil`: not specified).
    public let allowsResizing: NSNumber? = nil
}
