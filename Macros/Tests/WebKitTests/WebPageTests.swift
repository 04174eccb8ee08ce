import Foundation
import Testing
import WebKit

/// A recipe's preparation as the sample app shows it: SwiftUI's web view of a page that
/// loads the recipe's HTML when it appears, and the page's title above it.
struct Preparation: View {
    let html: String
    @State private var page = WebPage()

    var body: some View {
        VStack {
            Text(page.isLoading ? "loading" : "title: \(page.title)")
            WebView(page)
                .onAppear { page.load(html: html, baseURL: URL(string: "about:blank")!) }
        }
    }
}

/// SwiftUI's WebView and WebPage, over the same model as WKWebView.
@MainActor
@Suite("WebKit: WebView and WebPage")
struct WebPageTests {
    @Test("WebPage is observable: a view that reads isLoading and title updates as the page loads")
    func observedPage() async throws {
        let host = ViewHost(Preparation(html: "<title>Pancakes</title><p>Whisk.</p>"))
        await host.settle()
        #expect(host.render().contains(#"Text "loading""#))
        #expect(host.webViews.count == 1)
        try await host.finishLoading()
        #expect(host.render().contains(#"Text "title: Pancakes""#))
        #expect(host.snapshot().contains(">Pancakes</text>"))
    }

    @Test("load(_:) returns the navigation's events in order: started, committed, finished; a failure before content arrived throws")
    func navigationEvents() async throws {
        let page = WebPage()
        let host = ViewHost(WebView(page))
        let events = page.load(URL(string: "https://example.com/")!)
        try await host.finishLoading()
        var seen: [WebPage.NavigationEvent] = []
        for try await event in events { seen.append(event) }
        #expect(seen == [.startedProvisionalNavigation, .committed, .finished])
        #expect(page.currentNavigationEvent == .finished)
        let failing = page.load(URL(string: "https://example.com/offline")!)
        try await host.failLoading(URLError(.notConnectedToInternet))
        await #expect(throws: WebPage.NavigationError.self) { for try await _ in failing {} }
        #expect(page.url == URL(string: "https://example.com/"))
        await #expect(throws: WKError.self) { _ = try await page.callJavaScript("return 1") }
    }
}
