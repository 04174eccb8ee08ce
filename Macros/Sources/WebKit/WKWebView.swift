import Foundation

/// An object that displays interactive web content, such as for an in-app browser: a
/// `UIView` an app wraps in a `UIViewRepresentable`.
///
/// ```swift
/// struct WebView: UIViewRepresentable {
///     let url: URL
///     func makeUIView(context: Context) -> WKWebView { WKWebView() }
///     func updateUIView(_ webView: WKWebView, context: Context) { webView.load(URLRequest(url: url)) }
/// }
/// ```
///
/// Headless, nothing comes from the network and no script runs. A load is a navigation
/// that waits for its answer, which a test gives (`host.finishLoading(title:in:)`,
/// `host.failLoading(_:in:)`):
///
/// - `load(_:)` (and `loadHTMLString(_:baseURL:)`, `reload()`, `goBack()`, `goForward()`)
///   returns the navigation at once: ``isLoading`` is `true`, ``estimatedProgress`` 0, and
///   ``url`` the URL being loaded. A load before the previous one was answered replaces it
///   (the navigation delegate had not heard of it); so does ``stopLoading()``, which puts
///   ``url`` back to the current page's.
/// - The answer calls the navigation delegate as WebKit does: the policy decision; if
///   allowed, `didStartProvisionalNavigation`; then `didFailProvisionalNavigation` (a
///   failure before content arrived: the page stays as it was), or `didCommit` — the page
///   is now ``url``, with its ``title`` (the one the test gives, else the `<title>` of HTML
///   the app loaded, else empty), in the back-forward list — followed by `didFinish` or
///   `didFail`. ``isLoading`` is `false` and ``estimatedProgress`` 1 before the last call.
/// - ``evaluateJavaScript(_:completionHandler:)`` answers a ``WKError``
///   (`javaScriptExceptionOccurred`): there is no JavaScript engine.
///
/// A picture shows a blank page with the title (once loaded) and the URL.
@MainActor
open class WKWebView: UIView, _PicturePlaceholder {
    private var storedConfiguration: WKWebViewConfiguration?
    /// The object that handles the navigation of the web view's content.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// The object that shows native interface on behalf of the web view's pages.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The URL of the current page, or of the page being loaded.
    public private(set) var url: URL?
    /// The page's title: `nil` until a page loads, empty for a page without one.
    public private(set) var title: String?
    /// Whether the view is loading content.
    public private(set) var isLoading = false
    /// The fraction of the current navigation that has loaded, from 0 to 1: 0 when a
    /// navigation starts, 1 once it ended, until the next one starts.
    public private(set) var estimatedProgress: Double = 0
    /// The pages the view visited.
    public private(set) lazy var backForwardList = WKBackForwardList()
    /// The scroll view of the page's content.
    public private(set) lazy var scrollView = UIScrollView()
    /// Whether a horizontal swipe goes back and forward (kept; no gestures headless).
    open var allowsBackForwardNavigationGestures = false
    /// Whether pressing a link shows a preview (kept).
    open var allowsLinkPreview = true
    /// The user agent the view sends, replacing the default one.
    open var customUserAgent: String?
    /// Whether Web Inspector may inspect the view (kept).
    open var isInspectable = false
    /// The scale of the page's content.
    open var pageZoom: CGFloat = 1
    /// The navigation waiting for its answer.
    private(set) var pendingNavigation: WKNavigation?
    /// Called after the page's state (URL, title, loading, progress) changed: how a
    /// `WebPage` follows the view it loads with.
    var stateDidChange: (@MainActor () -> Void)?

    /// A web view with a default configuration and a zero frame.
    nonisolated public required init() { super.init() }

