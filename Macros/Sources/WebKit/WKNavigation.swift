import Foundation

/// An object that tracks the loading progress of a webpage: what `load(_:)`,
/// `loadHTMLString(_:baseURL:)`, `reload()`, `goBack()` and `goForward()` return, and what
/// the navigation delegate's calls about that load receive (the same object each time).
@MainActor
public final class WKNavigation: NSObject {
    /// The request the navigation loads.
    let request: URLRequest
    /// How the navigation was started.
    let type: WKNavigationType
    /// The HTML the navigation shows, when the app handed it over (`loadHTMLString`, an
    /// HTML `load(_:mimeType:...)`): where the page's `<title>` comes from.
    let html: String?
    /// For a back or forward navigation, the index in the back-forward list it goes to.
    let targetIndex: Int?

    init(request: URLRequest, type: WKNavigationType, html: String? = nil, targetIndex: Int? = nil) {
        self.request = request
        self.type = type
        self.html = html
        self.targetIndex = targetIndex
    }

    /// The URL the navigation loads (`about:blank` when the request has none).
    var url: URL { request.url ?? URL(string: "about:blank")! }
}

/// Constants that indicate the type of action that triggered a navigation.
public enum WKNavigationType: Int, Sendable {
    /// The person tapped a link.
    case linkActivated = 0
    /// The person submitted a form.
    case formSubmitted = 1
    /// The person went back or forward in the back-forward list.
    case backForward = 2
    /// The page was reloaded.
    case reload = 3
    /// A form was submitted again.
    case formResubmitted = 4
    /// Any other reason: a load the app asked for.
    case other = -1
}
