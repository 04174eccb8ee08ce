import Foundation
import Testing
import WebKit

/// A message handler as apps write one: it counts what pages report.
final class BlockCounter: NSObject, WKScriptMessageHandler {
    var total = 0
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        if message.name == "adBlockerObserver", let body = message.body as? [String: Any], let count = body["blockedCount"] as? Int {
            total += count
        }
    }
}

/// The configuration's shared objects: scripts, message handlers, rule lists, data stores.
@MainActor
@Suite("WebKit: configuration and content")
struct UserContentTests {
    @Test("WKWebViewConfiguration: the web view keeps a copy, which shares the user content controller")
    func configurationIsCopied() {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        configuration.mediaTypesRequiringUserActionForPlayback = []
        let webView = WKWebView(frame: .zero, configuration: configuration)
        configuration.allowsInlineMediaPlayback = false
        #expect(webView.configuration !== configuration)
        #expect(webView.configuration.allowsInlineMediaPlayback)
        #expect(webView.configuration.mediaTypesRequiringUserActionForPlayback == [])
        #expect(webView.configuration.userContentController === configuration.userContentController)
        #expect(WKWebView().configuration.websiteDataStore === WKWebsiteDataStore.default())
    }

    @Test("WKScriptMessageHandler: a message a page posts to a name reaches the handler added for it; user scripts are kept in order")
    func messagesAndScripts() {
        let controller = WKUserContentController()
        let counter = BlockCounter()
        controller.add(counter, name: "adBlockerObserver")
        controller.addUserScript(WKUserScript(source: "one()", injectionTime: .atDocumentStart, forMainFrameOnly: true))
        controller.addUserScript(WKUserScript(source: "two()", injectionTime: .atDocumentEnd, forMainFrameOnly: false))
        #expect(controller.simulateMessage(["blockedCount": 3], name: "adBlockerObserver"))
        #expect(controller.simulateMessage(["blockedCount": 2], name: "adBlockerObserver"))
        #expect(!controller.simulateMessage(["blockedCount": 9], name: "other"))
        #expect(counter.total == 5)
        #expect(controller.userScripts.map(\.source) == ["one()", "two()"])
        controller.removeScriptMessageHandler(forName: "adBlockerObserver")
        #expect(!controller.simulateMessage(["blockedCount": 1], name: "adBlockerObserver"))
    }

    @Test("WKContentRuleListStore: an array of rules compiles; text that is not one fails with WKError, never a trap")
    func ruleLists() async throws {
        let store = WKContentRuleListStore.default()
        let json = #"[{"trigger": {"url-filter": "ads"}, "action": {"type": "block"}}]"#
        let list = try #require(try await store.compileContentRuleList(forIdentifier: "easylist", encodedContentRuleList: json))
        #expect(list.identifier == "easylist")
        let error = await #expect(throws: WKError.self) {
            try await store.compileContentRuleList(forIdentifier: "broken", encodedContentRuleList: "{not json")
        }
        #expect(error?.code == .contentRuleListStoreCompileFailed)
        let controller = WKUserContentController()
        controller.add(list)
        controller.removeAllContentRuleLists()
    }

    @Test("WKWebsiteDataStore: removing data calls back; the default store is one object, a non-persistent one is new")
    func dataStore() {
        let store = WKWebsiteDataStore.default()
        nonisolated(unsafe) var removed = false
        store.removeData(ofTypes: WKWebsiteDataStore.allWebsiteDataTypes(), modifiedSince: .distantPast) { removed = true }
        #expect(removed)
        #expect(store.isPersistent && !WKWebsiteDataStore.nonPersistent().isPersistent)
        #expect(WKWebsiteDataStore.allWebsiteDataTypes().contains("WKWebsiteDataTypeCookies"))
    }
}
