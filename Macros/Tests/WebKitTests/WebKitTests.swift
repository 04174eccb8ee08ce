import Foundation
import Testing
import WebKit

/// What a navigation delegate heard, in order.
@MainActor
final class NavigationLog {
    var lines: [String] = []
}

/// A navigation delegate as apps write one (a representable's coordinator): it records
/// each call and writes the page's state back through bindings. It cancels navigations to
/// hosts other than `allowedHost`, when one is set.
final class Recorder: NSObject, WKNavigationDelegate {
    let log: NavigationLog
    var allowedHost: String?
    var onFinish: ((WKWebView) -> Void)?

    init(log: NavigationLog, allowedHost: String? = nil) {
        self.log = log
        self.allowedHost = allowedHost
    }

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
        let url = navigationAction.request.url
        log.lines.append("decide \(url?.absoluteString ?? "-") \(navigationAction.navigationType)")
        if let allowedHost, url?.host != allowedHost { return decisionHandler(.cancel) }
        decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        log.lines.append("start loading=\(webView.isLoading)")
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        log.lines.append("commit \(webView.url?.absoluteString ?? "-")")
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        log.lines.append("finish \(webView.title ?? "-") loading=\(webView.isLoading) progress=\(webView.estimatedProgress)")
        onFinish?(webView)
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        log.lines.append("fail provisional \((error as? URLError)?.code.rawValue ?? 0) url=\(webView.url?.absoluteString ?? "nil")")
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        log.lines.append("fail \((error as? URLError)?.code.rawValue ?? 0)")
    }
}

/// An in-app browser as apps write one: the web view in a representable whose coordinator
/// is its navigation delegate and writes the page's title back to the view.
struct Browser: View {
    let url: URL
    let log: NavigationLog
    var allowedHost: String?
    @State private var title = "untitled"

    var body: some View {
        VStack {
            Text(title)
            WebPageView(url: url, log: log, allowedHost: allowedHost, title: $title)
        }
    }
}

struct WebPageView: UIViewRepresentable {
    let url: URL
    let log: NavigationLog
    let allowedHost: String?
    @Binding var title: String

    func makeCoordinator() -> Recorder { Recorder(log: log, allowedHost: allowedHost) }

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = context.coordinator
        webView.load(URLRequest(url: url))
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        context.coordinator.onFinish = { webView in title = webView.title ?? "" }
    }
}

let example = URL(string: "https://example.com/")!

/// WKWebView and its navigation delegate, driven headlessly; each test names the sentence
/// of Apple's documentation it encodes.
@MainActor
@Suite("WebKit")
struct WebKitTests {
    @Test("load(_:): the view is loading the request's URL until the navigation is answered; estimatedProgress starts at 0")
    func loadStartsANavigation() throws {
        let log = NavigationLog()
        let host = ViewHost(Browser(url: example, log: log))
        let webView = try #require(host.webViews.first)
        #expect(host.webViews.count == 1)
        #expect(webView.isLoading)
        #expect(webView.url == example)
        #expect(webView.estimatedProgress == 0)
        #expect(webView.title == nil)
        #expect(log.lines.isEmpty)
    }

