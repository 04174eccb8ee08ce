import Foundation

/// A view that displays web content: SwiftUI's web view, showing a ``WebPage``.
///
/// ```swift
/// WebView(page)
/// WebView(url: URL(string: "https://www.swift.org"))
/// ```
///
/// A picture shows the page as a ``WKWebView``'s: a blank page with its title and URL.
public struct WebView: View {
    private let page: WebPage
    private let initialURL: URL?

    /// A view that shows `page`.
    public init(_ page: WebPage) {
        self.page = page
        initialURL = nil
    }

    /// A view that loads and shows `url` (nothing when `nil`).
    public init(url: URL?) {
        page = WebPage()
        initialURL = url
    }

    /// The page's web view.
    public var body: some View {
        WebPageRepresentable(page: page, initialURL: initialURL)
    }
}

/// The web view of a ``WebPage`` in the view tree.
struct WebPageRepresentable: UIViewRepresentable {
    let page: WebPage
    let initialURL: URL?

    func makeUIView(context: Context) -> WKWebView {
        if let initialURL { page.load(initialURL) }
        return page.webView
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {}
}
