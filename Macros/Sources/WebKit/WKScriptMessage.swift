import Foundation

/// An object that encapsulates a message a page sent to the app's message handler.
@MainActor
public final class WKScriptMessage: NSObject {
    /// The body of the message: a number, a string, a date, an array, a dictionary or
    /// `NSNull`, as the page posted it.
    public let body: Any
    /// The name of the handler the message was posted to.
    public let name: String

    init(body: Any, name: String) {
        self.body = body
        self.name = name
    }
}

/// An interface for receiving messages from JavaScript code running in a webpage.
@MainActor
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// Tells the handler that a page posted a message to it.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