    @Test("didStartProvisionalNavigation tells of the main frame's navigation beginning, didFinish of its end — decide, start, commit, finish in that order")
    func finishCallsTheDelegateInOrder() async throws {
        let log = NavigationLog()
        let host = ViewHost(Browser(url: example, log: log))
        let policy = try await host.finishLoading(title: "Example Domain")
        #expect(policy == .allow)
        #expect(log.lines == [
            "decide https://example.com/ other",
            "start loading=true",
            "commit https://example.com/",
            "finish Example Domain loading=false progress=1.0",
        ])
        let webView = try #require(host.webViews.first)
        #expect(!webView.isLoading)
        #expect(webView.title == "Example Domain")
        #expect(webView.backForwardList.currentItem?.url == example)
        #expect(host.render().contains(#"Text "Example Domain""#))
    }

    @Test("didFailProvisionalNavigation: a failure before any content arrived — the page stays as it was, nothing is committed")
    func provisionalFailure() async throws {
        let log = NavigationLog()
        let host = ViewHost(Browser(url: example, log: log))
        try await host.failLoading(URLError(.notConnectedToInternet))
        #expect(log.lines == ["decide https://example.com/ other", "start loading=true", "fail provisional -1009 url=nil"])
        let webView = try #require(host.webViews.first)
        #expect(!webView.isLoading)
        #expect(webView.url == nil)
        #expect(webView.backForwardList.currentItem == nil)
        #expect(host.render().contains(#"Text "untitled""#))
    }

    @Test("didFail: an error after content began to arrive — commit comes first, then the failure")
    func committedFailure() async throws {
        let log = NavigationLog()
        let host = ViewHost(Browser(url: example, log: log))
        try await host.failLoading(URLError(.networkConnectionLost), afterCommit: true)
        #expect(log.lines == ["decide https://example.com/ other", "start loading=true", "commit https://example.com/", "fail -1005"])
        #expect(host.webViews.first?.url == example)
        #expect(host.webViews.first?.isLoading == false)
    }

    @Test("decidePolicyFor: the delegate may cancel a navigation; a cancelled link goes no further and the page stays")
    func cancelledLink() async throws {
        let log = NavigationLog()
        let host = ViewHost(Browser(url: example, log: log, allowedHost: "example.com"))
        try await host.finishLoading(title: "Example Domain")
        log.lines.removeAll()
        let away = URL(string: "https://elsewhere.org/page")!
        try host.tapLink(to: away)
        #expect(host.webViews.first?.url == away)
        #expect(try await host.finishLoading() == .cancel)
        #expect(log.lines == ["decide https://elsewhere.org/page linkActivated"])
        let webView = try #require(host.webViews.first)
        #expect(webView.url == example)
        #expect(!webView.isLoading)
        #expect(!webView.canGoBack)
    }

    @Test("goBack/goForward move to the previous or next page of the back-forward list; canGoBack and canGoForward follow the list")
    func backAndForward() async throws {
        let log = NavigationLog()
        let host = ViewHost(Browser(url: example, log: log))
        try await host.finishLoading(title: "Home")
        let next = URL(string: "https://example.com/next")!
        try host.tapLink(to: next)
        try await host.finishLoading(title: "Next")
        let webView = try #require(host.webViews.first)
        #expect(webView.canGoBack && !webView.canGoForward)
        #expect(webView.backForwardList.backItem?.title == "Home")
        log.lines.removeAll()
        #expect(webView.goBack() != nil)
        try await host.finishLoading()
        #expect(log.lines.first == "decide https://example.com/ backForward")
        #expect(webView.url == example && webView.title == "Home")
        #expect(!webView.canGoBack && webView.canGoForward)
        #expect(webView.goBack() == nil)
        webView.goForward()
        try await host.finishLoading()
        #expect(webView.url == next && webView.title == "Next")
        #expect(webView.backForwardList.backList.map(\.url) == [example])
    }

    @Test("estimatedProgress: a finished load leaves it full (1) and the next navigation starts it over from 0")
    func progressResets() async throws {
        let host = ViewHost(Browser(url: example, log: NavigationLog()))
        try await host.finishLoading()
        let webView = try #require(host.webViews.first)
        #expect(webView.estimatedProgress == 1)
        webView.reload()
        #expect(webView.estimatedProgress == 0)
        #expect(webView.isLoading)
        webView.stopLoading()
        #expect(!webView.isLoading)
        #expect(webView.url == example)
    }

    @Test("loadHTMLString(_:baseURL:): the page's title is its <title>, its URL the base URL (about:blank without one)")
    func htmlString() async throws {
        let host = ViewHost(Text("No web view mounted"))
        let webView = WKWebView()
        webView.loadHTMLString("<html><head><title> Recipe </title></head><body>Mix.</body></html>", baseURL: nil)
        #expect(webView.url == URL(string: "about:blank"))
        #expect(try await host.finishLoading(in: webView) == .allow)
        #expect(webView.title == "Recipe")
        let base = URL(string: "https://grocy.example/")!
        webView.loadHTMLString("<p>No title</p>", baseURL: base)
        try await host.finishLoading(in: webView)
        #expect(webView.url == base && webView.title == "")
    }

    @Test("load(_:mimeType:characterEncodingName:baseURL:) then reload() before an answer: one navigation, of type reload")
    func dataThenReload() async throws {
        let log = NavigationLog()
        let recorder = Recorder(log: log)
        let host = ViewHost(Text("No web view mounted"))
        let webView = WKWebView()
        webView.navigationDelegate = recorder
        let gif = URL(string: "file:///app/truck.gif")!
        webView.load(Data([0x47, 0x49, 0x46]), mimeType: "image/gif", characterEncodingName: "UTF-8", baseURL: gif)
        webView.reload()
        try await host.finishLoading(in: webView)
        #expect(log.lines.first == "decide file:///app/truck.gif reload")
        #expect(log.lines.count == 4)
        #expect(webView.backForwardList.backList.isEmpty)
    }

    @Test("evaluateJavaScript: the handler gets no result and an error — headless, a WKError in WKErrorDomain, never a trap")
    func javaScript() async throws {
        let webView = WKWebView()
        nonisolated(unsafe) var received: (result: Any?, error: (any Error)?)?
        webView.evaluateJavaScript("document.title") { result, error in received = (result, error) }
        let error = try #require(received?.error as? WKError)
        #expect(received?.result == nil)
        #expect(error.code == .javaScriptExceptionOccurred)
        #expect(error.localizedDescription == "A JavaScript exception occurred")
        #expect(WKError.errorDomain == "WKErrorDomain" && error.errorCode == 4)
        let message = error.errorUserInfo[WKError.javaScriptExceptionMessageKey] as? String
        #expect(message == "No JavaScript engine: the headless web view does not run scripts")
        await #expect(throws: WKError.self) { _ = try await webView.evaluateJavaScript("1 + 1") }
    }

    @Test("the picture shows a page with the URL, and the title once loaded")
    func picture() async throws {
        let host = ViewHost(Browser(url: example, log: NavigationLog()))
        let loading = host.snapshot()
        #expect(loading.contains(#"data-title="WKWebView""#))
        #expect(loading.contains(">https://example.com/</text>"))
        #expect(loading.contains(">Loading…</text>"))
        try await host.finishLoading(title: "Example Domain")
        let loaded = host.snapshot()
        #expect(loaded.contains(">Example Domain</text>"))
        #expect(loaded.contains(">https://example.com/</text>"))
        #expect(!loaded.contains(">Loading…</text>"))
    }

    @Test("the driver says what is wrong instead of guessing: nothing is loading, or nothing is mounted")
    func driverErrors() async throws {
        let host = ViewHost(Browser(url: example, log: NavigationLog()))
        try await host.finishLoading()
        let error = await #expect(throws: WebViewDriverError.self) { try await host.finishLoading() }
        #expect(error?.description == "No web view is loading: call load(_:) (or tap a link) first.")
        let empty = ViewHost(Text("No web"))
        #expect(empty.webViews.isEmpty)
        let tapError = #expect(throws: WebViewDriverError.self) { try empty.tapLink(to: example) }
        #expect(tapError?.description == "No web view is mounted.")
    }
}
