import Foundation

/// Methods for accepting or rejecting navigation changes, and for tracking the progress of
/// navigation requests: the object a web view's ``WKWebView/navigationDelegate`` is.
///
/// ```swift
/// final class Coordinator: NSObject, WKNavigationDelegate {
///     func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { isLoading = false }
/// }
/// ```
///
/// Every method is optional, as with Apple's protocol: the defaults allow every navigation
/// and do nothing. Headless, a navigation's calls come when a test answers it
/// (`host.finishLoading(title:in:)`, `host.failLoading(_:in:)`), in WebKit's order: the
/// policy decision, then `didStartProvisionalNavigation`; then either
/// `didFailProvisionalNavigation`, or `didCommit` followed by `didFinish` or `didFail`.
/// A method is matched by its Swift signature: write the navigation parameter as WebKit
/// declares it (`WKNavigation!`).
@MainActor
public protocol WKNavigationDelegate: NSObjectProtocol {
    /// Asks the delegate for permission to navigate to new content, based on the action;
    /// the default allows it.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    /// The same decision, answered asynchronously; the default asks the method with the
    /// decision handler.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy
    /// Tells the delegate that navigation from the main frame has started.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// Tells the delegate that an error occurred during the early navigation process.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// Tells the delegate that the web view has started to receive content for the main frame.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// Tells the delegate that navigation is complete.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// Tells the delegate that an error occurred during navigation, after content arrived.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
    /// Allows the navigation.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
        decisionHandler(.allow)
    }

    /// Asks ``webView(_:decidePolicyFor:decisionHandler:)`` and returns its answer.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy {
        await withCheckedContinuation { continuation in
            self.webView(webView, decidePolicyFor: navigationAction) { continuation.resume(returning: $0) }
        }
    }

    /// Does nothing.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}
