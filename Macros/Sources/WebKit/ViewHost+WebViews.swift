import Foundation

extension ViewHost {
    /// The web views in the mounted views, presented ones included, in view-tree order:
    /// those representables made, and those inside the views and view controllers they
    /// made.
    ///
    /// ```swift
    /// host.webViews.first?.url   // https://www.example.com/
    /// ```
    public var webViews: [WKWebView] {
        var found: [WKWebView] = []
        func visit(_ view: UIView) {
            if let webView = view as? WKWebView { found.append(webView) }
            view.subviews.forEach(visit)
        }
        for object in _representedObjects {
            if let view = object as? UIView {
                visit(view)
            } else if let controller = object as? UIViewController, controller.isViewLoaded {
                visit(controller.view)
            }
        }
        return found
    }

    /// Answers the navigation `webView` is waiting on as a server would: the page arrives
    /// and loads, titled `title` (or by the `<title>` of the HTML the app loaded). The
    /// navigation delegate hears the policy decision, `didStartProvisionalNavigation`,
    /// `didCommit` and `didFinish`, in that order; then ``WKWebView/url``,
    /// ``WKWebView/title`` and the back-forward list show the page. Without `webView`, the
    /// one web view mounted that is loading. Returns the delegate's policy: after
    /// `.cancel`, nothing loaded.
    ///
    /// ```swift
    /// try await host.finishLoading(title: "Example Domain")
    /// ```
    ///
    /// - Throws: ``WebViewDriverError`` when no web view is loading, or when several are and
    ///   none is named.
    @discardableResult
    public func finishLoading(title: String? = nil, in webView: WKWebView? = nil) async throws -> WKNavigationActionPolicy {
        let loading = try loadingWebView(webView)
        let policy = await loading.answer(.finish(title: title))
        await settle()
        return policy
    }

    /// Fails the navigation `webView` is waiting on with `error` (a `URLError` such as
    /// `.notConnectedToInternet`): before content arrived, the navigation delegate hears
    /// the policy decision, `didStartProvisionalNavigation` and
    /// `didFailProvisionalNavigation`, and the current page stays; `afterCommit`, the page
    /// arrived first: `didCommit`, then `didFail`. Without `webView`, the one web view
    /// mounted that is loading. Returns the delegate's policy.
    ///
    /// - Throws: ``WebViewDriverError`` when no web view is loading, or when several are and
    ///   none is named.
    @discardableResult
    public func failLoading(_ error: any Error, afterCommit: Bool = false, in webView: WKWebView? = nil) async throws -> WKNavigationActionPolicy {
        let loading = try loadingWebView(webView)
        let policy = await loading.answer(.fail(error, committed: afterCommit))
        await settle()
        return policy
    }

    /// The person taps a link to `url` on the page of `webView` (without it, the one web
    /// view mounted): a navigation of type `.linkActivated` starts, which waits for its
    /// answer (``finishLoading(title:in:)``), the delegate deciding on it then.
    ///
    /// - Throws: ``WebViewDriverError`` when there is no web view, or several and none is named.
    @discardableResult
    public func tapLink(to url: URL, in webView: WKWebView? = nil) throws -> WKNavigation {
        let target = try webView ?? Self.only(webViews, none: "No web view is mounted.",
                                             several: "web views are mounted: name the one to tap a link in with `in:`.")
        return target.follow(URLRequest(url: url))
    }

    private func loadingWebView(_ webView: WKWebView?) throws -> WKWebView {
        if let webView {
            guard webView.pendingNavigation != nil else {
                throw WebViewDriverError(description: "The web view is not loading: call load(_:) (or tap a link) first.")
            }
            return webView
        }
        return try Self.only(webViews.filter { $0.pendingNavigation != nil },
                             none: "No web view is loading: call load(_:) (or tap a link) first.",
                             several: "web views are loading: name the one to answer with `in:`.")
    }

    /// The one web view of `candidates`; else an error saying `none`, or how many there
    /// are and `several`.
    private static func only(_ candidates: [WKWebView], none: String, several: String) throws -> WKWebView {
        guard candidates.count == 1, let only = candidates.first else {
            throw WebViewDriverError(description: candidates.isEmpty ? none : "\(candidates.count) \(several)")
        }
        return only
    }
}

/// A driver call on web views that cannot be made: no web view is loading, or several
/// are and none is named.
public struct WebViewDriverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let description: String
}
