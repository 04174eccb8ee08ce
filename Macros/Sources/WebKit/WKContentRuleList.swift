import Foundation

/// A compiled list of rules that a web view applies to the content it loads (content
/// blockers): kept by its identifier, headless, as nothing loads from the network.
@MainActor
public final class WKContentRuleList: NSObject {
    /// The identifier the list was compiled with.
    public let identifier: String
    /// The number of rules in the list.
    let ruleCount: Int

    init(identifier: String, ruleCount: Int) {
        self.identifier = identifier
        self.ruleCount = ruleCount
    }
}

/// An object that compiles, stores and looks up content rule lists, kept in memory.
@MainActor
public final class WKContentRuleListStore: NSObject {
    private var lists: [String: WKContentRuleList] = [:]
    private static let shared = WKContentRuleListStore()

    /// The default store: the same object each time.
    public static func `default`() -> WKContentRuleListStore { shared }

    /// Compiles `encodedContentRuleList` (the JSON array of rules Safari's content blockers
    /// use) and stores it as `identifier`; calls `completionHandler` with the list, or with
    /// a ``WKError`` (`contentRuleListStoreCompileFailed`) when the text is not an array of
    /// rules, each with a `trigger` and an `action`.
    public func compileContentRuleList(forIdentifier identifier: String?, encodedContentRuleList: String?,
                                       completionHandler: @escaping @MainActor (WKContentRuleList?, (any Error)?) -> Void) {
        let result = compile(identifier ?? "", encodedContentRuleList ?? "")
        switch result {
        case .success(let list): completionHandler(list, nil)
        case .failure(let error): completionHandler(nil, error)
        }
    }

    /// Compiles `encodedContentRuleList` and stores it as `identifier`.
    ///
    /// - Throws: ``WKError`` (`contentRuleListStoreCompileFailed`) when the text is not an
    ///   array of rules.
    public func compileContentRuleList(forIdentifier identifier: String?, encodedContentRuleList: String?) async throws -> WKContentRuleList? {
        try compile(identifier ?? "", encodedContentRuleList ?? "").get()
    }

    /// Looks up the list stored as `identifier`; an unknown one is a ``WKError``
    /// (`contentRuleListStoreLookUpFailed`).
    public func lookUpContentRuleList(forIdentifier identifier: String?,
                                      completionHandler: @escaping @MainActor (WKContentRuleList?, (any Error)?) -> Void) {
        if let list = lists[identifier ?? ""] {
            completionHandler(list, nil)
        } else {
            completionHandler(nil, WKError(.contentRuleListStoreLookUpFailed))
        }
    }

    /// Removes the list stored as `identifier`; an unknown one is a ``WKError``
    /// (`contentRuleListStoreRemoveFailed`).
    public func removeContentRuleList(forIdentifier identifier: String?, completionHandler: @escaping @MainActor ((any Error)?) -> Void) {
        guard lists.removeValue(forKey: identifier ?? "") != nil else {
            return completionHandler(WKError(.contentRuleListStoreRemoveFailed))
        }
        completionHandler(nil)
    }

    /// The identifiers of the stored lists, sorted.
    public func getAvailableContentRuleListIdentifiers(_ completionHandler: @escaping @MainActor ([String]?) -> Void) {
        completionHandler(lists.keys.sorted())
    }

    private func compile(_ identifier: String, _ json: String) -> Result<WKContentRuleList, WKError> {
        guard let rules = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [[String: Any]],
              rules.allSatisfy({ $0["trigger"] != nil && $0["action"] != nil }) else {
            return .failure(WKError(.contentRuleListStoreCompileFailed))
        }
        let list = WKContentRuleList(identifier: identifier, ruleCount: rules.count)
        lists[identifier] = list
        return .success(list)
    }
}
