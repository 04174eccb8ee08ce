import Foundation
import Observation

/// An object that loads and shows web content for SwiftUI's ``WebView``: observable, so a
/// view that reads its ``url``, ``title``, ``isLoading`` or ``estimatedProgress`` updates
/// as the page loads.
///
/// ```swift
/// @State private var page = WebPage()
/// var body: some View {
///     WebView(page)
///         .onAppear { page.load(html: recipe.text, baseURL: URL(string: "about:blank")!) }
/// }
/// ```
///
/// The page loads with a ``WKWebView`` and its model: a load waits for its answer, which a
/// test gives with `host.finishLoading(title:in:)` or `host.failLoading(_:in:)` once the
/// page's ``WebView`` is mounted.
@MainActor
@Observable
public final class WebPage {
    /// The URL of the current page, or of the page being loaded.
    public private(set) var url: URL?
    /// The page's title: empty until a page with one loads.
    public private(set) var title = ""
    /// Whether the page is loading.
    public private(set) var isLoading = false
    /// The fraction of the current navigation that has loaded, from 0 to 1.
    public private(set) var estimatedProgress: Double = 0
    /// The latest event of the current navigation.
    public private(set) var currentNavigationEvent: NavigationEvent?

    /// The web view the page loads with, which its ``WebView`` shows.
    let webView: WKWebView
    private let observer = NavigationObserver()

    /// A page with WebKit's default configuration.
    public init() {
        webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = observer
        observer.page = self
        webView.stateDidChange = { [weak self] in self?.update() }
    }

    /// Loads `request`; the returned sequence yields the navigation's events and ends after
    /// `.finished`, or throws a ``NavigationError``.
    @discardableResult
    public func load(_ request: URLRequest) -> AsyncThrowingStream<NavigationEvent, any Error> {
        track(webView.load(request))
    }

    /// Loads `url`.
    @discardableResult
    public func load(_ url: URL) -> AsyncThrowingStream<NavigationEvent, any Error> {
        load(URLRequest(url: url))
    }

    /// Shows the HTML `html`, its URL `baseURL`.
    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> AsyncThrowingStream<NavigationEvent, any Error> {
        track(webView.loadHTMLString(html, baseURL: baseURL))
    }

    /// Loads the current page again.
    @discardableResult
    public func reload() -> AsyncThrowingStream<NavigationEvent, any Error> {
        track(webView.reload())
    }

    /// Stops loading.
    public func stopLoading() { webView.stopLoading() }

    /// Runs `functionBody` as JavaScript: headless there is no JavaScript engine.
    ///
    /// - Throws: a ``WKError`` (`javaScriptExceptionOccurred`).
    @discardableResult
    public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? {
        throw WKWebView.noJavaScript
    }

    private func track(_ navigation: WKNavigation?) -> AsyncThrowingStream<NavigationEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream<NavigationEvent, any Error>.makeStream()
        guard let navigation else {
            continuation.finish()
            return stream
        }
        observer.track(navigation, continuation)
        return stream
    }

    private func update() {
        url = webView.url
        title = webView.title ?? ""
        isLoading = webView.isLoading
        estimatedProgress = webView.estimatedProgress
    }

    /// Records the latest event of the current navigation.
    func record(_ event: NavigationEvent) { currentNavigationEvent = event }

    /// The events of a navigation, in order.
    public enum NavigationEvent: Hashable, Sendable {
        /// Navigation from the main frame started.
        case startedProvisionalNavigation
        /// The page's content started to arrive.
        case committed
        /// The navigation is complete.
        case finished
    }

    /// Why a navigation failed.
    public enum NavigationError: Error, Sendable {
        /// It failed before content arrived.
        case failedProvisionalNavigation(any Error)
        /// It failed after content arrived.
        case failedNavigation(any Error)
    }
}

/// A page's navigation delegate: it records each navigation's events on the page and
/// yields them to the sequence its load returned.
@MainActor
final class NavigationObserver: NSObject, WKNavigationDelegate {
    weak var page: WebPage?
    private var streams: [ObjectIdentifier: AsyncThrowingStream<WebPage.NavigationEvent, any Error>.Continuation] = [:]

    func track(_ navigation: WKNavigation, _ continuation: AsyncThrowingStream<WebPage.NavigationEvent, any Error>.Continuation) {
        streams[ObjectIdentifier(navigation)] = continuation
    }

    private func send(_ event: WebPage.NavigationEvent, _ navigation: WKNavigation?) {
        page?.record(event)
        guard let navigation else { return }
        streams[ObjectIdentifier(navigation)]?.yield(event)
        if event == .finished { streams.removeValue(forKey: ObjectIdentifier(navigation))?.finish() }
    }

    private func fail(_ error: WebPage.NavigationError, _ navigation: WKNavigation?) {
        guard let navigation else { return }
        streams.removeValue(forKey: ObjectIdentifier(navigation))?.finish(throwing: error)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        send(.startedProvisionalNavigation, navigation)
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { send(.committed, navigation) }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { send(.finished, navigation) }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        fail(.failedProvisionalNavigation(error), navigation)
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        fail(.failedNavigation(error), navigation)
    }
}
