import Foundation

/// An object for managing interactions between JavaScript code and your web view: the
/// scripts it injects, the message handlers pages post to and the content rule lists it
/// applies. Headless, pages run no scripts: what is added is kept and can be read back,
/// and a test can deliver a page's message with ``simulateMessage(_:name:)``.
@MainActor
public final class WKUserContentController: NSObject {
    /// The scripts injected into the pages, in the order they were added.
    public private(set) var userScripts: [WKUserScript] = []
    /// The message handlers, by the name pages post to (`window.webkit.messageHandlers.NAME`).
    private var handlers: [String: any WKScriptMessageHandler] = [:]
    /// The content rule lists applied to the pages, in the order they were added.
    private(set) var contentRuleLists: [WKContentRuleList] = []

    /// A controller with no scripts, handlers or rule lists.
    public override init() { super.init() }

    /// Injects `userScript` into the pages the web view loads.
    public func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }

    /// Removes every injected script.
    public func removeAllUserScripts() { userScripts.removeAll() }

    /// Installs `scriptMessageHandler` for the messages pages post to `name`; a second
    /// handler for the same name replaces the first (WebKit raises an exception instead).
    public func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        handlers[name] = scriptMessageHandler
    }

    /// Removes the message handler for `name`.
    public func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }

    /// Removes every message handler.
    public func removeAllScriptMessageHandlers() { handlers.removeAll() }

    /// The names pages can post messages to, sorted.
    public var scriptMessageHandlerNames: [String] { handlers.keys.sorted() }

    /// Applies `contentRuleList` to the pages.
    public func add(_ contentRuleList: WKContentRuleList) {
        guard !contentRuleLists.contains(where: { $0 === contentRuleList }) else { return }
        contentRuleLists.append(contentRuleList)
    }

    /// Stops applying `contentRuleList`.
    public func remove(_ contentRuleList: WKContentRuleList) { contentRuleLists.removeAll { $0 === contentRuleList } }

    /// Stops applying every content rule list.
    public func removeAllContentRuleLists() { contentRuleLists.removeAll() }

    /// Delivers a message a page posts to `name` (`postMessage(body)`) to its handler, as
    /// WebKit would from the page's script; returns whether a handler took it. Headless,
    /// pages run no scripts: a test posts the messages its page would.
    ///
    /// ```swift
    /// controller.simulateMessage(["blockedCount": 3], name: "adBlockerObserver")
    /// ```
    @discardableResult
    public func simulateMessage(_ body: Any, name: String) -> Bool {
        guard let handler = handlers[name] else { return false }
        handler.userContentController(self, didReceive: WKScriptMessage(body: body, name: name))
        return true
    }
}