    /// A web view with `frame` and a copy of `configuration` (sharing its content
    /// controller, preferences and data store).
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        super.init()
        self.frame = frame
        storedConfiguration = configuration.copied()
    }

    /// The configuration the view was made with (a copy of the one given).
    open var configuration: WKWebViewConfiguration {
        if let storedConfiguration { return storedConfiguration }
        let configuration = WKWebViewConfiguration()
        storedConfiguration = configuration
        return configuration
    }

    /// Whether there is a page to go back to.
    open var canGoBack: Bool { backForwardList.backItem != nil }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { backForwardList.forwardItem != nil }
    /// Whether the page and everything it loaded came over a secure connection.
    open var hasOnlySecureContent: Bool { url?.scheme == "https" }

    // MARK: Loading

    /// Navigates to `request`'s URL.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        begin(WKNavigation(request: request, type: .other))
    }

    /// Shows the HTML `string`, resolving relative URLs against `baseURL` (the page's URL:
    /// `about:blank` without one).
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        begin(WKNavigation(request: URLRequest(url: baseURL ?? Self.blank), type: .other, html: string))
    }

    /// Shows `data` of `mimeType` (HTML when `text/html`), its URL `baseURL`.
    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        let html = MIMEType.lowercased() == "text/html" ? String(decoding: data, as: UTF8.self) : nil
        return begin(WKNavigation(request: URLRequest(url: baseURL), type: .other, html: html))
    }

    /// Navigates to the file at `URL`.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        begin(WKNavigation(request: URLRequest(url: URL), type: .other))
    }

    /// Loads the current page again (or, before one loaded, the page being loaded); `nil`
    /// when there is none.
    @discardableResult
    open func reload() -> WKNavigation? {
        if let current = backForwardList.currentItem {
            return begin(WKNavigation(request: URLRequest(url: current.url), type: .reload, html: current.html))
        }
        guard let pendingNavigation else { return nil }
        return begin(WKNavigation(request: pendingNavigation.request, type: .reload, html: pendingNavigation.html))
    }

    /// Loads the current page again, from its origin: the same as ``reload()`` headless.
    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }

    /// Navigates to the page before the current one; `nil` when there is none.
    @discardableResult
    open func goBack() -> WKNavigation? { go(by: -1) }

    /// Navigates to the page after the current one; `nil` when there is none.
    @discardableResult
    open func goForward() -> WKNavigation? { go(by: 1) }

    /// Navigates to `item` of the back-forward list; `nil` when it is not in the list.
    @discardableResult
    open func go(to item: WKBackForwardListItem) -> WKNavigation? {
        guard let target = backForwardList.items.firstIndex(where: { $0 === item }), let index = backForwardList.index else { return nil }
        return go(by: target - index)
    }

    /// Stops loading: the navigation waiting for its answer is dropped, and ``url`` is the
    /// current page's again.
    open func stopLoading() {
        guard pendingNavigation != nil else { return }
        pendingNavigation = nil
        isLoading = false
        url = backForwardList.currentItem?.url
        stateDidChange?()
    }

    /// Evaluates `javaScriptString`: headless there is no JavaScript engine, so
    /// `completionHandler` is called at once with no result and a ``WKError``
    /// (`javaScriptExceptionOccurred`, `A JavaScript exception occurred`) whose message
    /// says so.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, Self.noJavaScript)
    }

    /// Evaluates `javaScriptString`.
    ///
    /// - Throws: a ``WKError`` (`javaScriptExceptionOccurred`): there is no JavaScript engine.
    @discardableResult
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        throw Self.noJavaScript
    }

    /// The error of a script evaluated headless.
    static let noJavaScript = WKError(.javaScriptExceptionOccurred,
                                      exceptionMessage: "No JavaScript engine: the headless web view does not run scripts")

    static let blank = URL(string: "about:blank")!

    // MARK: Navigations

    private func go(by offset: Int) -> WKNavigation? {
        guard let index = backForwardList.index, let item = backForwardList.item(at: offset) else { return nil }
        return begin(WKNavigation(request: URLRequest(url: item.url), type: .backForward, html: item.html, targetIndex: index + offset))
    }

    /// Starts a navigation of type `.linkActivated` to `request`, as a tap on a link does.
    func follow(_ request: URLRequest) -> WKNavigation {
        begin(WKNavigation(request: request, type: .linkActivated))
    }

    private func begin(_ navigation: WKNavigation) -> WKNavigation {
        pendingNavigation = navigation
        isLoading = true
        estimatedProgress = 0
        url = navigation.url
        stateDidChange?()
        return navigation
    }

    /// How a test answers the navigation waiting for its answer.
    enum Answer {
        /// The page arrives and loads, with this title (or its own).
        case finish(title: String?)
        /// The navigation fails, before content arrived or (committed) after.
        case fail(any Error, committed: Bool)
    }

    /// Answers the waiting navigation, calling the navigation delegate as WebKit does, and
    /// returns the delegate's policy (a cancelled navigation goes no further).
    func answer(_ answer: Answer) async -> WKNavigationActionPolicy {
        guard let navigation = pendingNavigation else { return .cancel }
        let action = WKNavigationAction(request: navigation.request, navigationType: navigation.type)
        let policy = await navigationDelegate?.webView(self, decidePolicyFor: action) ?? .allow
        guard pendingNavigation === navigation else { return policy }
        guard policy == .allow else {
            stopLoading()
            return policy
        }
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        switch answer {
        case .fail(let error, committed: false):
            stopLoading()
            estimatedProgress = 1
            stateDidChange?()
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
        case .fail(let error, committed: true):
            commit(navigation, title: nil)
            navigationDelegate?.webView(self, didCommit: navigation)
            end()
            navigationDelegate?.webView(self, didFail: navigation, withError: error)
        case .finish(let title):
            commit(navigation, title: title)
            navigationDelegate?.webView(self, didCommit: navigation)
            end()
            navigationDelegate?.webView(self, didFinish: navigation)
        }
        return policy
    }

    /// The page of `navigation` is now the current one.
    private func commit(_ navigation: WKNavigation, title given: String?) {
        let list = backForwardList
        let title = given ?? navigation.html.flatMap(Self.htmlTitle)
        switch navigation.type {
        case .backForward where navigation.targetIndex.map(list.items.indices.contains) == true:
            list.index = navigation.targetIndex
            if let title { list.currentItem?.title = title }
        case .reload where list.currentItem?.url == navigation.url:
            if let title { list.currentItem?.title = title }
        default:
            list.push(WKBackForwardListItem(url: navigation.url, title: title ?? "", html: navigation.html))
        }
        url = navigation.url
        self.title = list.currentItem?.title ?? ""
        stateDidChange?()
    }

    private func end() {
        pendingNavigation = nil
        isLoading = false
        estimatedProgress = 1
        stateDidChange?()
    }

    /// The text of `html`'s `<title>` element, if it has one.
    static func htmlTitle(_ html: String) -> String? {
        guard let open = html.range(of: "<title", options: .caseInsensitive),
              let openEnd = html.range(of: ">", range: open.upperBound..<html.endIndex),
              let close = html.range(of: "</title>", options: .caseInsensitive, range: openEnd.upperBound..<html.endIndex) else { return nil }
        return html[openEnd.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: Picture

    /// A blank page with the title of the page once loaded, its URL, and `Loading…` while
    /// a navigation waits.
    public var _placeholder: _RepresentedPlaceholder {
        var lines: [String] = []
        if let title, !title.isEmpty { lines.append(title) }
        if let url { lines.append(url.absoluteString) }
        if isLoading { lines.append("Loading…") }
        return _RepresentedPlaceholder(name: "WKWebView", lines: lines)
    }
}
